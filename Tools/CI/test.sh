#!/usr/bin/env bash
# `make test`'s phases, in order, each one timed. Run by `make test` (MAKE and MODULE come from it).
#
# Beside the phases, four background jobs do work that the phases in between do not wait for:
# - `browser`, from the start: what the browser tests and the benchmark's instruction counts need
#   (Debian's chromium and valgrind with apt-get, the pinned Python packages with pip: network and
#   disk).
# - `packages`, after the debug build: the other packages' builds (`make prebuild`: the patch
#   tool's tests, the core's benchmark in release, the site generator, the digest), then `make
#   bench-check` (instruction and allocation counts, which other work does not change), on the core
#   that `swift test` leaves idle. They have build directories of their own: `swift test` holds the
#   root package's for as long as the tests run, so a root `swift build` would wait there.
# - `site` and `docs`, after the tests: `make test-site`, the browser's tests, with the debug
#   build's bindery command (ROOT_BUILT=1: nothing to build), and `make docs-check` and `make
#   docs`, which read the debug build, beside the terminal UI's and the README's tests.
# A job's output goes to .build/ci/NAME.log and is printed when the run waits for it; a job that
# failed fails the run there. The release builds of the root package are not part of it: they
# added about 690 CPU seconds to 790 on two cores; `make test-release` runs them (Makefile).
#
# Each phase ends with a line such as
#   phase swift-test: 76 s, CPU 42 s, load 5.61
# (wall seconds; CPU seconds, user + system, of the phase's processes, a background job's counted
# in its own line; the 1-minute load average at the end, which says whether other work shared
# the machine), and the run ends with all of them.
set -euo pipefail

make="${MAKE:-make} --no-print-directory"
logs=".build/ci"
mkdir -p "$logs"
summary=""
ticks="$(getconf CLK_TCK)"
started=$SECONDS

# Sets `cpu` to the user + system time of this shell's finished children, in hundredths of a
# second (read in this shell: a command substitution's subshell has children of its own).
children_cpu() {
    local stat
    read -r -a stat < "/proc/$BASHPID/stat"
    cpu=$(((stat[15] + stat[16]) * 100 / ticks))
}

# Prints and records one phase's line: `report NAME SECONDS CPU STATUS` (CPU in hundredths).
report() {
    local load line
    read -r load _ < /proc/loadavg
    line="$(printf 'phase %s: %d s, CPU %d s, load %s%s' "$1" "$2" $(($3 / 100)) "$load" "${4:-}")"
    echo "$line"
    summary+="$line"$'\n'
}

# Runs one phase: `phase NAME COMMAND…`, in a subshell that counts its CPU time (this shell's own
# count would also take in a background job that ends meanwhile, when bash reaps it).
phase() {
    local name="$1" start=$SECONDS status=0
    shift
    (
        set +e
        "$@"
        status=$?
        children_cpu
        echo "$cpu" > "$logs/phase-cpu"
        exit $status
    ) || status=$?
    report "$name" $((SECONDS - start)) "$(cat "$logs/phase-cpu")" "$(failed $status)"
    return $status
}

# ", FAILED (exit status N)" for a failure, nothing for 0.
failed() { (($1 == 0)) || echo ", FAILED (exit status $1)"; }

# Starts a background job: `background NAME COMMAND…`, in a process group of its own (job control
# on while it starts), so that a failed run can stop it and all it started. It writes its own
# phase line into its log.
declare -A jobs
background() {
    local name="$1"
    shift
    set -m
    (
        start=$SECONDS
        set +e
        "$@"
        status=$?
        children_cpu
        report "$name (background)" $((SECONDS - start)) "$cpu" "$(failed $status)"
        exit $status
    ) > "$logs/$name.log" 2>&1 &
    jobs[$name]=$!
    set +m
    echo "background job $name started: $logs/$name.log"
}

# Waits for a background job, prints its log, and fails the run when it failed.
await() {
    local name="$1" start=$SECONDS status=0
    wait "${jobs[$name]}" || status=$?
    unset "jobs[$name]"
    echo "--- background job $name ($logs/$name.log), waited for $((SECONDS - start)) s:"
    cat "$logs/$name.log"
    summary+="$(tail -1 "$logs/$name.log")"$'\n'
    return $status
}

# At the end, or on a failure: stop the background jobs still running, and list the phases.
finish() {
    local pid
    for pid in "${jobs[@]}"; do kill -- "-$pid" 2>/dev/null || true; done
    echo
    echo "Phases of make test ($((SECONDS - started)) s in all):"
    printf '%s' "$summary"
}
trap finish EXIT
trap 'exit 130' INT TERM

phase deps $make deps
if [[ -n "${MODULE:-}" ]]; then
    phase lint $make lint
    phase docs-check $make docs-check
    phase docs $make docs
    phase swift-test $make test-swift
    exit 0
fi
background browser sh -c "$make site-deps && $make -C Tools/Benchmarks valgrind"
phase lint $make lint
await browser
background packages sh -c "$make prebuild && $make bench-check"
phase swift-test $make test-swift
background site $make test-site ROOT_BUILT=1
background docs sh -c "$make docs-check && $make docs"
phase test-tui $make test-tui
# The README's commands after the build above, which had their flags: they compile nothing (each
# `swift run` as its build; `make readme-check` runs the commands themselves, twice).
phase readme $make readme-check PASSES=1 BUILDS=--builds
phase costs-check $make costs-check
await site
await docs
await packages
