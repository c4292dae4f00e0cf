#!/usr/bin/env bash
# Fails when a clone would not resolve the same packages on every machine: a tracked Package.resolved
# (its commit ids are those of the package copies it was resolved from, which another machine may not
# have) or a remote dependency not pinned to one `exact:` version in a Package.swift.
# Run by scripts/test.sh; usage: scripts/check-pins.sh
set -euo pipefail
cd "$(dirname "$0")/.."

status=0
while IFS= read -r resolved; do
  echo "flowhost: $resolved is tracked by git; untrack it (git rm --cached '$resolved'): its pins name" \
    "commits of this machine's package copies, and a clone elsewhere may fail to check them out" >&2
  status=1
done < <(git ls-files -- 'Package.resolved' '*/Package.resolved')

while IFS= read -r manifest; do
  # One `.package(url: ...)` per line is the layout every manifest here keeps; a path dependency is local.
  while IFS=: read -r line text; do
    if ! grep -qE 'exact: *"[0-9]+\.[0-9]+\.[0-9]+"' <<<"$text"; then
      echo "flowhost: $manifest:$line: pin this dependency with exact: \"X.Y.Z\" (no from:, branch or" \
        "revision), so every machine resolves the same version by its tag:" >&2
      echo "    $(sed 's/^ *//' <<<"$text")" >&2
      status=1
    fi
  done < <(grep -nE '\.package\([^)]*url:' "$manifest" || true)
done < <(git ls-files -- 'Package.swift' '*/Package.swift')

exit "$status"
