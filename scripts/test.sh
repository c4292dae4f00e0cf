#!/usr/bin/env bash
# Every test: installs what is missing, builds, lints the Lua, runs the Swift suites, then the
# acceptance specs through `flowrun test` (whose closing line `N passed, N failed` ends the output).
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/ensure-deps.sh --for-tests
swift build --build-tests
luacheck --no-color scripts examples Sources/FlowSpec/Lua/spec.lua
luacheck --no-color --config Tests/Acceptance/.luacheckrc Tests/Acceptance
swift test --skip-build
"$(swift build --show-bin-path)/flowrun" test Tests/Acceptance --no-color
