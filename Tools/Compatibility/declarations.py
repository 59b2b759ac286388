#!/usr/bin/env python3
"""Lists the public declarations of an RxSwift checkout, one row per declaration, the way
docs/COMPATIBILITY.md lists them: `folder <TAB> declaration <TAB> overloads`.

    python3 Tools/Compatibility/declarations.py path/to/RxSwift            # the list
    python3 Tools/Compatibility/declarations.py path/to/RxSwift --check    # against the audit

It reads RxSwift/, RxRelay/, RxTest/ and RxCocoa's platform-independent part (Traits/ and the
two Bind files of Common/). A declaration is public when marked `public` or `open` (a
`private(set)` or `internal(set)` setter does not change that), or when it is an unmarked member
(a nested type included) of a `public extension`, or an unmarked member of a public protocol.
Overloads that differ only in how many sources they take (combineLatest and zip of 2 to 8) are
one row, `_:…`. With `--check` it exits 1 when docs/COMPATIBILITY.md lists a declaration the
checkout lacks, or lacks one the checkout has, or when a closure parameter that may throw in
RxSwift may not throw in ReactiveCore or ReactiveTesting.

Only for updating the audit to a new RxSwift: CI checks the audit against the API-surface test
(`make docs-check`) and needs no RxSwift checkout.
"""
import collections
import os
import re
import sys

COCOA = ["RxCocoa/Common/Observable+Bind.swift", "RxCocoa/Common/Infallible+Bind.swift"]

# (context, declaration) -> the signatures read, for comparing closure parameters.
SIGNATURES = {}


def swift_files(root, tops=("RxSwift", "RxRelay", "RxTest", "RxCocoa/Traits")):
    """The Swift files under `tops` (and RxCocoa's two Bind files), relative to root."""
    for top in tops:
        for directory, _, files in os.walk(os.path.join(root, top)):
            for name in sorted(files):
                if name.endswith(".swift") and os.path.isfile(os.path.join(directory, name)):
                    yield os.path.relpath(os.path.join(directory, name), root)
    for path in COCOA:
        if os.path.isfile(os.path.join(root, path)):
            yield path


# A setter's access (`public private(set) var`) is a modifier too; it does not hide the getter.
SETTER_ACCESS = r"(?:private|fileprivate|internal|package)\(set\)"
MODIFIERS = (
    r"(?:(?:" + SETTER_ACCESS
    + r"|public|open|final|static|class|override|convenience|required|mutating|nonisolated|indirect|private|fileprivate"
    + r"|internal|package)\s+)*")
ATTRIBUTES = r"(?:@\w+(?:\([^)]*\))?\s+)*"
MEMBER = re.compile(
    r"^\s*" + ATTRIBUTES + "(" + MODIFIERS + r")(func|var|let|init|typealias|case|subscript|associatedtype)\b(.*)")
EXTENSION = re.compile(r"^\s*" + ATTRIBUTES + r"(public\s+)?extension\s+([\w.]+)")
TYPE = re.compile(
    r"^\s*" + ATTRIBUTES + r"((?:public|open|final|private|fileprivate|internal|indirect)\s+)*(struct|class|enum|protocol)\s+(\w+)")
HIDDEN = ("private", "fileprivate", "internal", "package")

# A type or extension being read: its name, the brace depth it opens at, and whether its
# unmarked members are public (a public extension's are; a public protocol's are).
Scope = collections.namedtuple("Scope", "name depth members_public")


def labels(parameters):
    """The argument labels of a parameter list, `a:_:b:`, from the text after its `(`."""
    depth, current, parts = 0, "", []
    for character in parameters.replace("->", "→"):
        if character in "([<":
            depth += 1
        if character in ")]>":
            if depth == 0:
                break
            depth -= 1
        if character == "," and depth == 0:
            parts.append(current)
            current = ""
        else:
            current += character
    if current.strip():
        parts.append(current)
    result = ""
    for part in parts:
        part = part.strip()
        if ":" not in part:
            continue
        words = [word for word in part.split(":")[0].split() if not word.startswith("@")]
        result += (words[0] if words else "_") + ":"
    return result


def member_key(kind, modifiers, signature):
    """How a member is named: `static name(labels:)`, `init(labels:)`, `var name`."""
    static = "static " if "static " in modifiers or "class " in modifiers else ""
    if kind == "func":
        match = re.match(r"([^\s(<]+)\s*(<[^(]*>)?\s*\((.*)", signature)
        return f"{static}{match.group(1)}({labels(match.group(3))})" if match else signature
    if kind == "init":
        return f"init({labels(signature[signature.find('(') + 1:])})" + ("?" if signature.startswith("?") else "")
    return static + kind + " " + re.split(r"[\s:=<({]", signature)[0]


