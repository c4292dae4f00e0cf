-- Two failed equalities whose reports show a line diff (Tests/FlowrunTests/EqualityDiffTests): eight items, of
-- which two differ in one field each, and a text of six lines, one of which differs.
describe("Diff", function()
  it("tables", function()
    local function items(changed)
      local list = {}
      for i = 1, 8 do list[i] = { id = "item-" .. i, title = "Item number " .. i, done = false } end
      if changed then list[4].title = "Milk"; list[7].done = true end
      return list
    end
    expect(items(true)).to_equal(items(false))
  end)
  it("texts", function()
    expect("one\ntwo\nthree\nfour\nfive\nsix").to_equal("one\ntwo\nTHREE\nfour\nfive\nsix")
  end)
end)
