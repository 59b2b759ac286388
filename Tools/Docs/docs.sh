#!/usr/bin/env bash
# Builds every DocC catalog (Modules/<Module>/Documentation.docc) against the debug build's
# modules, package-level symbols included, into .build/docs/<Module>.doccarchive; any DocC
# warning fails it. Run by `make docs` (and so by `make test`) after the debug build.
set -euo pipefail

bin="${1:?usage: Tools/Docs/docs.sh BIN_DIR}"
# The toolchain's own target, as the compiler reports it (not a triple written out here).
triple="$(swiftc -print-target-info | python3 -c 'import json, sys; print(json.load(sys.stdin)["target"]["unversionedTriple"])')"
out=".build/docs"
mkdir -p "$out"
# The C modules' maps (the package's C targets, ncursesw, GRDB's SQLite) as the build passed them
# to the compiler, from its manifest (.build/debug.yaml beside the bin directory): a module that
# imports one, even through another module (Storage through GRDB), does not load without them.
manifest="$(dirname "$(dirname "$bin")")/$(basename "$bin").yaml"
maps=()
while IFS= read -r map; do
    maps+=(-Xcc "-fmodule-map-file=$map")
done < <(grep -o 'fmodule-map-file=[^"]*' "$manifest" | sed 's/^fmodule-map-file=//' | sort -u)
for catalog in Modules/*/Documentation.docc; do
    module="$(basename "$(dirname "$catalog")")"
    graphs="$out/$module.symbols"
    rm -rf "$graphs" "$out/$module.doccarchive"
    mkdir -p "$graphs"
    swift-symbolgraph-extract -module-name "$module" -I "$bin/Modules" -target "$triple" \
        -minimum-access-level package -output-dir "$graphs" "${maps[@]}"
    docc convert "$catalog" --additional-symbol-graph-dir "$graphs" --output-path "$out/$module.doccarchive" \
        --fallback-display-name "$module" --fallback-bundle-identifier "bindery.$module" \
        --warnings-as-errors > "$out/$module.log" 2>&1 || { cat "$out/$module.log"; echo "docs: $catalog has warnings"; exit 1; }
    echo "docs: $module"
done
