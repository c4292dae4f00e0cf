-- The tutorial of scripts/onboarding.lua with a queue of three images of its own (O1: the queue is
-- injectable), for the onboarding specs.
local onboarding = require("onboarding")

return function(app)
  onboarding.start(app, { images = { "Welcome", "Features", "Privacy" } })
end
