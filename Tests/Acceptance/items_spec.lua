-- Items (VIPER-S): the list, the details of one item and the add form, through scripts/items.lua.
local ITEMS = "scripts/items.lua"

local GROCERIES = {
  { title = "Milk", date = "2024-05-01T09:30:00Z" },
  { title = "Eggs", date = "2024-05-02" },
  { title = "Bread", enabled = false, date = "2024-05-03" },
}

-- The titles of the rows on screen.
local function row_titles()
  local titles = {}
  for i, row in ipairs(screen().rows) do titles[i] = row.title end
  return titles
end

describe("Items #items", function()
  it("I1 showing the list fetches the stored items and turns the loader off", function()
    -- Given
    preset.items(GROCERIES)

    -- When
    launch(ITEMS)

    -- Then
    expect(screen().name).to_equal("items.list")
    expect(row_titles()).to_equal({ "Milk", "Eggs", "Bread" })
    expect(screen().loading).to_be(false)
  end)

  it("I1 the list shows the stored items in order, each row with its item's id", function()
    -- Given
    preset.items(GROCERIES)

    -- When
    launch(ITEMS)

    -- Then
    expect(screen()).to_match_snapshot()
    expect(persisted().items[3].id).to_equal(screen().rows[3].id)
  end)

  it("I2 each item shows as a row with its title and date", function()
    -- Given
    preset.items(GROCERIES)

    -- When
    launch(ITEMS)

    -- Then
    expect(screen().rows[1]).to_equal({
      id = "item-1", title = "Milk", detail = "2024-05-01T09:30:00Z", enabled = true,
    })
    expect(screen().rows[2].detail).to_equal("2024-05-02T00:00:00Z")
    expect(screen().labels).to_equal({})
  end)

  it("I2 an empty list says so", function()
    -- When
    launch(ITEMS)

    -- Then
    expect(screen().rows).to_have_length(0)
    expect(screen().labels).to_equal({ "No items yet." })
  end)

  it("I3 a failed fetch shows the error and no items", function()
    -- Given
    preset.items(GROCERIES)
    services.items.fail_next("the server is down")

    -- When
    launch(ITEMS)

    -- Then
    expect(screen().rows).to_have_length(0)
    expect(screen().labels).to_equal({ "items data source unavailable: the server is down" })
    expect(screen().loading).to_be(false)
  end)

  it("I4 selecting row N opens the details of exactly that item", function()
    -- Given
    preset.items(GROCERIES)
    launch(ITEMS)

    -- When
    select(3)

    -- Then
    expect_screen("items.details")
    expect(screen().title).to_equal("Bread")
    expect(screen().labels).to_equal({ "Created: 2024-05-03T00:00:00Z", "Status: Disabled" })
  end)

  it("I4 back from the details returns to the list", function()
    -- Given
    preset.items(GROCERIES)
    launch(ITEMS)
    select(2)
    expect(screen().title).to_equal("Eggs")  -- the second row's details, not the first's or the third's

    -- When
    back()

    -- Then
    expect(stack()).to_equal({ "items.list" })
    expect(row_titles()).to_equal({ "Milk", "Eggs", "Bread" })
  end)

  it("I5 Add opens the form; creating an item goes back to the list, which shows it", function()
    -- Given
    preset.items(GROCERIES)
    launch(ITEMS)

    -- When
    tap("Add")
    expect_screen("items.add")
    type("title", "Butter")
    tap("Save")

    -- Then
    expect_announced("item_created", { title = "Butter" })
    expect_screen("items.list")
    expect(row_titles()).to_equal({ "Milk", "Eggs", "Bread", "Butter" })
    expect(persisted().items[4]).to_equal({
      id = "item-4", title = "Butter", enabled = true, date = "2024-01-01T00:00:00Z",
    })
  end)

  it("I5 an item created disabled is stored disabled", function()
    -- Given
    launch(ITEMS)
    tap("Add")

    -- When
    type("title", "Jam")
    tap("Disable")
    tap("Save")

    -- Then
    expect(persisted().items).to_equal({
      { id = "item-1", title = "Jam", enabled = false, date = "2024-01-01T00:00:00Z" },
    })
  end)

  it("I6 Delete All removes every item and the list shows the result", function()
    -- Given
    preset.items(GROCERIES)
    launch(ITEMS)

    -- When
    tap("Delete All")

    -- Then
    expect(screen().rows).to_have_length(0)
    expect(screen().labels).to_equal({ "No items yet." })
    expect(persisted().items).to_equal({})
  end)

  it("I7 the data source returns the items it is given", function()
    -- Given
    services.items.returns({ { title = "Tea" }, { title = "Coffee" } })

    -- When
    launch(ITEMS)

    -- Then
    expect(row_titles()).to_equal({ "Tea", "Coffee" })
  end)

  it("I7 a failure set for the next call fails only that call", function()
    -- Given
    launch(ITEMS)
    services.items.fail_next()

    -- When
    tap("Delete All")
    local after_failure = screen().labels
    tap("Add")
    type("title", "Honey")
    tap("Save")

    -- Then
    expect(after_failure).to_equal({ "items data source unavailable: a failure the spec asked for" })
    expect(row_titles()).to_equal({ "Honey" })
  end)
end)
