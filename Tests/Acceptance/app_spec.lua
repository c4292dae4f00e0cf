-- The demo app (examples/app.lua): the journeys through all four features together.
local steps = require("helpers.steps")

local APP = "examples/app.lua"

describe("Demo app #app", function()
  scenario("a first launch goes from the tutorial to the items and back through logout", function()
    -- Given a first launch
    launch(APP)
    exhaustive("ordered")
    expect_screen("onboarding")

    -- When the user finishes the tutorial, signs in, adds an item and logs out
    steps.finish_tutorial()
    expect_announced("tutorial_finished")
    expect_screen("login")
    steps.sign_in("agent@shield.org", "hailHydra")
    expect_announced("login", { user_id = "agent-13" })
    expect_screen("items.list")
    tap("Add")
    expect_screen("items.add")
    type("title", "Milk")
    tap("Save")
    expect_announced("item_created", { title = "Milk" })
    expect_screen("items.list")
    tap("Log Out")

    -- Then the login is back, alone, and only the session is gone
    expect_announced("logout")
    expect_screen("login")
    expect(stack()).to_equal({ "login" })
    local state = persisted()
    expect(state.tutorial_completed).to_be(true)
    expect(state.session_token).to_be_nil()
    expect(state.items).to_equal({ { id = "item-1", title = "Milk", enabled = true, date = "2024-01-01T00:00:00Z" } })
    expect(screen()).to_match_snapshot("login after logout")
  end)

  scenario("L4 a signed-in user who relaunches goes straight to the items, until Log Out", function()
    -- Given a user who signed in at an earlier launch
    preset.tutorial_seen()
    launch(APP)
    steps.sign_in("agent@shield.org", "hailHydra")

    -- When the app starts again
    relaunch()

    -- Then the stored session is used: the items list, no new login announced
    expect(screen().name).to_equal("items.list")
    expect(announced()).to_equal({ { name = "login", user_id = "agent-13" } })

    -- And after Log Out the next launch asks to sign in again
    tap("Log Out")
    relaunch()
    expect(screen().name).to_equal("login")
    expect(persisted().session_token).to_be_nil()
  end)

  scenario("L4 preset.logged_in opens the app on a stored session", function()
    -- Given a stored session for user 007
    preset.tutorial_seen()
    preset.logged_in("007")

    -- When the app starts
    launch(APP)

    -- Then it skips the login
    expect(screen().name).to_equal("items.list")
    expect(persisted().session_token).to_equal("token-007")
  end)

  scenario("a second launch skips the tutorial", function()
    -- Given a first launch that finished the tutorial
    launch(APP)
    steps.finish_tutorial()

    -- When the app starts again
    relaunch()

    -- Then it opens on the login, and the announcements of both launches are kept
    expect(screen().name).to_equal("login")
    expect(announced()).to_equal({ { name = "tutorial_finished" } })
  end)

  scenario("a failed login, then Try Again, then a successful one", function()
    -- Given the login of a returning user
    preset.tutorial_seen()
    launch(APP)

    -- When the first attempt fails and the user tries again
    steps.sign_in("agent@shield.org", "wrong password")
    expect(screen().alert.title).to_equal("Login Failed")
    tap("Try Again")
    steps.sign_in("agent@shield.org", "hailHydra")

    -- Then the items list opens for the signed-in user
    expect(screen().name).to_equal("items.list")
    expect(screen().buttons).to_equal({ "Add", "Delete All", "Melodies", "Log Out" })
    expect(announced()).to_equal({ { name = "login", user_id = "agent-13" } })
  end)

  scenario("the melodies open from the items list and back returns to it", function()
    -- Given a signed-in user on the items list
    preset.tutorial_seen()
    launch(APP)
    steps.sign_in("agent@shield.org", "hailHydra")

    -- When
    tap("Melodies")
    local melodies = stack()
    back()

    -- Then
    expect(melodies).to_equal({ "items.list", "melodies.list" })
    expect(stack()).to_equal({ "items.list" })
  end)
end)
