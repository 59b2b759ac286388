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
patches (`fix_imports`), through the files each fix plays, which `lab-fixes played` prints (the
build's own rule, `Namespacing.played`): so the lint needs the tool built. Run from the package
root: Tools/Lint/dependencies.py DESCRIBE_JSON LAB_FIXES (make lint passes both)
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


def describe(path):
    with open(path) as file:
        return json.load(file)


def patches(root, target):
    """The paths of a target's fixes' patches, as the `LabFixes` plugin finds them."""
    fixes = os.path.join(root, target["path"], "Fixes")
    if not os.path.isdir(fixes):
        return []
    return [os.path.join(fixes, name) for name in sorted(os.listdir(fixes)) if name.endswith(".patch")]


def played_files(root, lab_fixes, targets):
    """Each patch's played files (relative to `root`), as `lab-fixes played` prints them."""
    every = [patch for target in targets for patch in patches(root, target)]
    run = subprocess.run([lab_fixes, "played", root, *every], capture_output=True, text=True)
    if run.returncode != 0:
        print(f"make lint: {lab_fixes} played failed: {run.stderr.strip()}", file=sys.stderr)
        sys.exit(1)
    played = {patch: [] for patch in every}
    for line in run.stdout.splitlines():
        patch, path = line.split("\t")
        played[patch].append(path)
    return played


def imports(root, target, played):
    found = set()
    for source in target.get("sources", []):
        if not source.endswith(".swift"):
            continue
        with open(os.path.join(root, target["path"], source), encoding="utf-8") as file:
            found.update(IMPORT.findall(file.read()))
    return found | fix_imports(root, target, played)


def fix_imports(root, target, played):
    """What a lab's fixes import once the LabFixes plugin compiles them: `Lab` (the fixes' facts),
    a style lab's style module (none for the pitfall lab, whose patches change its own views), and
    the imports of the files each fix plays (`played`, from `lab-fixes played`), the patch's own
    added imports included."""
    if not patches(root, target):
        return set()
    name = target["name"]
    found = {"Lab"} | ({"Style" + name[: -len("Lab")]} if name.endswith("Lab") and name != "Lab" else set())
    for patch in patches(root, target):
        with open(patch, encoding="utf-8") as file:
            text = file.read()
        found.update(IMPORT.findall("\n".join(line[1:] for line in text.splitlines() if line.startswith("+import "))))
        for path in played[patch]:
            with open(os.path.join(root, path), encoding="utf-8") as file:
                found.update(IMPORT.findall(file.read()))
    return found


def main():
    if len(sys.argv) != 3:
        sys.exit("usage: Tools/Lint/dependencies.py DESCRIBE_JSON LAB_FIXES (see make lint)")
    root = os.getcwd()
    package = describe(sys.argv[1])
    targets = {target["name"]: target for target in package["targets"]}
    played = played_files(root, sys.argv[2], targets.values())
    module = {name: target["c99name"] for name, target in targets.items()}
    products = {product for target in targets.values() for product in target.get("product_dependencies", [])}
    package_modules = set(module.values()) | products
    problems = []
    for name, target in sorted(targets.items()):
        if target.get("module_type") != "SwiftTarget":
            continue
        used = imports(root, target, played)
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
