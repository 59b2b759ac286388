#!/usr/bin/env bash
# End to end: the real bindery-tui under tmux, driven as a user would. Run by `make test-tui`
# (part of `make test`) with the directory of a debug build.
#
#   Tests/TUI/e2e.sh BIN_DIR            the scenarios below
#   Tests/TUI/e2e.sh BIN_DIR --storm    also 100,000 random keystrokes and 200 resizes
#
# Each check prints "e2e: ok: …"; the first failure prints the screen and exits 1.
set -euo pipefail

bin="${1:?usage: Tests/TUI/e2e.sh BIN_DIR [--storm]}"
storm="${2:-}"
tui="$bin/bindery-tui"
cli="$bin/bindery"
source "$(dirname "$0")/tmux.sh"

"$cli" catalog stats --database "$db" > /dev/null

# Without a terminal, or with a dumb one, it says to use the CLI and exits with 2.
set +e
message="$("$tui" --database "$db" < /dev/null 2>&1)"
status=$?
set -e
[[ $status == 2 && "$message" == *"bindery compare"* ]] || fail "without a terminal: status $status, '$message'"
ok "without a terminal it exits with 2 and points to 'bindery compare'"

set +e
message="$("$tui" --database "$db" --styles mvb,nope < /dev/null 2>&1)"
status=$?
set -e
[[ $status == 2 && "$message" == "bindery-tui: error: no style 'nope' in --styles; the styles are transform"* ]] ||
    fail "an unknown style: status $status, '$message'"
ok "--styles with an unknown style is a usage error (status 2, 'bindery-tui: error:') that lists the styles"

# In a terminal that cannot place text (TERM=dumb), the same.
t new-session -d -s dumb -x 80 -y 24 "TERM=dumb '$tui' --database '$db' > '$work/dumb' 2>&1; echo \$? >> '$work/dumb'; sleep 600"
deadline=$((SECONDS + 10))
until [[ -s "$work/dumb" ]] && grep -q '^[0-9]*$' "$work/dumb"; do
    ((SECONDS < deadline)) || fail "TERM=dumb: no exit"
    sleep 0.1
done
[[ "$(tail -1 "$work/dumb")" == 2 ]] && grep -q "bindery compare" "$work/dumb" || fail "TERM=dumb: $(cat "$work/dumb")"
# The session stays (it only sleeps): killing the server's last session makes the server exit,
# and a session started at once after it can meet the dying server ("server exited unexpectedly").
ok "with TERM=dumb it exits with 2 and points to 'bindery compare'"

# A terminal without colors (vt100) gets the same screens, in attributes alone.
TERM_OVERRIDE=vt100 start 100 30
t send-keys -t e2e Enter
wait_for "Change to purple" 2
t send-keys -t e2e C-q
expect_exit 0 keeps-screen
ok "on a monochrome terminal (TERM=vt100) it runs and quits cleanly"

start 240 50
# Idle, it sleeps: no wake-ups of the main thread, no CPU time.
sleep 1
pid="$(cat "$work/pid")"
switches() { awk '/^voluntary_ctxt_switches/ { print $2 }' "/proc/$pid/task/$pid/status"; }
ticks() { awk '{ print $14 + $15 }' "/proc/$pid/stat"; }
before_switches="$(switches)"
before_ticks="$(ticks)"
sleep 3
idle_wakeups=$(($(switches) - before_switches))
idle_ticks=$(($(ticks) - before_ticks))
echo "e2e: idle for 3 s on the palette: $idle_wakeups wake-ups of the main thread, $idle_ticks CPU ticks"
((idle_wakeups <= 2 && idle_ticks <= 1)) || fail "the idle UI woke up $idle_wakeups times"
ok "idle, the UI does not wake up"

# What the process writes to standard error (a binding error, a synchronization warning) goes to
# the log, not over the panes; the status line says so at the next frame.
echo "⚠️ Synchronization anomaly was detected. (written by e2e.sh)" > "/proc/$pid/fd/2"
t send-keys -t e2e F1
wait_for "Standard error goes to $work/stderr.log"
wait_for "stderr in log (F1)"
t send-keys -t e2e Escape
holds "Synchronization anomaly" && fail "a warning on standard error drew over the panes"
grep -q "Synchronization anomaly was detected. (written by e2e.sh)" "$work/stderr.log" || fail "the warning is not in the log"
ok "a warning on standard error goes to the log, not over the panes; the status line says so, the help names the log"

# A search typed in lockstep: every pane shows the same results.
t send-keys -t e2e M-3
wait_for "Search:" "$panes"
t send-keys -t e2e -l "toccata"
wait_for "Search: toccata" "$panes"
wait_for "Toccata and Fugue in D Minor" "$panes"
wait_for "updates 6 · calls 1" "$panes"
holds "differs" && fail "panes marked as differing after a lockstep search"
ok "a search typed in lockstep shows the same results in all $panes panes"

