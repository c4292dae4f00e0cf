-- Fixture of the runner's integration tests (not part of the acceptance suite): two passing scenarios,
-- one failing on purpose and one pending.
local FLOW = "Tests/Fixtures/flows/greeting.lua"

describe("Greeting #fixture", function()
  it("shows the greeting", function()
    launch(FLOW)
    expect(screen().title).to_equal("Hello")
  end)

  it("counts the taps", function()
    launch(FLOW)
    tap("Tap")
    tap("Tap")
    expect(screen().title).to_equal("Tapped 2")
  end)

  it("says goodbye #failing", function()
    launch(FLOW)
    tap("Tap")
    expect(screen().title).to_equal("Goodbye")
  end)

  pending("waves back")
end)
