#!/usr/bin/env bash
# The main job: installs what is missing, builds flowrun in release, and runs the demo app in this terminal.
# Extra arguments go to `flowrun run` (for example --fresh, --no-color, --state DIR).
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/ensure-deps.sh
swift build -c release --product flowrun
exec "$(swift build -c release --show-bin-path)/flowrun" run examples/app.lua "$@"
