#!/usr/bin/env bash
# Runs every `make` and `swift` command of README.md's shell code blocks, in the README's order,
# PASSES times (2 unless given), and fails when a command fails or when a pass after the first
# prints a module's "Compiling" line: the README's commands share one build, whatever their order (every
# build of the root package has the same flags; see the Makefile, above SITE_FLAGS).
#
#   Tests/Readme/commands.sh [PASSES] [--builds]
#
# `make readme-check` runs two passes. `make test` runs one, after its own build of every target
# (make lint), which is the first pass's build, so its one pass must compile nothing either; and
# with --builds, which runs each `swift run PRODUCT …` as the build it starts, `swift build
# --product PRODUCT` (the same build, without the program: the debug `bindery pitfalls` alone
# plays for 7 s idle, 16 s at load 5), each build once, so that the pass takes about 15 s.
#
# `make test` itself is left out (it is what runs this). The library commands change the library
# they open: the runs use a scratch database (BINDERY_DATABASE), never the user's. Standard input
# is not a terminal, so `make run` compares the styles, as it does in CI.
set -euo pipefail
cd "$(dirname "$0")/../.."

passes="${1:-2}"
builds="${2:-}"
scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT
export BINDERY_DATABASE="$scratch/bindery.sqlite"

# The commands, NUL-separated: a command goes on over the next lines while a quote is open
# (`swift run bindery run search -e '@0ms query "bea"` and its next line are one command); what
# follows `#` is a comment, which bash ignores too.
mapfile -d '' commands < <(python3 - README.md "$builds" <<'PYTHON'
import shlex
import sys

# Options of `swift run` that take a value, for --builds.
VALUED = {"-c", "--configuration", "--scratch-path", "--package-path"}

def build_of(words):
    """`swift build [options] --product PRODUCT` for `swift run [options] PRODUCT …`."""
    options, rest = [], words[2:]
    while rest and rest[0].startswith("-"):
        options += rest[:2] if rest[0] in VALUED else rest[:1]
        rest = rest[2:] if rest[0] in VALUED else rest[1:]
    return shlex.join(["swift", "build", *options, "--product", rest[0]])

def complete(text):
    lexer = shlex.shlex(text, posix=True)
    lexer.whitespace_split = True
    lexer.commenters = "#"
    try:
        return list(lexer)
    except ValueError:  # "No closing quotation": the command goes on
        return None

language = None
pending = ""
built = set()
for line in open(sys.argv[1], encoding="utf-8").read().split("\n"):
    if line.startswith("```"):
        language = line[3:].strip() if language is None else None
        pending = ""
        continue
    if language not in ("sh", "bash", "shell"):
        continue
    if pending:
        pending += "\n" + line
    elif line.split(" ", 1)[0] in ("make", "swift"):
        pending = line
    else:
        continue
    words = complete(pending)
    if words is None:
        continue
    if words == ["make", "test"]:
        pass
    elif sys.argv[2] == "--builds" and words[:2] == ["swift", "run"]:
        if build_of(words) not in built:  # the same build again tells nothing new
            built.add(build_of(words))
            sys.stdout.write(build_of(words) + "\0")
    else:
        sys.stdout.write(pending.rstrip() + "\0")
    pending = ""
PYTHON
)
((${#commands[@]} > 0)) || { echo "readme: no make or swift command found in README.md's code blocks"; exit 1; }

failed=0
for pass in $(seq 1 "$passes"); do
    for command in "${commands[@]}"; do
        log="$scratch/command.log"
        start=$SECONDS
        status=0
        bash -c "$command" < /dev/null > "$log" 2>&1 || status=$?
        # A plain `swift build` prints "Compiling plugin NAME" for each of the package's plugins every
        # time, with nothing to compile: only a module's "Compiling" line is a build.
        compiled=$(grep "Compiling" "$log" | grep -vc "Compiling plugin" || true)
        printf 'readme pass %d: %s: exit %d, %d s, %d Compiling lines\n' \
            "$pass" "$(head -1 <<< "$command" | sed 's/ *#.*//')" "$status" $((SECONDS - start)) "$compiled"
        if ((status != 0)); then
            echo "readme: the command failed (exit $status); its last lines:"
            tail -20 "$log"
            failed=1
        elif ((pass > 1 || passes == 1)) && ((compiled > 0)); then
            echo "readme: the command compiled, after a build that should have left nothing to do (a flag that"
            echo "differs from the build before it, or a file changed meanwhile):"
            grep "Compiling" "$log" | grep -v "Compiling plugin" | head -10
            failed=1
        fi
    done
done
((failed == 0)) || exit 1
echo "readme: ${#commands[@]} commands, $passes pass(es), nothing compiled $( ((passes > 1)) && echo "after the first" || echo "(after make test's build)")"
