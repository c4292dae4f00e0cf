-- Fixture: a scenario that loops forever (it must time out) next to one that passes.
describe("Looping", function()
  it("never finishes", function()
    local turns = 0
    while true do
      turns = turns + 1
    end
  end)

  it("finishes", function()
    expect(1 + 1).to_equal(2)
  end)
end)
