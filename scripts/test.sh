#!/usr/bin/env bash
# Every test: installs what is missing, builds, lints the Lua, runs the Swift suites, then the
# acceptance specs through `flowrun test` (whose closing line `N passed, N failed` ends the output).
# With CI=true or --sanitize, the Swift suites and the specs first run once more under AddressSanitizer
# and LeakSanitizer (UBSan too in the C shim), built in .build-asan; 3.5-7 minutes more from a clean clone.
# Usage: scripts/test.sh [--sanitize]
set -euo pipefail
cd "$(dirname "$0")/.."

sanitize=false
case "${1:-}" in
  --sanitize) sanitize=true ;;
  "") ;;
  *) echo "usage: scripts/test.sh [--sanitize]" >&2; exit 2 ;;
esac
if [ "${CI:-}" = "true" ]; then sanitize=true; fi

scripts/ensure-deps.sh --for-tests
# No tracked Package.resolved, every remote dependency pinned exactly: a clone resolves the same anywhere.
scripts/check-pins.sh
swift build --build-tests
# Every Lua file of the repository, under the root .luacheckrc.
luacheck --no-color .
# Every module a target imports is declared among its dependencies in Package.swift.
scripts/check-imports.py
# No error above LuaHost flattens its cause to a String (allowed user-facing text is listed in the script).
scripts/check-error-payloads
# The mutant generator of scripts/mutate --generate: which mutants a snippet gets, and their ids.
python3 -m unittest discover -s Tests/Mutants -p '*_tests.py'

# Before the plain run, so that the plain run's closing lines stay the last ones printed.
if [ "$sanitize" = true ]; then
  echo "flowhost: the Swift suites and the acceptance specs under AddressSanitizer" >&2
  # swiftc has no -sanitize=undefined on Linux, so UBSan reaches only the C code (the shim), through clang.
  # Sanitizer flags change every object file, hence a scratch path of their own.
  asan=(--sanitize=address -Xcc -fsanitize=undefined -Xcc -fno-sanitize-recover=undefined
    --scratch-path .build-asan)
  swift build --build-tests "${asan[@]}"
  (
    export ASAN_OPTIONS=detect_stack_use_after_return=1:strict_string_checks=1
    export UBSAN_OPTIONS=print_stacktrace=1
    # Leaks in the toolchain's libraries, each with its reason; an absolute path because FlowrunTests
    # start the sanitized flowrun in other directories.
    export LSAN_OPTIONS="suppressions=$PWD/Tests/Sanitizers/lsan.supp:print_suppressions=0"
    # In CI the five fuzz suites run 20 seconds each here, under the sanitizers (a few seconds otherwise);
    # FLOWHOST_FUZZ_SECONDS set by the caller wins.
    if [ "${CI:-}" = "true" ]; then export FLOWHOST_FUZZ_SECONDS=${FLOWHOST_FUZZ_SECONDS:-20}; fi
    # No XCTest run: every suite uses Swift Testing, and XCTest's empty run leaks inside XCTest.
    # FlowrunTests start the flowrun beside the test binary, so they run the sanitized one.
    # The studio's in-process server suites run in the plain pass only: a stopped Hummingbird server leaves
    # its WebSocket handler references, and the sessions and stores they hold, alive at exit (issue 33's
    # defect 3, memory a closed tab keeps), which LeakSanitizer reports against the whole test process.
    swift test --skip-build --disable-xctest "${asan[@]}" --skip 'StudioServerTests|StudioWireFuzzTests'
    "$(swift build "${asan[@]}" --show-bin-path)/flowrun" test Tests/Acceptance --no-color
  )
fi

# The benchmarks (their own package): built, not run, so they keep compiling against the API they measure.
swift build --package-path Benchmarks
# The README's main command (scripts/demo.sh) runs the release build: the optimizer has crashed on code the
# debug build compiles, so the test command builds it too.
swift build -c release --product flowrun

# The example of an app's own feature module (examples/custom-module): its Swift tests, then its specs
# through its own runner. Before the main plain run, whose closing lines must stay the last ones printed.
swift build --package-path examples/custom-module --build-tests
swift test --package-path examples/custom-module --skip-build
(cd examples/custom-module && "$(swift build --show-bin-path)/settings-run" test specs --no-color)

# The demo app's first launch against its golden transcript, run as a user runs it: silent when it matches,
# the first differing step when not.
golden_state=$(mktemp -d)
trap 'rm -rf "$golden_state"' EXIT
"$(swift build --show-bin-path)/flowrun" run examples/app.lua --state "$golden_state" --fresh \
  --events Tests/Fixtures/first-launch.events --transcript text --expect Tests/Fixtures/first-launch.golden.txt

# The studio's page in headless Chromium (Selenium): its closing line comes before the last two runners'.
python3 Tests/Browser/studio_browser_test.py "$(swift build --show-bin-path)/flowrun"

swift test --skip-build
"$(swift build --show-bin-path)/flowrun" test Tests/Acceptance --no-color
