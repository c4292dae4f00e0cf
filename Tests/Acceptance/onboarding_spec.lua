-- Onboarding (MVP): the first-launch tutorial, through scripts/onboarding.lua and the demo app.
local steps = require("helpers.steps")

local TUTORIAL = "scripts/onboarding.lua"
local APP = "examples/app.lua"

local DEFAULT_IMAGES = { "OnBoarding1", "OnBoarding2", "OnBoarding3", "OnBoarding4", "OnBoarding5" }

describe("Onboarding #onboarding", function()
  it("O1 a first launch shows the tutorial from its default queue of five images", function()
    -- When
    launch(TUTORIAL)

    -- Then
    expect_screen("onboarding")
    expect(screen().title).to_equal("Welcome")
    expect(screen().images).to_equal({ DEFAULT_IMAGES[1] })
    expect(screen()).to_match_snapshot("first image")
  end)

  it("O1 the queue of images is injectable", function()
    -- When: the tutorial's start gets a queue of three images (onboarding.start(app, { images = ... }))
    launch(TUTORIAL, { args = { images = { "Welcome", "Features", "Privacy" } } })
    local shown = { screen().image }
    steps.continue_times(2)
    shown[#shown + 1] = screen().image

    -- Then
    expect(shown).to_equal({ "Welcome", "Privacy" })
    expect(screen().buttons).to_equal({ "Start" })
  end)

  it("O2 each Continue shows the next image of the queue, in order", function()
    -- Given
    launch(TUTORIAL)
    local shown = { screen().image }

    -- When
    for _ = 2, #DEFAULT_IMAGES do
      tap("Continue")
      shown[#shown + 1] = screen().image
    end

    -- Then
    expect(shown).to_equal(DEFAULT_IMAGES)
  end)

  it("O3 the button reads Continue while more images remain", function()
    -- Given
    launch(TUTORIAL)

    -- When / Then
    for position = 1, #DEFAULT_IMAGES - 1 do
      expect(screen().buttons, "buttons on image " .. position).to_equal({ "Continue" })
      tap("Continue")
    end
  end)

  it("O3 the last image's button reads Start", function()
    -- Given
    launch(TUTORIAL)

    -- When
    steps.continue_times(#DEFAULT_IMAGES - 1)

    -- Then
    expect(screen().image).to_equal("OnBoarding5")
    expect(screen().buttons).to_equal({ "Start" })
  end)

  it("O4 Start on the last image finishes the tutorial and records it", function()
    -- Given
    launch(TUTORIAL)
    steps.continue_times(#DEFAULT_IMAGES - 1)
    expect(persisted().tutorial_completed).to_be(false)

    -- When
    exhaustive()
    expect_screen("onboarding")
    tap("Start")

    -- Then
    expect_announced("tutorial_finished")
    expect_screen("ready")
    expect(persisted().tutorial_completed).to_be(true)
  end)

  it("O5 once completed, the tutorial is not shown after a restart", function()
    -- Given
    launch(APP)
    steps.finish_tutorial()

    -- When
    relaunch()

    -- Then
    expect(stack()).to_equal({ "login" })
    expect(persisted().tutorial_completed).to_be(true)
  end)

  it("O5 a completion recorded at an earlier launch skips the tutorial", function()
    -- Given
    preset.tutorial_seen()

    -- When
    launch(APP)

    -- Then
    expect(screen().name).to_equal("login")
    expect(announced()).to_equal({})
  end)

  it("O5 leaving before the end shows the tutorial again at the next launch", function()
    -- Given
    launch(APP)
    steps.continue_times(2)

    -- When
    relaunch()

    -- Then
    expect(screen().name).to_equal("onboarding")
    expect(screen().image).to_equal("OnBoarding1")
  end)
end)
