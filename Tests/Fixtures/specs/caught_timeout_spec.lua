-- Fixture: a scenario whose endless loop runs in a coroutine it resumes, so the budget's error is caught
-- by coroutine.resume; it must still be reported as a timeout.
describe("Caught timeout", function()
  it("loops in a coroutine", function()
    coroutine.resume(coroutine.create(function()
      while true do end
    end))
  end)
end)
