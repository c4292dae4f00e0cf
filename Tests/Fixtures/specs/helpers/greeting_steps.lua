-- Fixture: shared steps for the greeting flow, written against the DSL's module as a suite's helpers are.
local spec = require("flowspec")

local steps = {}

-- Taps "Tap" `count` times.
function steps.tap_times(count)
  for _ = 1, count do spec.tap("Tap") end
end

-- Checks the greeting's title.
function steps.expect_title(title)
  spec.expect(spec.screen().title).to_equal(title)
end

-- Adds a tap to `taps.count`: a bug when `taps` has no count, as a helper's bugs go.
function steps.count_taps(taps)
  return taps.count + 1
end

-- Taps "Tap", then waits for a screen that never comes.
function steps.wait_forever()
  spec.tap("Tap")
  while true do end
end

-- The names the DSL offers, as pairs() lists them.
function steps.dsl_names()
  local names = {}
  for name in pairs(spec) do names[#names + 1] = name end
  return names
end

return steps
