-- Fixture of the reports' escaping: scenario names holding an escape sequence, a NUL and a vertical tab.
describe("Control \27[31mred\27[0m", function()
  it("passes with a NUL\0 inside", function() end)

  it("fails with a vertical\vtab", function()
    error("the message rings \7", 0)
  end)
end)
