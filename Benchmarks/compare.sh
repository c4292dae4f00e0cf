#!/bin/sh
# Times flowspec-bench's named lines for two builds side by side in one run, alternating them, and prints
# each line's figures and the after/before ratios (below 1: the after build is faster).
#   Benchmarks/compare.sh BEFORE_ROOT AFTER_ROOT [ROUNDS] [LINES]
# Each root is a checkout whose Benchmarks/.build/release/flowspec-bench is built; each binary runs from its
# own root (it reads examples/ and Tests/Acceptance/ there). LINES defaults to scenario_marginal,replay_step.
set -eu
before=$(cd "$1" && pwd)
after=$(cd "$2" && pwd)
rounds=${3:-2}
lines=${4:-scenario_marginal,replay_step}
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
for root in "$before" "$after"; do
  [ -x "$root/Benchmarks/.build/release/flowspec-bench" ] || { echo "compare.sh: no release flowspec-bench under $root" >&2; exit 2; }
done
round=1
while [ "$round" -le "$rounds" ]; do
  for side in before after; do
    if [ "$side" = before ]; then root=$before; else root=$after; fi
    (cd "$root" && Benchmarks/.build/release/flowspec-bench --only "$lines") | sed "s/^/$side $round /" | tee -a "$out/all"
  done
  round=$((round + 1))
done
# For each line and round: ours (ns) and ratio (ours over the run's own baseline, which cancels the load of
# the moment) of both sides, and after/before for each.
awk '
  { side = $1; round = $2; name = $3
    for (i = 4; i <= NF; i++) { split($i, kv, "="); if (kv[1] == "ours") ours[side, round, name] = kv[2];
                                if (kv[1] == "ratio") ratio[side, round, name] = kv[2] }
    names[name] = 1; if (round > last) last = round }
  END {
    for (name in names) for (r = 1; r <= last; r++) {
      if (ours["before", r, name] == "" || ours["after", r, name] == "") continue
      printf "%s round=%d before_ns=%s after_ns=%s after_over_before=%.2f before_ratio=%s after_ratio=%s ratio_change=%.2f\n",
        name, r, ours["before", r, name], ours["after", r, name], ours["after", r, name] / ours["before", r, name],
        ratio["before", r, name], ratio["after", r, name], ratio["after", r, name] / ratio["before", r, name]
    }
  }' "$out/all"