# Features switch with Alt-digit; the library is empty in a new database.
t send-keys -t e2e M-5
wait_for "No favorites yet." "$panes"
ok "Alt-5 switches every pane to the library"

# A favorite saved by another process arrives without a keypress.
"$cli" library favorite 1 --database "$db" > /dev/null
wait_for "☆☆☆☆☆ For Those About To Rock" "$panes" 5
ok "a favorite saved by 'bindery library favorite' in another process appears in all $panes panes"

# Five panes saving the same entry at once lose no write and are never locked.
t send-keys -t e2e Enter
wait_for "Rating: ☆☆☆☆☆ (0)" "$panes"
t send-keys -t e2e Up
wait_for "Rating: ★☆☆☆☆ (1)" "$panes"
t send-keys -t e2e Enter
wait_for "★☆☆☆☆ For Those About To Rock" "$panes"
holds "locked" && fail "a pane shows 'database is locked'"
[[ "$("$cli" library list --database "$db")" == *"★"* ]] || fail "the rating was not saved"
ok "$panes panes saving the same entry: saved, back in the library, nothing locked"

# Tab focuses one pane: keys go to it alone, and it is marked as differing.
t send-keys -t e2e M-2 Tab Tab
wait_for "Focused: Subjects"
t send-keys -t e2e -l "Ada"
t send-keys -t e2e Enter
wait_for "Hello, Ada!" 1
holds "Hello, Ada!" 2 && fail "a focused pane's keys reached another pane"
wait_for "≠ by hand: Subjects"
ok "Tab focuses one pane; it alone gets the keys and is marked as differing by hand"
# From the second pane, one Tab per remaining pane comes back to lockstep.
for ((pane = 1; pane < panes; pane++)); do t send-keys -t e2e Tab; done
wait_for "Lockstep: keys go to all $panes panes"

# F2 flips to the marble timeline, then to the code.
t send-keys -t e2e M-1 Enter F2
wait_for "backgroundColor" 1
wait_for "marbles" "$panes"
t send-keys -t e2e F2
wait_for "// ── Modules/Style" "$panes"
t send-keys -t e2e F2
ok "F2 flips every pane to its marble timeline, then its code, then back"

# Resizing lays out again: pages when narrow, a message when too small.
t resize-window -t e2e -x 80 -y 24
wait_for "page 1/"
t send-keys -t e2e PageDown
wait_for "Protocols"
t resize-window -t e2e -x 30 -y 10
wait_for "needs a terminal"
t resize-window -t e2e -x 240 -y 50
wait_for "Model-View-Binding"
ok "resizing lays out again: pages at 80×24, a message at 30×10, $panes panes at 240×50"

# q quits where no field takes text; the terminal is restored.
t send-keys -t e2e q
expect_exit 0
[[ "$(cat "$work/resources")" == "0" ]] || fail "$(cat "$work/resources") reactive resources alive at exit"
ok "q quits with status 0, the terminal restored, no reactive resources alive"

# What a newcomer meets on 80×24, where 2 panes of the registry's show at a time.
start 80 24
t send-keys -t e2e F1
last="$(wc -l <<< "$features")"
wait_for "1…$last or Alt-1…$last      $(paste -s -d , <<< "$features" | sed 's/,/, /g')"
wait_for "code view           Up/Down/Home/End scroll; Left/Right scroll sideways"
holds "…  " && fail "the help is cut at 80 columns"
ok "the help fits on 80×24, every line whole"

# Digits switch features where no field takes them; in a field they are text (Alt-digit switches).
t send-keys -t e2e x 2
wait_for "Name:" 2
t send-keys -t e2e -l "12"
wait_for "Name: 12" 2
wait_for "Alt-1…$last"
t send-keys -t e2e M-1
wait_for "Change to" 2
ok "a digit shows its feature; in a text field it is text and Alt-digit switches"

# F4 then F4 in lockstep comes back to lockstep; F2 then flips every pane, on every page.
t send-keys -t e2e F4
wait_for "Zoomed: Transform, keys go to all $panes panes (F4: back)"
t send-keys -t e2e F4 F2
wait_for "Lockstep: keys go to all $panes panes"
wait_for "marbles" 2
t send-keys -t e2e PageDown
wait_for "page 2/"
wait_for "marbles" 2
t send-keys -t e2e F2 F2 PageUp
wait_for "screen" 2
ok "zoom then flip in lockstep: still lockstep, every pane in the same mode"

# A difference on another page shows in the status line: the last pane, typed into alone.
t send-keys -t e2e M-2 BTab
wait_for "Focused: Async"
t send-keys -t e2e -l "Ada"
t send-keys -t e2e Tab
wait_for "Lockstep"
for ((page = 0; page < panes; page++)); do t send-keys -t e2e PageUp; done
wait_for "page 1/"
wait_for "≠ by hand: Async/await + Observation (page $(((panes + 1) / 2)))"
ok "the status line names a pane that differs on another page"

