-- Fixture: failures whose reports must say what happened: a flow that never returns from a tap (a timeout,
-- not a failure), an after_each that fails after the body did (both reported), and an error value with a
-- __tostring (shown through it).
describe("Reports", function()
  it("flow loops", function()
    launch("Tests/Fixtures/flows/looping.lua")
    tap("Loop")
  end)

  describe("with a failing cleanup", function()
    after_each(function()
      error("cleanup failed")
    end)

    it("body fails too", function()
      error("body failed")
    end)
  end)

  it("raises a value with __tostring", function()
    error(setmetatable({}, { __tostring = function() return "a described failure" end }))
  end)
end)
