-- Login (VIP): signing in through scripts/login.lua with the app's injected sign-in service.
local steps = require("helpers.steps")

local LOGIN = "scripts/login.lua"

describe("Login #login", function()
  it("L1 the reference credentials sign the user in", function()
    -- Given
    launch(LOGIN)

    -- When
    steps.sign_in("agent@shield.org", "hailHydra")

    -- Then
    expect_announced("login", { user_id = "agent-13" })
    expect_screen("signed_in")
    expect(screen().title).to_equal("Signed in as agent-13")
    expect(persisted().session_token).to_be_truthy()
  end)

  it("L1 credentials the service accepts sign in as the user it names", function()
    -- Given
    services.login.accept("ada@example.com", "analytical", "ada-7")
    launch(LOGIN)

    -- When
    steps.sign_in("ada@example.com", "analytical")

    -- Then
    expect(announced()).to_equal({ { name = "login", user_id = "ada-7" } })
  end)

  it("L2 bad credentials show Login Failed with its subtitle", function()
    -- Given
    launch(LOGIN)

    -- When
    steps.sign_in("bad@credentials.ca", "Shazam!")

    -- Then
    local alert = screen().alert
    expect(alert.title).to_equal("Login Failed")
    expect(alert.message).to_equal("User has not been authenticated.")
    expect(announced()).to_equal({})
    expect(persisted().session_token).to_be_nil()
  end)

  it("L2 credentials the service rejects fail even for a known account", function()
    -- Given
    services.login.reject("agent@shield.org", "hailHydra")
    launch(LOGIN)

    -- When
    steps.sign_in("agent@shield.org", "hailHydra")

    -- Then
    expect(screen().alert.title).to_equal("Login Failed")
  end)

  it("L3 the login error offers OK first and Try Again second", function()
    -- Given
    launch(LOGIN)

    -- When
    steps.sign_in("bad@credentials.ca", "Shazam!")

    -- Then
    expect(screen().alert.actions).to_equal({ "OK", "Try Again" })
  end)

  it("L3 Try Again returns to the login with the email kept", function()
    -- Given
    launch(LOGIN)
    steps.sign_in("bad@credentials.ca", "Shazam!")

    -- When
    tap("Try Again")

    -- Then
    expect(screen().name).to_equal("login")
    expect(screen().fields.email.value).to_equal("bad@credentials.ca")
  end)

  it("L3 a general error screen has only OK", function()
    -- Given
    services.login.fail_next("the service is down")
    launch(LOGIN)

    -- When
    steps.sign_in("agent@shield.org", "hailHydra")

    -- Then
    expect(screen().alert.actions).to_equal({ "OK" })
    tap("OK")
    expect(screen().name).to_equal("login")
  end)

  it("L4 logging out is announced and clears the session token", function()
    -- Given
    launch(LOGIN)
    steps.sign_in("agent@shield.org", "hailHydra")

    -- When
    tap("Log Out")

    -- Then
    expect_announced("login", { user_id = "agent-13" })
    expect_announced("logout")
    expect(persisted().session_token).to_be_nil()
    expect(screen().name).to_equal("login")
  end)

  it("L4 the password never shows, on screen or in the steps", function()
    -- Given
    launch(LOGIN)

    -- When
    type("password", "hailHydra")

    -- Then
    expect(screen().fields.password.secure).to_be(true)
    expect(screen().fields.password.value).never.to_contain("hail")
  end)

  it("L5 empty fields are refused before any sign-in attempt, with clear messages", function()
    -- Given
    launch(LOGIN)

    -- When
    tap("Sign In")

    -- Then
    expect(screen().labels).to_equal({ "Enter your email address.", "Enter your password." })
    expect(calls("login.sign_in")).to_equal({})
    expect(announced()).to_equal({})
    expect(screen()).to_match_snapshot()
  end)

  it("L5 a valid form reaches the service once, with its email", function()
    -- Given
    launch(LOGIN)

    -- When
    steps.sign_in("agent@shield.org", "hailHydra")

    -- Then
    expect(calls("login.sign_in")).to_equal({ { email = "agent@shield.org" } })
  end)

  it("while the service answers, the loader is on and Sign In is disabled", function()
    -- Given
    launch(LOGIN)
    hold("login.sign_in")

    -- When
    steps.sign_in("agent@shield.org", "hailHydra")

    -- Then
    expect(screen().loading).to_be(true)
    expect(screen().disabled).to_equal({ "Sign In" })
    expect(announced()).to_equal({})
    release()
    expect(screen().loading).to_be(false)
    expect_announced("login", { user_id = "agent-13" })
  end)

  it("L5 a malformed email is refused without reaching the service", function()
    -- Given: the service's next answer is a failure, which only a sign-in attempt would see
    services.login.fail_next()
    launch(LOGIN)

    -- When
    steps.sign_in("agent", "hailHydra")
    local refused = screen()
    steps.sign_in("agent@shield.org", "hailHydra")

    -- Then
    expect(refused.name).to_equal("login")
    expect(refused.labels).to_equal({ "Enter an email address such as name@example.com." })
    expect(#calls("login.sign_in")).to_equal(1)
    expect(screen().alert.actions).to_equal({ "OK" })
  end)

  it("L2 the failure a refused tap raises says what is on screen", function()
    -- Given
    launch(LOGIN)

    -- When
    local ok, err = pcall(tap, "Log In")

    -- Then
    expect(ok).to_be(false)
    expect(err.kind).to_equal("refused")
    expect(err.verb).to_equal("tap")
    expect(err.step).to_equal('tap "Log In"')
    expect(err.reason).to_contain("Log In")
    expect(err.reason).to_contain("Sign In")
  end)
end)
