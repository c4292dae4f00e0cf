-- Fixture: scenarios that raise Lua errors instead of failing an expectation.
describe("Raising", function()
  it("raises an error of its own", function()
    error("the spec gave up")
  end)

  it("indexes a nil value", function()
    local missing = nil
    return missing.field
  end)
end)
