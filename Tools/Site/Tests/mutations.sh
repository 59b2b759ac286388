#!/usr/bin/env bash
# make test-site-mutations: proves the browser tests can fail. Each named break below is applied
# to the site generator in place, the generator rebuilt and the site built into a scratch folder,
# and the browser tests that must catch the break run on it; the script fails when a break
# leaves them passing. The generator's sources are restored after each break (and on any exit),
# and the generator is rebuilt as it was at the end.
#
#   Tools/Site/Tests/mutations.sh BINDERY   (make test-site-mutations passes the built bindery)
set -euo pipefail
bindery="$1"
swift="${SWIFT:-swift}"
sources=Tools/Site/Sources/site
saved="$(mktemp -d)"
scratch="$(mktemp -d)"
cp -a "$sources/." "$saved/"
restore() { cp -a "$saved/." "$sources/"; }
trap 'restore; rm -rf "$saved" "$scratch"' EXIT

# A break: its name, the file it edits, the text it replaces and its replacement, and the tests
# (a pytest -k expression) that must fail on it.
breaks=(
    "diffs dropped|FixDiff.swift|for fix in cell.fixes ?? [] {|for fix in (cell.fixes ?? []).prefix(0) {|every_fix_of_kind"
    "a guarded cell shown as ⚠|SiteBuilder.swift|let pitfalls = situation.cells.filter(\\.pitfall)|let pitfalls = situation.cells.filter { \$0.pitfall \|\| \$0.guarded != nil }|guide_lists_exactly or guarded_cell_reads"
    "the guide built from the wrong field|SiteBuilder.swift|let pitfalls = situation.cells.filter(\\.pitfall)|let pitfalls = situation.cells.filter { \$0.stylePitfall ?? \$0.pitfall }|guide_lists_exactly"
    "a marble overlap|MarbleDiagram.swift|static let stackStep = 24|static let stackStep = 0|one_instant"
    "an outcome said twice in the guide|SiteBuilder.swift|for outcome in counts.keys where counts.keys|for outcome in counts.keys where outcome.isEmpty && counts.keys|pitfall_line_names"
    "a recommendation that ignores its cells|Recommendation.swift|counts[style] = rows.filter|counts[style] = [PitfallMatrix.Situation]().filter|recommendation"
)

build_site() {
    "$swift" build --package-path Tools/Site --product site -Xswiftc -warnings-as-errors > "$scratch/build.log" 2>&1 \
        || { cat "$scratch/build.log"; return 1; }
    rm -rf "$scratch/site"
    "$("$swift" build --package-path Tools/Site --show-bin-path)/site" --root . --output "$scratch/site" \
        --commit "$(git rev-parse HEAD)" --bindery "$bindery" > /dev/null
}

failed=0
for entry in "${breaks[@]}"; do
    IFS='|' read -r name file old new tests <<< "${entry//\\|/$'\x1f'}"
    old="${old//$'\x1f'/|}"
    new="${new//$'\x1f'/|}"
    restore
    OLD="$old" NEW="$new" python3 - "$sources/$file" <<'PYTHON'
import os, sys
path = sys.argv[1]
text = open(path, encoding="utf-8").read()
if os.environ["OLD"] not in text:
    sys.exit(f"mutations: {path} no longer holds {os.environ['OLD']!r}: update the break")
open(path, "w", encoding="utf-8").write(text.replace(os.environ["OLD"], os.environ["NEW"], 1))
PYTHON
    build_site
    if SITE_DIR="$scratch/site" BINDERY="$bindery" python3 -m pytest -q -p no:cacheprovider -x Tools/Site/Tests \
        -k "$tests" > "$scratch/tests.log" 2>&1; then
        echo "break not caught: $name (tests: $tests)"
        failed=1
    else
        echo "break caught: $name: $(grep -Eo '^FAILED [^ ]+' "$scratch/tests.log" | head -1 | cut -d' ' -f2)"
    fi
done
restore
"$swift" build --package-path Tools/Site --product site -Xswiftc -warnings-as-errors > /dev/null
exit $failed
