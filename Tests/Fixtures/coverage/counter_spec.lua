-- Fixture of the coverage tests: two scenarios of counter.lua, one tapping "Tap", neither "Reset".
local FLOW = "Tests/Fixtures/coverage/counter.lua"

describe("Counter", function()
  it("counts a tap", function()
    launch(FLOW)
    tap("Tap")
    expect(screen().title).to_equal("Taps: 1")
  end)

  it("starts at zero", function()
    launch(FLOW)
    expect(screen().title).to_equal("Taps: 0")
  end)
end)
