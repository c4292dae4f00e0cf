-- A spec file whose top level never returns while its scenarios are collected: the pattern backtracks inside
-- string.find, where the instruction budget cannot interrupt it (flowrun test's --time-limit must end the run).
local found = string.rep("a", 3000):find(".-.-.-.-b")

describe("Never collected", function()
  it("is never reached", function()
    expect(found).to_be_nil()
  end)
end)
