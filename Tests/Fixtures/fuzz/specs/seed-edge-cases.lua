-- Kept for the spec fuzz test (Tests/FlowModulesTests/FlowSpec/Fuzz/SpecFuzzTests.swift): edge cases a mutant of an
-- acceptance spec reaches, each of which must fail its scenario (or pass), never the run.
local steps = require("helpers.steps")

describe("Mutants #fuzz", function()
  it("a verb in a coroutine of the spec's own", function()
    launch("examples/app.lua")
    coroutine.wrap(function() tap("Continue") end)()
  end)

  it("a huge field value and a select far past the rows", function()
    launch("scripts/login.lua")
    type("email", string.rep("a", 100000))
    select(1e9)
  end)

  it("an error whose __tostring raises", function()
    error(setmetatable({}, { __tostring = function() error("again") end }))
  end)

  it("a held call never released, then relaunch", function()
    hold("login.sign_in")
    launch("scripts/login.lua")
    type("email", "agent@shield.org")
    type("password", "Shazam!")
    tap("Sign In")
    relaunch()
  end)

  it("a helper called before launch", function()
    steps.sign_in("agent@shield.org", "Shazam!")
  end)

  it("an endless loop", function()
    while true do end
  end)

  it("the string metatable broken", function()
    getmetatable("").__index = nil
    launch("scripts/login.lua")
    tap("Sign In")
  end)
end)

it("late", function() end)
describe("late", function() end)
