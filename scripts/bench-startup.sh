#!/usr/bin/env bash
# Startup benchmark: flowrun running the demo app's first launch versus a Swift program that only prints,
# measured side by side in one run. Prints the median wall time of each (hyperfine) and the median peak
# resident memory of each (GNU time's %M: the measured process alone, not the forking parent), then the two
# ratios. Targets: wall <= 2.0, memory <= 1.5.
# Beside them, in the same run, it measures floors (not targets), each a program that does less than
# flowrun's run: one that parses the same command line through swift-argument-parser (which the issue
# asks flowrun to use) and prints, one that prints through Foundation (GRDB needs it), `flowrun --help`
# (flowrun's own load and argument parsing, no run), and one that runs the run's SQL on the state file
# through SQLite's C API with the same durability (the commits' syncs and the close's checkpoint). The last
# line adds the store floor's own work (its time and memory beyond the baseline's) to `flowrun --help`:
# loading flowrun plus what SQLite alone needs for the run's state file, which the run cannot go below.
# Usage: scripts/bench-startup.sh [--static] [RUNS]   (default 30 runs)
#   --static  builds every program with the Swift runtime and Foundation linked statically
#             (--static-swift-stdlib, in .build-static), as a shipped flowrun would be.
set -euo pipefail
cd "$(dirname "$0")/.."
build=(swift build -c release)
bench_build=(swift build -c release --package-path Benchmarks)
if [ "${1:-}" = "--static" ]; then
  build+=(--static-swift-stdlib --scratch-path .build-static)
  bench_build+=(--static-swift-stdlib --scratch-path Benchmarks/.build-static)
  shift
fi
runs=${1:-30}
command -v hyperfine >/dev/null || { echo "bench-startup: needs hyperfine (apt-get install -y hyperfine)" >&2; exit 1; }
[ -x /usr/bin/time ] || { echo "bench-startup: needs GNU time (apt-get install -y time)" >&2; exit 1; }
"${build[@]}" --product flowrun >/dev/null
# The baseline and the floors live in the Benchmarks package, beside the other benchmarks.
for product in startup-baseline startup-argument-parser-floor startup-foundation-floor startup-store-floor; do
  "${bench_build[@]}" --product "$product" >/dev/null
done
flowrun_bin=$("${build[@]}" --show-bin-path)
bin=$("${bench_build[@]}" --show-bin-path)
work=$(mktemp -d); trap 'rm -rf "$work"' EXIT
events=Tests/Fixtures/first-launch.events
flow="$flowrun_bin/flowrun run examples/app.lua --events $events --fresh --state $work/state"
base="$bin/startup-baseline"
parser="$bin/startup-argument-parser-floor run examples/app.lua --events $events --fresh --state $work/state"
foundation="$bin/startup-foundation-floor"
help="$flowrun_bin/flowrun --help"
store="$bin/startup-store-floor $work/store-state"
$flow >/dev/null   # creates the state file once, so every measured run does the same work
# The store floor works on a state file of its own, which flowrun creates and migrates.
$flowrun_bin/flowrun run examples/app.lua --events $events --fresh --state $work/store-state >/dev/null

hyperfine --runs "$runs" --warmup 3 -N --export-json "$work/wall.json" \
  --command-name flowrun "$flow" --command-name baseline "$base" \
  --command-name parser "$parser" --command-name foundation "$foundation" \
  --command-name flowrun-help "$help" --command-name store "$store" >/dev/null
python3 - "$work" "$runs" "$flow" "$base" "$parser" "$foundation" "$help" "$store" <<'PY'
import json, shlex, subprocess, sys
work, runs = sys.argv[1], int(sys.argv[2])
commands = dict(zip(["flowrun", "baseline", "parser", "foundation", "flowrun-help", "store"], sys.argv[3:]))
wall = {r["command"]: r["median"] for r in json.load(open(f"{work}/wall.json"))["results"]}
# GNU time forks and execs the command itself, so the maximum resident set it reports is the command's
# alone; getrusage of a child forked from this Python would include Python's own pages from before exec.
def peak_kib(cmd):
    peaks = []
    for _ in range(max(5, runs // 3)):
        out = f"{work}/rss"
        status = subprocess.run(["/usr/bin/time", "-f", "%M", "-o", out] + shlex.split(cmd),
                                stdout=subprocess.DEVNULL).returncode
        if status != 0: sys.exit(f"bench-startup: '{cmd}' failed with status {status}")
        peaks.append(int(open(out).read().split()[-1]))
    return sorted(peaks)[len(peaks) // 2]
mem = {name: peak_kib(cmd) for name, cmd in commands.items()}
print(f"startup_wall ours={wall['flowrun']*1e3:.2f}ms baseline={wall['baseline']*1e3:.2f}ms ratio={wall['flowrun']/wall['baseline']:.2f}")
print(f"startup_peak_rss ours={mem['flowrun']}KiB baseline={mem['baseline']}KiB ratio={mem['flowrun']/mem['baseline']:.2f}")
# Floors, not targets: ratio= is the floor over the baseline (the best ratio flowrun could reach while it
# loads what the floor loads), ours_over_floor= is flowrun's run over the floor.
# help+store: flowrun's load (flowrun --help) plus the store floor's own work beyond the baseline's.
wall["help+store"] = wall["flowrun-help"] + wall["store"] - wall["baseline"]
mem["help+store"] = mem["flowrun-help"] + mem["store"] - mem["baseline"]
floors = ["parser", "foundation", "flowrun-help", "store", "help+store"]
for name in floors:
    print(f"floor_wall name={name} wall={wall[name]*1e3:.2f}ms ratio={wall[name]/wall['baseline']:.2f} ours_over_floor={wall['flowrun']/wall[name]:.2f}")
for name in floors:
    print(f"floor_peak_rss name={name} rss={mem[name]}KiB ratio={mem[name]/mem['baseline']:.2f} ours_over_floor={mem['flowrun']/mem[name]:.2f}")
PY
