-- Fixture: a scenario that loops forever after two steps (it must time out, reporting them) next to one
-- that passes.
describe("Looping", function()
  it("never finishes", function()
    launch("Tests/Fixtures/flows/greeting.lua")
    tap("Tap")
    local turns = 0
    while true do
      turns = turns + 1
    end
  end)

  it("finishes", function()
    expect(1 + 1).to_equal(2)
  end)
end)
