#!/usr/bin/env bash
# Regenerates the screen captures in docs/TUI.md and README.md (`make tui-docs`): each block
# between `<!-- capture: NAME -->` and `<!-- end capture -->` is replaced by what tmux's
# capture-pane shows after the keys below, and the block between `<!-- keys -->` and
# `<!-- end keys -->` by `bindery-tui --keys`.
#
#   Tools/TUIDocs/captures.sh BIN_DIR
set -euo pipefail

bin="${1:?usage: Tools/TUIDocs/captures.sh BIN_DIR}"
tui="$bin/bindery-tui"
cli="$bin/bindery"
root="$(cd "$(dirname "$0")/../.." && pwd)"
source "$root/Tests/TUI/tmux.sh"

"$cli" catalog stats --database "$db" > /dev/null
for track in 1 3 2935; do "$cli" library favorite "$track" --database "$db" > /dev/null; done
"$cli" library rate 3 4 --database "$db" > /dev/null

# capture NAME: the screen now, without trailing blank lines, into $work/NAME.
capture() {
    sleep 0.3
    screen | sed -e 's/[[:space:]]*$//' | awk '{ lines[NR] = $0 } $0 != "" { last = NR } END { for (i = 1; i <= last; i++) print lines[i] }' > "$work/$1"
}

start 240 26
t send-keys -t e2e Enter Enter
wait_for "Change to red" 5
capture palette

t send-keys -t e2e F3
sleep 0.3
capture rebuilt
t send-keys -t e2e F2
wait_for "marbles" 5
capture palette-marbles
t send-keys -t e2e F2
wait_for "code" 5
capture palette-code
t send-keys -t e2e F2

t send-keys -t e2e M-2
t send-keys -t e2e -l "  Ada "
t send-keys -t e2e Enter
wait_for "Hello, Ada!" 5
capture greeting

t send-keys -t e2e M-3
t send-keys -t e2e -l "toccata"
wait_for "updates 6" 5
capture search
t send-keys -t e2e F2
wait_for "marbles" 5
capture search-marbles
t send-keys -t e2e F2 F2

t send-keys -t e2e M-4
wait_for "Rock" 5
t send-keys -t e2e Down Down Enter
wait_for "tracks" 5
capture genres

t send-keys -t e2e M-5
wait_for "Fast As a Shark" 5
capture library
t send-keys -t e2e Enter
wait_for "Rating:" 5
t send-keys -t e2e Up Up
t send-keys -t e2e -l "a favorite"
wait_for "Note: a favorite" 5
capture editor
t send-keys -t e2e Escape
wait_for "Fast As a Shark" 5

t send-keys -t e2e M-3
wait_for "updates 0 · calls 0" 5
capture search-again

t send-keys -t e2e M-2 Tab Tab
t send-keys -t e2e C-u
t send-keys -t e2e -l "Grace"
t send-keys -t e2e Enter
wait_for "≠ by hand" 1
capture focused
# Back to lockstep: one Tab per remaining pane, however many styles the registry has.
for ((i = 2; i <= panes; i++)); do t send-keys -t e2e Tab; done

t send-keys -t e2e M-1 F1
wait_for "Keys (any key closes)"
capture help
t send-keys -t e2e Escape

t resize-window -t e2e -x 80 -y 24
wait_for "page "
t send-keys -t e2e PPage PPage PPage
wait_for "page 1/$(((panes + 1) / 2))"
capture narrow
t resize-window -t e2e -x 40 -y 10
wait_for "needs a terminal"
capture too-small
t send-keys -t e2e C-q
expect_exit 0

"$tui" --keys > "$work/keys"

# Replaces the blocks of `file`; fails on a block whose capture the keys above never took (a
# feature's screen added to docs/TUI.md before its keys here).
fill() {
    awk -v dir="$work" -v page="$1" '
        /^<!-- capture: [a-z-]+ -->$/ {
            print; name = $3; print "```text"; count = 0
            while ((getline line < (dir "/" name)) > 0) { print line; count++ }
            if (count == 0) {
                print "captures.sh: " page " has a capture named " name " that nothing above takes" > "/dev/stderr"
                exit 1
            }
            close(dir "/" name); print "```"; skipping = 1; next
        }
        /^<!-- keys -->$/ {
            print; while ((getline line < (dir "/keys")) > 0) print line
            close(dir "/keys"); skipping = 1; next
        }
        /^<!-- end (capture|keys) -->$/ { skipping = 0 }
        !skipping { print }
    ' "$1" > "$work/filled"
    cp "$work/filled" "$1"
}
fill "$root/docs/TUI.md"
fill "$root/README.md"
echo "captured: docs/TUI.md, README.md"
