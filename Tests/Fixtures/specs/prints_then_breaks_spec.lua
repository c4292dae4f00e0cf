-- Fixture of the runner's output capture: a file that prints, then fails while declaring its scenarios.
print("about to break")
error("broken on purpose", 0)