def extract(root, tops=None):
    """(file, context, declaration, overloads) for every public declaration under root."""
    found = []
    for path in swift_files(root, tops) if tops else swift_files(root):
        lines = open(os.path.join(root, path)).read().split("\n")
        scopes, depth, in_comment, waiting = [], 0, False, None
        for number, line in enumerate(lines):
            text = line.strip()
            if in_comment:
                in_comment = "*/" not in text
                continue
            if text.startswith("/*") and "*/" not in text:
                in_comment = True
                continue
            if text.startswith("//") or text.startswith("#"):
                continue
            context = ".".join(scope.name for scope in scopes) or "-"
            opened = None
            extension, type_, member = EXTENSION.match(line), TYPE.match(line), MEMBER.match(line)
            if extension:
                opened = Scope(extension.group(2), depth, bool(extension.group(1)))
            elif type_:
                before_keyword = line.split(type_.group(2))[0]
                directly_inside = bool(scopes) and depth == scopes[-1].depth + 1
                # Unmarked, a type nested in a public extension is public (DisposeBag.DisposableBuilder).
                implied = directly_inside and scopes[-1].members_public and not any(h in before_keyword for h in HIDDEN)
                public = "public" in before_keyword or "open" in before_keyword or bool(implied)
                if public:
                    found.append((path, context, type_.group(2) + " " + type_.group(3)))
                opened = Scope(type_.group(3), depth, public and type_.group(2) == "protocol")
            elif member:
                modifiers, kind, signature = member.group(1), member.group(2), member.group(3).strip()
                directly_inside = scopes and depth == scopes[-1].depth + 1
                access = re.sub(SETTER_ACCESS, "", modifiers)
                implied = directly_inside and scopes[-1].members_public and not any(h in access for h in HIDDEN)
                if "public" in modifiers or "open" in modifiers or implied:
                    following = number
                    if kind in ("func", "init", "subscript"):
                        while signature.count("(") > signature.count(")") and following + 1 < len(lines):
                            following += 1
                            signature += " " + lines[following].strip()
                    key = member_key(kind, modifiers, signature)
                    found.append((path, context, key))
                    SIGNATURES.setdefault((context.split(".")[-1], key), []).append(signature)
            if opened and "{" not in line:
                waiting = opened
            elif opened:
                scopes.append(opened)
            elif waiting and "{" in line:
                scopes.append(waiting)
                waiting = None
            depth += line.count("{") - line.count("}")
            while scopes and depth <= scopes[-1].depth:
                scopes.pop()
    counted = collections.OrderedDict()
    for row in found:
        counted[row] = counted.get(row, 0) + 1
    return [(path, context, key, count) for (path, context, key), count in counted.items()]


def audit_name(path, context):
    """The type a declaration is listed under: `Single` rather than `PrimitiveSequenceType`."""
    file = path.split("/")[-1]
    if context in ("PrimitiveSequenceType", "PrimitiveSequence"):
        return next((trait for trait in ("Single", "Maybe", "Completable") if file.startswith(trait)), "PrimitiveSequence")
    if context == "SharedSequenceConvertibleType":
        return "Driver" if "Driver" in path else "Signal" if "Signal" in path else "SharedSequence"
    return {"ObservableType": "Observable", "InfallibleType": "Infallible"}.get(context, context)


def rows(declarations):
    """(folder, declaration, overloads), named as the audit names them."""
    result = collections.OrderedDict()
    for path, context, key, count in declarations:
        context = context.split(".")[-1]
        arity = re.match(r"(\w+)<((?:\w+: \w+(?:, )?)+)>$", key)
        if arity:
            key = "static " + arity.group(1) + "(_:…)"
        key = re.sub(r"(_:){2,}", "_:…", key).replace("static ", "")
        kind = None
        named = re.match(r"(struct|class|enum|protocol|typealias|associatedtype|var|let|case|subscript)(?:\s+(.*)|$)", key)
        if named:
            kind, key = named.group(1), (named.group(2) or "").strip() or named.group(1)
        owner = audit_name(path, context)
        name = key if owner == "-" else owner + "." + key
        if kind in ("struct", "class", "enum", "protocol", "typealias", "associatedtype"):
            name = kind + " " + name
        folder = path.rsplit("/", 1)[0] if "/" in path else path
        result[(folder, name)] = result.get((folder, name), 0) + count
    return [(folder, name, count) for (folder, name), count in result.items()]


def throwing_parameters(signature):
    """How many closure parameters of a signature may throw."""
    start = signature.find("(")
    depth = 0
    for index in range(start, len(signature)):
        if signature[index] == "(":
            depth += 1
        elif signature[index] == ")":
            depth -= 1
            if depth == 0:
                return signature[start:index].count("throws")
    return signature[start:].count("throws")


def narrower_closures(rxswift_root, repository):
    """Declarations whose closure parameters may throw in RxSwift but not here."""
    SIGNATURES.clear()
    extract(rxswift_root)
    theirs = dict(SIGNATURES)
    SIGNATURES.clear()
    extract(os.path.join(repository, "Modules"), tops=("ReactiveCore", "ReactiveTesting"))

    def shape(group):
        # Overloads with the same labels are told apart by how many of them take throwing
        # closures, and by the most throwing closures one of them takes.
        counts = [throwing_parameters(signature) for signature in group]
        return sum(1 for count in counts if count), max(counts)

    found = []
    for key, signatures in theirs.items():
        if key in SIGNATURES:
            wanted, here = shape(signatures), shape(SIGNATURES[key])
            if here[0] < wanted[0] or here[1] < wanted[1]:
                found.append(f"{key[0]}.{key[1]}")
    return sorted(found)


def audit_rows(path):
    """The declarations docs/COMPATIBILITY.md lists."""
    found = set()
    for line in open(path):
        match = re.match(r"\| `(.+?)` \| (present|differs|left out) \|", line)
        if match:
            found.add(match.group(1).replace("\\|", "|"))
    return found


if __name__ == "__main__":
    listed = rows(extract(sys.argv[1]))
    if "--check" in sys.argv:
        repository = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..")
        audit = audit_rows(os.path.join(repository, "docs", "COMPATIBILITY.md"))
        names = {name for _, name, _ in listed}
        missing, extra = sorted(names - audit), sorted(audit - names)
        for name in missing:
            print("not in the audit:", name)
        for name in extra:
            print("not in RxSwift:", name)
        narrower = narrower_closures(sys.argv[1], repository)
        for name in narrower:
            print("a closure that may throw in RxSwift may not here:", name)
        print(f"{len(names)} declarations in the checkout, {len(audit)} in the audit, {len(narrower)} narrower closures")
        sys.exit(1 if missing or extra or narrower else 0)
    for folder, name, count in listed:
        print(f"{folder}\t{name}\t{count}")
