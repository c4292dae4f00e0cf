-- Fixture: require("flowspec") beside a module file flowspec.lua (reserved/flowspec.lua) still gives the
-- DSL; a name only that file has fails, saying why.
describe("The reserved name #fixture", function()
  it("gives the DSL", function()
    expect(require("flowspec").tap).to_be(tap)
  end)

  it("names what the DSL lacks #failing", function()
    expect(require("flowspec").shadowed).to_be(true)
  end)
end)
