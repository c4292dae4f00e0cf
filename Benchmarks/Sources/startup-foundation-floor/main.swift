// A floor for the startup benchmark, not a target: a program that prints through Foundation, so it pays
// what loading Foundation costs (flowrun links it through GRDB). scripts/bench-startup.sh measures it
// beside startup-baseline to show how much of flowrun's startup is Foundation's alone.
import Foundation

print(String(format: "ready %@", ProcessInfo.processInfo.processName))
