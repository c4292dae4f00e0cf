-- Fixture of the runner's integration tests (not part of the acceptance suite): the order of screen changes
-- and announcements, and what the flow printed. A test runs each scenario alone; #failing ones fail on purpose.
describe("Timeline #fixture", function()
  it("lists screen changes and announcements in the order they happened", function()
    launch("examples/app.lua")
    for _ = 1, 4 do tap("Continue") end
    tap("Start")
    expect(timeline()).to_equal({
      { screen = "onboarding" }, { announced = { name = "tutorial_finished" } }, { screen = "login" },
    })
  end)

  it("exhaustive ordered passes when asserted in the order they happened", function()
    launch("examples/app.lua")
    exhaustive("ordered")
    expect_screen("onboarding")
    for _ = 1, 4 do tap("Continue") end
    tap("Start")
    expect_announced("tutorial_finished")
    expect_screen("login")
  end)

  it("exhaustive ordered fails a screen change asserted before the announcement that came first #failing", function()
    launch("examples/app.lua")
    exhaustive("ordered")
    expect_screen("onboarding")
    for _ = 1, 4 do tap("Continue") end
    tap("Start")
    expect_screen("login")
  end)

  it("plain exhaustive takes them in either order", function()
    launch("examples/app.lua")
    exhaustive()
    expect_screen("onboarding")
    for _ = 1, 4 do tap("Continue") end
    tap("Start")
    expect_screen("login")
    expect_announced("tutorial_finished")
  end)

  it("printed returns what the flow printed, one entry per print, not the spec's own", function()
    print("the spec speaks")
    launch("Tests/Fixtures/flows/chatty.lua")
    relaunch()
    expect(printed()).to_equal({ "the flow starts", "the flow starts" })
  end)
end)
