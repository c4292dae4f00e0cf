-- A spec reaching for doubles and presets of a module that is not registered (a "settings" module).
describe("An app without a settings module", function()
  it("names the registered services", function()
    services.settings.enable("dark_mode")
  end)

  it("names the registered presets", function()
    preset.dark_mode(true)
  end)
end)
