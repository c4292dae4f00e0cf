-- Steps the acceptance specs share, in the words of the DSL (require("flowspec")): a spec requires this
-- module as "helpers.steps". A helper keeps Lua's plain globals, so `type` here is Lua's and the verb is
-- spec.type.
local spec = require("flowspec")

local steps = {}

-- Types the credentials into the login and taps Sign In.
function steps.sign_in(email, password)
  spec.type("email", email)
  spec.type("password", password)
  spec.tap("Sign In")
end

-- Taps "Continue" `count` times.
function steps.continue_times(count)
  for _ = 1, count do spec.tap("Continue") end
end

-- Taps through the five images of the default tutorial.
function steps.finish_tutorial()
  steps.continue_times(4)
  spec.tap("Start")
end

return steps
