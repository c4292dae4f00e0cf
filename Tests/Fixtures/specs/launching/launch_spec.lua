-- Fixture of the runner's integration tests (not part of the acceptance suite): where launch finds flows,
-- and the options it takes. Each scenario checks itself; a test runs each alone.
describe("Launching #fixture", function()
  it("finds a flow beside the spec", function()
    launch("flows/args.lua")
    expect(screen().title).to_equal("no args")
  end)

  it("finds a flow from the working directory", function()
    launch("scripts/onboarding.lua")
    expect(screen().name).to_equal("onboarding")
  end)

  it("names the places it looked in, in order", function()
    local ok, err = pcall(launch, "flows/nope.lua")
    expect(ok).to_be(false)
    expect(err.kind).to_equal("refused")
    expect(err.verb).to_equal("launch")
    expect(err.step).to_equal('launch "flows/nope.lua"')
    expect(err.reason).to_match("^no flow file flows/nope%.lua %(looked in Tests/Fixtures/specs/launching %(the "
      .. "spec's folder%), the working directory, .*scripts%); a flowhost%.json in the project's folder, or "
      .. "%-%-root DIR, tells flowrun where to look$")
  end)

  it("gives args to the flow's start, and again at relaunch", function()
    launch("flows/args.lua", { args = { images = { "A", "B" }, count = 2 } })
    expect(screen().title).to_equal("A, B x2")
    relaunch()
    expect(screen().title).to_equal("A, B x2")
  end)

  it("gives the tutorial a queue of images of its own", function()
    launch("scripts/onboarding.lua", { args = { images = { "Welcome", "Privacy" } } })
    expect(screen().images).to_equal({ "Welcome" })
    tap("Continue")
    expect(screen().images).to_equal({ "Privacy" })
    expect(screen().buttons).to_equal({ "Start" })
  end)

  it("refuses a function in args, naming where it is", function()
    local ok, err = pcall(launch, "flows/args.lua", { args = { api = { sign_in = function() end } } })
    expect(ok).to_be(false)
    expect(err.kind).to_equal("usage")
    expect(err.message).to_equal("bad argument #2 to 'launch' (args.api.sign_in is a function; only data "
      .. "(strings, numbers, booleans and tables of them) reaches the flow, which runs in a Lua state of its own)")
  end)

  it("refuses an unknown option and an action's arguments that are not a list", function()
    local _, unknown = pcall(launch, "flows/args.lua", { arg = {} })
    local _, arguments = pcall(launch, "flows/args.lua", { services = { login = { fail_next = "down" } } })
    expect(unknown.message).to_equal('bad argument #2 to \'launch\' (unknown option "arg"; options: args, preset, '
      .. "services)")
    expect(arguments.message).to_equal('bad argument #2 to \'launch\' (services.login.fail_next is "down"; give the '
      .. "action's arguments as a list, { ... }, or true when it takes none)")
  end)

  it("sets up presets and doubles before the launch", function()
    launch("examples/app.lua", {
      preset = { tutorial_seen = true },
      services = { login = { reject = { "agent@shield.org", "hailHydra" } } },
    })
    expect(screen().name).to_equal("login")
    type("email", "agent@shield.org")
    type("password", "hailHydra")
    tap("Sign In")
    expect(screen().alert.title).to_equal("Login Failed")
  end)

  it("an unknown preset in the options fails as the call would", function()
    local _, err = pcall(launch, "flows/args.lua", { preset = { tutorial_done = true } })
    expect(err.message).to_match("^preset%.tutorial_done is not defined %(known: ")
  end)
end)
