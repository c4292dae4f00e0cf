#!/bin/sh
# Tests the FlowSpec DSL (Sources/FlowSpec/Lua/spec.lua) with the standalone interpreter and a fake host,
# then lints it and the harness. Run from anywhere; exits non-zero when a test or the lint fails.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../../.." && pwd)
spec="${1:-$root/Sources/FlowSpec/Lua/spec.lua}"
lua5.4 "$here/harness.lua" "$spec"
luacheck --no-config --std lua54 --formatter plain "$spec" "$here/harness.lua" "$here/fake_host.lua"
echo "luacheck: no warnings"
