-- Fixture (kept apart from Tests/Fixtures/specs, whose runs must finish): a scenario stuck in string.find,
-- a C function the instruction budget cannot interrupt; flowrun test's --time-limit must end the run.
describe("Stuck", function()
  it("searches without end", function()
    string.rep("a", 3000):find(".-.-.-.-b")
  end)
end)
