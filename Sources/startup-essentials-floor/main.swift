// A floor for the startup benchmark, not a target: a program that prints through FoundationEssentials
// (Foundation without ICU and the NS classes). scripts/bench-startup.sh measures it beside
// startup-baseline to show what the lighter Foundation would cost.
import FoundationEssentials

print("ready \(Date(timeIntervalSince1970: 0).timeIntervalSinceReferenceDate)")
