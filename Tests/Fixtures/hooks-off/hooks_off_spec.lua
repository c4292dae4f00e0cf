-- Fixture of flowrun's tests: scenarios whose code would run with hooks off, where the instruction budget cannot
-- stop it, if the DSL or the sandbox let it: the DSL's message handler runs inside the hook that raised the
-- timeout. Each must end as an ordinary timeout, without --time-limit.
local forever = function() while true do end end

describe("Hooks off #fixture", function()
  it("replaces the globals the message handler could use, then loops", function()
    _G.type, _G.getmetatable = forever, forever
    while true do end
  end)

  it("cannot reach the string metatable", function()
    expect(getmetatable("")).to_be(false)
    while true do end
  end)
end)
