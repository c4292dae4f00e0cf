-- Fixture: a helper module's step called while the file is collected, outside any scenario.
local steps = require("helpers.greeting_steps")

steps.tap_times(1)

it("is never collected", function() end)
