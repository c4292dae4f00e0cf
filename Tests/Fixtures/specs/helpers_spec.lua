-- Fixture of the runner's integration tests: the steps of a helper module (helpers/greeting_steps.lua) drive
-- the greeting flow and list the DSL; #failing ones fail in the helper (an expect, a bug, a timeout) or after
-- it in the spec, on purpose, or launch a flow that asks for the DSL's module, which flows do not have.
local steps = require("helpers.greeting_steps")
local FLOW = "Tests/Fixtures/flows/greeting.lua"

describe("Helpers #fixture", function()
  it("drive the scenario with their steps", function()
    launch(FLOW)
    steps.tap_times(2)
    expect(screen().title).to_equal("Tapped 2")
  end)

  it("fail with the spec's line and their own #failing", function()
    launch(FLOW)
    steps.tap_times(1)
    steps.expect_title("Hello")
  end)

  it("are not there for flows #failing", function()
    launch("Tests/Fixtures/flows/requires_flowspec.lua")
  end)

  it("report their own bugs at the spec's line #failing", function()
    launch(FLOW)
    steps.count_taps({})
  end)

  it("leave the spec's own error at its line #failing", function()
    launch(FLOW)
    steps.tap_times(1)
    local taps = nil
    return taps + 1
  end)

  it("leave the spec's own timeout at its line #failing", function()
    launch(FLOW)
    steps.tap_times(1)
    while true do end
  end)

  it("run out of time at the spec's line #failing", function()
    launch(FLOW)
    steps.wait_forever()
  end)

  it("list the DSL's names", function()
    expect(steps.dsl_names()).to_equal({
      "after_each", "announced", "back", "before_each", "calls", "describe", "exhaustive", "expect",
      "expect_announced", "expect_screen", "hold", "it", "launch", "lua", "pending", "persisted", "preset",
      "printed", "relaunch", "release", "scenario", "screen", "select", "services", "stack", "tap", "timeline",
      "type",
    })
  end)
end)
