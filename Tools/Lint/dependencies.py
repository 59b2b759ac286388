#!/usr/bin/env python3
"""Declared equals imported: every target's declared dependencies against its sources' imports.

Reads `swift package describe --type json` (on standard input, or runs it) and greps each Swift
target's sources for `import` lines. Fails, naming the target and the module, when a target
declares a dependency it never imports (unused), or imports a module of this package, or of a
package product it uses elsewhere, that it does not declare (undeclared). SwiftPM's own check
(`swift build --explicit-target-dependency-import-check error`) covers the undeclared half
during a build; this one needs no build.

A dependency on an executable target is not imported but built (a test that runs the binary), and
one on a build-tool plugin is not imported but run during the build (`TerminalApp`'s
`EmbedSources`, which generates a source file), so neither is ever unused. A lab's imports (a
style's, or the pitfall lab's) include those of the fixes the `LabFixes` plugin compiles from its
patches (`fix_imports`). Run from the package root: Tools/Lint/dependencies.py [describe.json]
"""
import json
import os
import re
import subprocess
import sys

IMPORT = re.compile(
    r"^\s*(?:@[A-Za-z_]+(?:\([^)]*\))?\s+)*import\s+(?:(?:typealias|struct|class|enum|protocol|let|var|func)\s+)?([A-Za-z_][A-Za-z0-9_]*)",
    re.MULTILINE,
)


def describe(root):
    if len(sys.argv) > 1:
        with open(sys.argv[1]) as file:
            return json.load(file)
    output = subprocess.run(
        ["swift", "package", "describe", "--type", "json"], cwd=root, check=True, capture_output=True, text=True
    ).stdout
    return json.loads(output[output.index("{"):])


def imports(root, target):
    found = set()
    for source in target.get("sources", []):
        if not source.endswith(".swift"):
            continue
        with open(os.path.join(root, target["path"], source), encoding="utf-8") as file:
            found.update(IMPORT.findall(file.read()))
    return found | fix_imports(root, target)


DECLARED_TYPE = re.compile(
    r"^(?:@[A-Za-z_]+(?:\([^)]*\))?\s+)*(?:(?:public|package|internal|fileprivate|private|final|open)\s+)*"
    r"(?:class|struct|enum|protocol|actor|typealias)\s+([A-Za-z_][A-Za-z0-9_]*)",
    re.MULTILINE,
)


def fix_imports(root, target):
    """What a lab's fixes import once the LabFixes plugin compiles them: `Lab` (the fixes' facts),
    a style lab's style module (none for the pitfall lab, whose patches change its own views), and
    the imports of the files each fix plays, as `Namespacing.played` chooses them (the files its
    patch changes, and those of their folders that name a type a played file declares), the
    patch's own added imports included."""
    fixes = os.path.join(root, target["path"], "Fixes")
    if not os.path.isdir(fixes):
        return set()
    name = target["name"]
    found = {"Lab"} | ({"Style" + name[: -len("Lab")]} if name.endswith("Lab") and name != "Lab" else set())
    for patch in sorted(os.listdir(fixes)):
        with open(os.path.join(fixes, patch), encoding="utf-8") as file:
            text = file.read()
        found.update(IMPORT.findall("\n".join(line[1:] for line in text.splitlines() if line.startswith("+import "))))
        changed = set(re.findall(r"^\+\+\+ b/(\S+)", text, re.MULTILINE))
        sources = {}
        for folder in {os.path.dirname(path) for path in changed}:
            for name in os.listdir(os.path.join(root, folder)):
                if name.endswith(".swift"):
                    with open(os.path.join(root, folder, name), encoding="utf-8") as file:
                        code = re.sub(r"//[^\n]*", "", file.read())
                    sources[os.path.join(folder, name)] = code
        played = set(changed)
        while True:
            declared = {name for path in played for name in DECLARED_TYPE.findall(sources[path])}
            more = {
                path for path, code in sources.items()
                if path not in played and any(re.search(rf"\b{name}\b", code) for name in declared)
            }
            if not more:
                break
            played |= more
        for path in played:
            found.update(IMPORT.findall(sources[path]))
    return found


def main():
    root = os.getcwd()
    package = describe(root)
    targets = {target["name"]: target for target in package["targets"]}
    module = {name: target["c99name"] for name, target in targets.items()}
    products = {product for target in targets.values() for product in target.get("product_dependencies", [])}
    package_modules = set(module.values()) | products
    problems = []
    for name, target in sorted(targets.items()):
        if target.get("module_type") != "SwiftTarget":
            continue
        used = imports(root, target)
        declared = {}
        built = set()
        for dependency in target.get("target_dependencies", []):
            declared[module[dependency]] = dependency
            if targets[dependency]["type"] in ("executable", "plugin"):
                built.add(module[dependency])
        for product in target.get("product_dependencies", []):
            declared[product] = product
        for dependency in sorted(set(declared) - used - built):
            problems.append(f"{name}: declares {declared[dependency]} but never imports it")
        for imported in sorted((used & package_modules) - set(declared) - {target["c99name"]}):
            problems.append(f"{name}: imports {imported} but does not declare it")
    for problem in problems:
        print(f"make lint: {problem}", file=sys.stderr)
    if problems:
        print(f"make lint: {len(problems)} dependencies differ from imports; fix Package.swift", file=sys.stderr)
        sys.exit(1)


main()
