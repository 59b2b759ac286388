# Helpers for driving bindery-tui under tmux, sourced by Tests/TUI/e2e.sh and
# Tools/TUIDocs/captures.sh. They expect `tui` (the binary, with the `bindery` CLI beside it) to
# be set, and set `work` (a temporary directory removed at exit), `db` (a database in it),
# `socket` (a private tmux server), `panes` (how many styles the registry has: one pane each) and
# `features` (the features' identifiers, one line each, as their tabs show them).

work="$(mktemp -d)"
db="$work/bindery.sqlite"
socket="bindery-tui-$$"
export LC_ALL=C.UTF-8
panes="$("$(dirname "$tui")/bindery" styles | wc -l)"
features="$("$(dirname "$tui")/bindery" features | cut -d ' ' -f 1)"

printf 'set -g default-terminal "screen-256color"\nset -g status off\nset -g escape-time 0\n' > "$work/tmux.conf"
t() { tmux -u -L "$socket" -f "$work/tmux.conf" "$@"; }
cleanup() {
    t kill-server 2>/dev/null || true
    rm -rf "$work"
}
trap cleanup EXIT

screen() { t capture-pane -p -t e2e; }
fail() {
    echo "e2e: FAIL: $*" >&2
    echo "--- the screen ---" >&2
    screen >&2 || true
    exit 1
}
ok() { echo "e2e: ok: $*"; }

# Whether a line of the screen holds `text` at least `count` times.
holds() {
    screen | awk -v s="$1" -v n="${2:-1}" '
        { line = $0; c = 0; while ((i = index(line, s)) > 0) { c++; line = substr(line, i + length(s)) } if (c >= n) found = 1 }
        END { exit !found }'
}

# Waits (up to `seconds`, default 10) until a line holds `text` `count` times.
wait_for() {
    local deadline=$((SECONDS + ${3:-10}))
    until holds "$1" "${2:-1}"; do
        ((SECONDS < deadline)) || fail "waited for '$1' ×${2:-1}"
        sleep 0.1
    done
}

# Starts the UI in a fresh tmux session of `columns` × `rows` (with TERM=$TERM_OVERRIDE if set),
# recording the terminal's settings before and after it, and its exit status.
start() {
    rm -f "$work/before" "$work/after" "$work/status" "$work/pid"
    t new-session -d -s e2e -x "$1" -y "$2" \
        "stty -g > '$work/before'; ${TERM_OVERRIDE:+TERM=$TERM_OVERRIDE} BINDERY_TUI_RESOURCES='$work/resources' sh -c 'echo \$\$ > \"$work/pid\"; exec \"$tui\" --database \"$db\" --log \"$work/stderr.log\"'; echo \$? > '$work/status'; stty -g > '$work/after'; sleep 600"
    wait_for "Lockstep: keys go to all $panes panes"
}

# Waits (up to 30 s: work in flight finishes first) for the UI to exit; checks its status and
# that the terminal is as it was (its last screen is left behind only with `keeps-screen`: a
# terminal without an alternate screen, like vt100).
expect_exit() {
    local deadline=$((SECONDS + 30))
    until [[ -s "$work/status" && -s "$work/after" ]]; do
        ((SECONDS < deadline)) || fail "the UI did not exit"
        sleep 0.1
    done
    [[ "$(cat "$work/status")" == "$1" ]] || fail "exit status $(cat "$work/status"), expected $1"
    cmp -s "$work/before" "$work/after" || fail "the terminal's settings were not restored: $(cat "$work/before") → $(cat "$work/after")"
    [[ "${2:-}" == keeps-screen ]] || ! holds "Lockstep" || fail "the UI is still on screen (alternate screen not left)"
    t kill-session -t e2e
}