# A favorite from the search results, in the library at once.
t send-keys -t e2e M-3
t send-keys -t e2e -l "toccata"
wait_for "Toccata and Fugue in D Minor" 2
t send-keys -t e2e C-f
wait_for "♥ now a favorite: Toccata and Fugue in D Min"
t send-keys -t e2e M-5
wait_for "☆☆☆☆☆ Toccata and Fugue" 2
[[ "$("$cli" library list --database "$db")" == *"♥ ☆☆☆☆☆"*"Toccata and Fugue"* ]] || fail "the favorite was not saved"
t send-keys -t e2e C-q
expect_exit 0
ok "Ctrl-F on a search result makes it a favorite, shown in the library"

# A chosen database whose directory is missing is an error, not a new empty library.
set +e
message="$("$tui" --database "$work/typo/bindery.sqlite" < /dev/null 2>&1)"
status=$?
set -e
[[ $status == 2 && "$message" == *"The directory $work/typo does not exist"* && ! -e "$work/typo" ]] ||
    fail "a missing directory: status $status, '$message'"
ok "--database in a missing directory exits with 2 and creates nothing"

# Signals end it with 128 + the signal, the terminal restored.
for signal in INT TERM HUP; do
    start 120 30
    kill -s "$signal" "$(cat "$work/pid")"
    case $signal in INT) code=130 ;; TERM) code=143 ;; HUP) code=129 ;; esac
    expect_exit "$code"
done
ok "SIGINT, SIGTERM and SIGHUP exit with 130, 143 and 129, the terminal restored"

# A trap (a debug build's fatalError raises SIGILL here) gives the terminal back before the
# process stops, and says where its message went (standard error is the log meanwhile).
start 120 30
kill -s ILL "$(cat "$work/pid")"
deadline=$((SECONDS + 30))
until [[ -s "$work/status" ]]; do
    ((SECONDS < deadline)) || fail "the trapped UI did not exit"
    sleep 0.1
done
wait_for "bindery-tui stopped; its last messages are in $work/stderr.log"
expect_exit 132
ok "a trap gives the terminal back first and names the log on the terminal"

if [[ "$storm" == "--storm" ]]; then
    start 200 50
    pid="$(cat "$work/pid")"
    # Anonymous resident memory (the heap and the stacks), not VmRSS: VmRSS also counts the pages
    # of the shared libraries, which the kernel drops under memory pressure and reads back later
    # (a CI run beside a release build read 34 MB after 20,000 keys and 42 MB after 100,000,
    # where runs on an idle machine read 38 to 42 MB at both points).
    rss() { awk '/RssAnon/ { print $2 }' "/proc/$pid/status"; }
    # Random bytes, without the three that quit (Ctrl-C, Ctrl-Q, q).
    keys="$work/keys"
    head -c 400000 /dev/urandom > "$work/random"
    tr -d '\003\021q' < "$work/random" > "$work/filtered"
    head -c 100000 "$work/filtered" > "$keys"
    [[ "$(wc -c < "$keys")" == 100000 ]] || fail "could not make 100,000 random keystrokes"
    warm=""
    for round in $(seq 0 199); do
        t send-keys -t e2e -H $(od -An -v -tx1 -j $((round * 500)) -N 500 "$keys")
        t resize-window -t e2e -x $((20 + RANDOM % 220)) -y $((5 + RANDOM % 60))
        if ((round == 39)); then
            t send-keys -t e2e C-u  # an empty field, wherever it is
            sleep 1
            warm="$(rss)"
        fi
    done
    t resize-window -t e2e -x 200 -y 50
    sleep 2
    kill -0 "$pid" || fail "the UI died in the storm"
    end="$(rss)"
    echo "e2e: storm: anonymous resident memory ${warm} kB after 20,000 keystrokes, ${end} kB after 100,000"
    # A fifth or 8 MB, whichever is more: the heap still settles after 20,000 keys (SQLite's page
    # caches, up to 2 MB per connection, the allocator's arenas: up to 2.9 MB on a 4.5 to 7 MB
    # heap in eight runs), and 8 MB is what the VmRSS check allowed (a fifth of about 38 MB),
    # without its flake; a leak of 128 bytes a keystroke would pass it over the last 80,000.
    ((end <= warm + (warm / 5 > 8192 ? warm / 5 : 8192))) || fail "memory grew from $warm kB to $end kB"
    t send-keys -t e2e C-q
    expect_exit 0
    [[ "$(cat "$work/resources")" == "0" ]] || fail "$(cat "$work/resources") reactive resources alive after the storm"
    ok "100,000 random keystrokes and 200 resizes: no crash, memory flat, no reactive resources alive"
fi
