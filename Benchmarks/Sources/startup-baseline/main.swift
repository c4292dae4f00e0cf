// The startup benchmark's baseline: the smallest Swift program that prints, built like flowrun.
// scripts/bench-startup.sh compares flowrun's run of the demo app against it.
print("ready")
