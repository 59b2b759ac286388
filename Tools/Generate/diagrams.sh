#!/usr/bin/env bash
# The docs' diagrams: each docs/diagrams/NAME.dot (Graphviz) is drawn into docs/diagrams/NAME.svg,
# which the markdown links (`![…](diagrams/NAME.svg)`); the web reference draws the same sources
# again at build time. No diagram is written in a markdown fence.
#
#   Tools/Generate/diagrams.sh --write   draw every SVG with Graphviz's dot (make regenerate)
#   Tools/Generate/diagrams.sh --check   exit 1 when an SVG is missing or older than its source
#                                        (each SVG names its source's SHA-256), an SVG has no
#                                        source, or a page (README, CONTRIBUTING, docs/, a DocC
#                                        article) holds a mermaid fence; needs
#                                        no Graphviz (make docs-check)
set -euo pipefail
folder=docs/diagrams
mode="${1:---check}"
status=0

# The first line every drawn SVG carries after the XML declaration.
stamp() { echo "<!-- Drawn by Tools/Generate/diagrams.sh from $1 (sha256 $(sha256sum "$1" | cut -d' ' -f1)) -->"; }

for source in "$folder"/*.dot; do
    svg="${source%.dot}.svg"
    if [[ "$mode" == --write ]]; then
        command -v dot > /dev/null || { echo "diagrams: Graphviz's dot is missing: make site-deps installs it"; exit 1; }
        drawn="$(dot -Tsvg "$source")"
        { head -n 1 <<< "$drawn"; stamp "$source"; tail -n +2 <<< "$drawn"; } > "$svg"
    elif [[ "$(sed -n 2p "$svg" 2> /dev/null)" != "$(stamp "$source")" ]]; then
        echo "diagrams: $svg is missing or older than $source: run make regenerate"
        status=1
    fi
done
for svg in "$folder"/*.svg; do
    [[ -f "${svg%.svg}.dot" ]] || { echo "diagrams: $svg has no source ${svg%.svg}.dot"; status=1; }
done
# Every page people read: README.md, CONTRIBUTING.md, docs/ and the DocC articles; a fence may be
# indented (in a list) or written with tildes.
if grep -rlE --include='*.md' '^[[:space:]]*(```|~~~)[[:space:]]*mermaid' README.md CONTRIBUTING.md docs Modules; then
    echo "diagrams: the files above hold a mermaid fence: draw it as docs/diagrams/NAME.dot and link its SVG"
    status=1
fi
exit $status
