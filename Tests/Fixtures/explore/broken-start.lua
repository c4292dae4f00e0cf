-- A flow whose start fails: explore reports it as a finding at depth 0.
return function(app)
  error("planted: the start fails")
end
