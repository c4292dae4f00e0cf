-- Melodies (MVP over an async service): API online, database offline, typed errors, through
-- scripts/melodies.lua.
local MELODIES = "scripts/melodies.lua"

local FROM_API = {
  { title = "Clair de Lune", artist = "Claude Debussy" },
  { title = "Boléro", artist = "Maurice Ravel" },
}
local STORED = {
  { title = "The Entertainer", artist = "Scott Joplin" },
}

-- The rows on screen as "title / artist".
local function rows()
  local shown = {}
  for i, row in ipairs(screen().rows) do shown[i] = row.title .. " / " .. row.detail end
  return shown
end

describe("Melodies #melodies", function()
  it("M1 online, the list shows the API's melodies and stores them", function()
    -- Given
    services.melodies.returns(FROM_API)

    -- When
    launch(MELODIES)

    -- Then
    expect(rows()).to_equal({ "Clair de Lune / Claude Debussy", "Boléro / Maurice Ravel" })
    expect(persisted().melodies[2]).to_equal({ id = "Boléro", title = "Boléro", artist = "Maurice Ravel" })
  end)

  it("M1 offline, the list shows the melodies stored in the database", function()
    -- Given
    services.melodies.returns(FROM_API)
    services.melodies.stored(STORED)
    services.melodies.offline()

    -- When
    launch(MELODIES)

    -- Then
    expect(rows()).to_equal({ "The Entertainer / Scott Joplin" })
  end)

  it("M1 back online, a refresh shows the API's melodies again", function()
    -- Given
    services.melodies.returns(FROM_API)
    services.melodies.stored(STORED)
    services.melodies.offline()
    launch(MELODIES)

    -- When
    services.melodies.online()
    tap("Refresh")

    -- Then
    expect(screen().rows).to_have_length(2)
    expect(screen().rows[1].title).to_equal("Clair de Lune")
  end)

  it("M1 what the API answered online is what the list shows offline later", function()
    -- Given
    services.melodies.returns(FROM_API)
    launch(MELODIES)

    -- When
    services.melodies.offline()
    relaunch()

    -- Then
    expect(rows()).to_equal({ "Clair de Lune / Claude Debussy", "Boléro / Maurice Ravel" })
  end)

  it("M2 without a network connection the error says so", function()
    -- Given
    services.melodies.fail_next("no_network")

    -- When
    launch(MELODIES)

    -- Then
    expect(screen().labels).to_equal({ "melodies: no network connection" })
  end)

  it("M2 a source without melodies is a no-data error", function()
    -- Given
    services.melodies.offline()

    -- When
    launch(MELODIES)

    -- Then
    expect(screen().labels).to_equal({ "melodies: no melodies available" })
  end)

  it("M2 an API that answers with no melodies is a no-data error too", function()
    -- Given
    services.melodies.returns({})

    -- When
    launch(MELODIES)

    -- Then
    expect(screen().labels).to_equal({ "melodies: no melodies available" })
  end)

  it("M2 any other failure is an unknown error", function()
    -- Given
    services.melodies.fail_next("unknown")

    -- When
    launch(MELODIES)

    -- Then
    expect(screen().labels[1]).to_match("^melodies: unknown error: ")
  end)

  it("M3 while the API answers, the loader is on and Refresh is disabled", function()
    -- Given
    hold("melodies.fetch")

    -- When
    launch(MELODIES)

    -- Then
    expect(screen().loading).to_be(true)
    expect(screen().disabled).to_equal({ "Refresh" })
    expect(screen()).to_match_snapshot("loading")
    release()
    expect(screen().loading).to_be(false)
    expect(screen().disabled).to_equal({})
    expect(#calls("melodies.fetch")).to_equal(1)
  end)

  it("M1 offline, the API is not asked", function()
    -- Given
    services.melodies.offline()
    services.melodies.stored(STORED)

    -- When
    launch(MELODIES)

    -- Then
    expect(calls("melodies.fetch")).to_equal({})
  end)

  it("M3 on failure the view shows the typed error instead of melodies", function()
    -- Given
    launch(MELODIES)
    expect(screen().rows).to_have_length(5)

    -- When
    services.melodies.fail_next("no_data")
    tap("Refresh")

    -- Then
    expect(screen().rows).to_have_length(0)
    expect(screen().labels).to_equal({ "melodies: no melodies available" })
    expect(screen().loading).to_be(false)
  end)

  it("M3 after a failure, a successful refresh shows the melodies", function()
    -- Given
    services.melodies.fail_next("no_network")
    launch(MELODIES)

    -- When
    tap("Refresh")

    -- Then
    expect(screen().labels).to_equal({})
    expect(screen().rows[1].title).to_equal("Ode to Joy")
  end)
end)
