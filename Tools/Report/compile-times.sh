#!/usr/bin/env bash
# Measures how long each style module takes to compile, the same way for each, into
# docs/costs/compile.tsv (run by `make report`; machine-dependent, so not checked by CI).
#
# For each module: build it (and what it needs), mark every one of its files changed, and time
# `swift build --target <module>` rebuilding it in debug, which recompiles all of its files and
# nothing else; best of three, wall-clock seconds, less the same command with nothing changed
# (SwiftPM's own planning).
set -euo pipefail

swift="${SWIFT:-swift}"
out="docs/costs/compile.tsv"
{
    echo "# How long each style module takes to compile in debug, every file changed (best of three, wall"
    echo "# clock less a build with nothing changed, \`Tools/Report/compile-times.sh\`). Measured with $("$swift" --version 2>/dev/null | head -1 | sed 's/ (.*//'), $(nproc) cores."
    echo "# module	seconds"
} > "$out.new"
# Every style module (Modules/Style<Name>).
for directory in Modules/Style*/; do
    module="$(basename "$directory")"
    "$swift" build --target "$module" > /dev/null
    best=""
    idle=""
    for _ in 1 2 3; do
        start=$(date +%s.%N)
        "$swift" build --target "$module" > /dev/null
        seconds=$(awk -v end="$(date +%s.%N)" -v start="$start" 'BEGIN { print end - start }')
        idle=$(awk -v a="$seconds" -v b="${idle:-$seconds}" 'BEGIN { print (a < b ? a : b) }')
        find "Modules/$module" -name "*.swift" -exec touch {} +
        start=$(date +%s.%N)
        "$swift" build --target "$module" > /dev/null
        seconds=$(awk -v end="$(date +%s.%N)" -v start="$start" 'BEGIN { print end - start }')
        best=$(awk -v a="$seconds" -v b="${best:-$seconds}" 'BEGIN { print (a < b ? a : b) }')
    done
    printf '%s\t%.2f\n' "$module" "$(awk -v a="$best" -v b="$idle" 'BEGIN { print a - b }')" >> "$out.new"
done
mv "$out.new" "$out"
cat "$out"
