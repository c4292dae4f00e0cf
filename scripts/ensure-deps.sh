#!/usr/bin/env bash
# Installs what FlowHost needs to build and test on Debian, or prints the exact command to run.
# Usage: scripts/ensure-deps.sh [--for-tests]
# Run by scripts/demo.sh and scripts/test.sh before they build; also usable on its own.
set -euo pipefail

packages=()
pkg-config --version >/dev/null 2>&1 || packages+=(pkg-config)
if command -v pkg-config >/dev/null 2>&1; then
  pkg-config --exists lua5.4 2>/dev/null || packages+=(liblua5.4-dev)
  pkg-config --exists sqlite3 2>/dev/null || packages+=(libsqlite3-dev)
  # The terminal UI: libedit for its command line, utf8proc for display widths.
  pkg-config --exists libedit 2>/dev/null || packages+=(libedit-dev)
  pkg-config --exists libutf8proc 2>/dev/null || packages+=(libutf8proc-dev)
else
  packages+=(liblua5.4-dev libsqlite3-dev libedit-dev libutf8proc-dev)
fi
if [ "${1:-}" = "--for-tests" ]; then
  command -v luacheck >/dev/null 2>&1 || packages+=(lua-check)
  # The spec DSL's own harness runs under the plain interpreter (Tests/FlowSpecTests/Lua).
  command -v lua5.4 >/dev/null 2>&1 || packages+=(lua5.4)
  command -v tmux >/dev/null 2>&1 || packages+=(tmux)
  # `flowrun explore --graph map.svg` draws the flow map with Graphviz's dot; its tests draw one.
  command -v dot >/dev/null 2>&1 || packages+=(graphviz)
  # The JUnit reports are checked against a strict schema (Tests/Fixtures/junit).
  command -v xmllint >/dev/null 2>&1 || packages+=(libxml2-utils)
  # The HTML report is opened in headless Chromium and checked by screenshot (Tests/FlowSpecTests/Reporting).
  command -v chromium >/dev/null 2>&1 || packages+=(chromium)
  # The studio's page is driven in headless Chromium through chromedriver (Tests/Browser).
  command -v chromedriver >/dev/null 2>&1 || packages+=(chromium-driver)
  # `flowrun test --coverage` writes lcov.info; its tests check that lcov's genhtml reads it.
  command -v genhtml >/dev/null 2>&1 || packages+=(lcov)
fi

if [ ${#packages[@]} -gt 0 ]; then
  if [ "$(id -u)" -eq 0 ] && command -v apt-get >/dev/null 2>&1; then
    echo "flowhost: installing ${packages[*]}" >&2
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${packages[@]}" >/dev/null
  else
    echo "flowhost: missing ${packages[*]}; install them with:" >&2
    echo "  sudo apt-get update && sudo apt-get install -y ${packages[*]}" >&2
    exit 1
  fi
fi

# The studio's browser tests speak WebDriver through Selenium, from PyPI.
if [ "${1:-}" = "--for-tests" ] && ! python3 -c "import selenium" >/dev/null 2>&1; then
  if [ "$(id -u)" -eq 0 ]; then
    echo "flowhost: installing selenium (pip)" >&2
    python3 -m pip install -q selenium >/dev/null
  else
    echo "flowhost: missing the Python package selenium; install it with:" >&2
    echo "  python3 -m pip install --user selenium" >&2
    exit 1
  fi
fi

if ! command -v swift >/dev/null 2>&1; then
  echo "flowhost: no Swift toolchain on PATH; install Swift 6.3 (swift.org/install) and retry" >&2
  exit 1
fi
