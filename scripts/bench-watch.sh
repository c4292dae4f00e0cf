#!/usr/bin/env bash
# The --watch benchmark: from a save of one of the demo app's scripts to the screen flowrun redraws after
# replaying 20 events (median of SAVES saves, target <= 100 ms), with inotify and with the polling fallback,
# beside the floor: a fresh `flowrun run` of the same flow and events without --watch.
# Usage: scripts/bench-watch.sh [SAVES]   (default 20)
set -euo pipefail
cd "$(dirname "$0")/.."
swift build -c release --product flowrun >/dev/null
swift build -c release --package-path Benchmarks --product watch-bench >/dev/null
exec "$(swift build -c release --package-path Benchmarks --show-bin-path)/watch-bench" \
  "$(swift build -c release --show-bin-path)/flowrun" "${1:-20}"
