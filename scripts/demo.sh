#!/usr/bin/env bash
# The main job: installs what is missing, builds flowrun in release, and runs the demo app in this terminal.
# Extra arguments go to `flowrun run` (for example --fresh, --no-color, --state DIR).
# With --studio first, serves the demo app in the browser studio instead (`flowrun studio`; the other
# arguments go to it): open the URL it prints.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/ensure-deps.sh
swift build -c release --product flowrun
if [ "${1:-}" = "--studio" ]; then
  shift
  exec "$(swift build -c release --show-bin-path)/flowrun" studio examples/app.lua "$@"
fi
exec "$(swift build -c release --show-bin-path)/flowrun" run examples/app.lua "$@"
