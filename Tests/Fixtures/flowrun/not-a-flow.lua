-- Returns a number instead of function(app) or { start = ... }.
return 42
