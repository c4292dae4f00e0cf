#!/usr/bin/env bash
# Prints the README's terminal UI screenshots: flowrun's terminal UI driven in tmux (keys in, the pane
# captured with `tmux capture-pane -p`), so they show what a person sees. Pass -e to keep the style sequences.
# Usage: scripts/tui-screenshots.sh [-e]    (after `swift build`; set FLOWRUN to use another binary)
set -euo pipefail
cd "$(dirname "$0")/.."
flowrun=${FLOWRUN:-$(swift build --show-bin-path)/flowrun}
escapes=()
[ "${1:-}" = "-e" ] && escapes=(-e)
work=$(mktemp -d)
socket=""
trap 'tmux -S "$socket" kill-server 2>/dev/null || true; rm -rf "$work"' EXIT

start() { # start FLOW: a 72x16 pane running flowrun on FLOW with a fresh state
  [ -n "$socket" ] && { tmux -S "$socket" kill-server 2>/dev/null || true; }
  socket="$work/tmux-$RANDOM.sock"
  tmux -S "$socket" -f /dev/null new-session -d -s ui -x 72 -y 16 \
    "env -u NO_COLOR '$flowrun' run '$1' --state '$work/state' --fresh --clock 2024-01-01T00:00:00Z; sleep 600"
  sleep 1
}
keys() { tmux -S "$socket" send-keys -t ui "$@"; sleep 0.4; }
text() { tmux -S "$socket" send-keys -t ui -l "$1"; sleep 0.4; }
shot() { # shot TITLE: prints the pane under a heading
  echo "== $1"
  tmux -S "$socket" capture-pane -p "${escapes[@]}" -t ui
}

start scripts/login.lua
text agent@shield.org; keys Tab; text letmein
shot "Typing into the login form: the password is masked as it is typed"
keys Enter; keys Enter
text ":tap T"; keys Tab
shot "After a failed sign-in: the error alert; the command line completes a title with Tab"
keys Escape Escape

start examples/app.lua
for _ in 1 2 3 4 5; do keys Enter; done
text agent@shield.org; keys Tab; text hailHydra; keys Enter; keys Enter
text ":tap Add"; keys Enter; text "☕ Morning coffee"; keys Enter; text ":tap Save"; keys Enter
text ":tap Add"; keys Enter; text "日本語のノート"; keys Enter; text ":tap Save"; keys Enter
keys Down
shot "The items list: rows, buttons as chips, wide characters aligned"
text "?"
shot "? shows every key"
