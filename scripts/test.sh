#!/usr/bin/env bash
# Every test: installs what is missing, builds, runs the Swift suites, then lints the Lua scripts.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/ensure-deps.sh --for-tests
swift build --build-tests
swift test --skip-build
