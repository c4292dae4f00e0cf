-- Fixture of the runner's report tests: a scenario failing with a message of several lines that ends with
-- blank lines, on a launched flow (so the report has a screen).
describe("Reporting", function()
  it("fails with a message of several lines", function()
    launch("Tests/Fixtures/flows/greeting.lua")
    tap("Tap")
    error("first line\n\nthird line\n\n", 0)
  end)
end)
