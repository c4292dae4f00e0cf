-- Fixture: a spec that does not compile (the `it` call is never closed).
describe("Broken", function()
  it("never runs", function()
    expect(1).to_equal(1)
  end
end)
