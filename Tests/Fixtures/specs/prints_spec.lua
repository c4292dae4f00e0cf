-- Fixture of the runner's output capture: the file prints while its scenarios are declared, and scenarios
-- (and the flow they launch) print before passing and before failing.
print("declaring the scenarios")

describe("Printing", function()
  it("prints and passes", function()
    print("passing", 1, nil, true)
  end)

  it("prints and fails", function()
    print("before the launch")
    launch("Tests/Fixtures/flows/chatty.lua")
    print("line one\nline two")
    expect(screen().title).to_equal("Quiet")
  end)
end)
