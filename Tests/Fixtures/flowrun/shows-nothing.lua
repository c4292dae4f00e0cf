-- A flow whose start returns without putting a screen on app.nav.
return function(app)
end
