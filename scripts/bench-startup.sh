#!/usr/bin/env bash
# Startup benchmark: flowrun running the demo app's first launch versus a Swift program that only prints,
# measured side by side in one run. Prints the median wall time of each (hyperfine) and the peak resident
# memory of each (getrusage of the child), then the two ratios. Targets: wall <= 2.0, memory <= 1.5.
# Usage: scripts/bench-startup.sh [--static] [RUNS]   (default 30 runs)
#   --static  builds both programs with the Swift runtime and Foundation linked statically
#             (--static-swift-stdlib, in .build-static), as a shipped flowrun would be.
set -euo pipefail
cd "$(dirname "$0")/.."
build=(swift build -c release)
if [ "${1:-}" = "--static" ]; then
  build+=(--static-swift-stdlib --scratch-path .build-static)
  shift
fi
runs=${1:-30}
command -v hyperfine >/dev/null || { echo "bench-startup: needs hyperfine (apt-get install -y hyperfine)" >&2; exit 1; }
"${build[@]}" --product flowrun >/dev/null
"${build[@]}" --product startup-baseline >/dev/null
bin=$("${build[@]}" --show-bin-path)
work=$(mktemp -d); trap 'rm -rf "$work"' EXIT
events=Tests/Fixtures/first-launch.events
flow="$bin/flowrun run examples/app.lua --events $events --fresh --state $work/state"
base="$bin/startup-baseline"
$flow >/dev/null   # creates the state file once, so every measured run does the same work

hyperfine --runs "$runs" --warmup 3 -N --export-json "$work/wall.json" \
  --command-name flowrun "$flow" --command-name baseline "$base" >/dev/null
python3 - "$work/wall.json" "$runs" "$flow" "$base" <<'PY'
import json, os, resource, shlex, subprocess, sys
wall = {r["command"]: r["median"] for r in json.load(open(sys.argv[1]))["results"]}
runs, commands = int(sys.argv[2]), {"flowrun": sys.argv[3], "baseline": sys.argv[4]}
def peak_kib(cmd):
    peaks = []
    for _ in range(max(5, runs // 3)):
        p = subprocess.Popen(shlex.split(cmd), stdout=subprocess.DEVNULL)
        _, status, usage = os.wait4(p.pid, 0)
        if status != 0: sys.exit(f"bench-startup: '{cmd}' failed with status {status}")
        peaks.append(usage.ru_maxrss)
    return sorted(peaks)[len(peaks) // 2]
mem = {name: peak_kib(cmd) for name, cmd in commands.items()}
print(f"startup_wall ours={wall['flowrun']*1e3:.2f}ms baseline={wall['baseline']*1e3:.2f}ms ratio={wall['flowrun']/wall['baseline']:.2f}")
print(f"startup_peak_rss ours={mem['flowrun']}KiB baseline={mem['baseline']}KiB ratio={mem['flowrun']/mem['baseline']:.2f}")
PY
