#!/usr/bin/env python3
"""Tools as small as their jobs: no Swift file in Tools/ over 400 lines, no function over 80.

Walks Tools/ (build directories skipped) and, in each Swift file, blanks out comments and string
literals, then measures every `func`, `init`, `deinit` and `subscript` from the line of its keyword
to the line of its closing brace. Fails, naming the file, the line and the size, when a file or a
function is over its limit; a long one is split by job, not exempted. Run from the package root:
Tools/Lint/sizes.py [root]
"""
import os
import re
import sys

MAX_FILE_LINES = 400
MAX_FUNCTION_LINES = 80
DECLARATION = re.compile(r"\b(?:func\s+[^\s(<]+|init[?!]?(?=\s*[(<])|deinit\b|subscript(?=\s*[(<]))")

NEXT_DECLARATION = re.compile(
    r"\s*(?:@|(?:public|package|internal|private|fileprivate|static|mutating|nonisolated|override|final)\b"
    r"|(?:func|init|deinit|subscript|var|let|case|associatedtype|typealias|struct|class|enum|protocol)\b)"
)


def blank(text):
    """The source with comments and string literals replaced by spaces, newlines kept."""
    out = []
    i, n = 0, len(text)

    def keep(chunk):
        out.append("".join("\n" if c == "\n" else " " for c in chunk))

    while i < n:
        if text.startswith("//", i):
            end = text.find("\n", i)
            end = n if end < 0 else end
            keep(text[i:end])
            i = end
        elif text.startswith("/*", i):
            depth, j = 1, i + 2
            while j < n and depth:
                if text.startswith("/*", j):
                    depth, j = depth + 1, j + 2
                elif text.startswith("*/", j):
                    depth, j = depth - 1, j + 2
                else:
                    j += 1
            keep(text[i:j])
            i = j
        elif text[i] == '"' or (text[i] == "#" and re.match(r'#+"', text[i:])):
            hashes = len(re.match(r"#*", text[i:]).group(0))
            start = i + hashes
            quote = '"""' if text.startswith('"""', start) else '"'
            close = quote + "#" * hashes
            j = start + len(quote)
            while j < n and not text.startswith(close, j):
                j += 2 if text[j] == "\\" and not hashes else 1
            j = min(n, j + len(close))
            keep(text[i:j])
            i = j
        else:
            out.append(text[i])
            i += 1
    return "".join(out)


def body(code, i):
    """Where the body's brace opens, or None for a requirement without a body (a protocol's)."""
    depth = 0
    while i < len(code):
        c = code[i]
        if c in "([":
            depth += 1
        elif c in ")]":
            depth -= 1
        elif depth == 0 and c == "{":
            return i
        elif depth == 0 and c == "}":
            return None
        elif depth == 0 and c == "\n" and NEXT_DECLARATION.match(code, i + 1):
            return None
        i += 1
    return None


def functions(code):
    """(line, length) of every function body in blanked source."""
    for match in DECLARATION.finditer(code):
        start = body(code, match.end())
        if start is None:
            continue
        depth, j = 0, start
        while j < len(code):
            if code[j] == "{":
                depth += 1
            elif code[j] == "}":
                depth -= 1
                if depth == 0:
                    break
            j += 1
        first = code.count("\n", 0, match.start()) + 1
        last = code.count("\n", 0, j) + 1
        yield first, last - first + 1


def main():
    root = sys.argv[1] if len(sys.argv) > 1 else "."
    problems = []
    for directory, subdirectories, files in os.walk(os.path.join(root, "Tools")):
        subdirectories[:] = sorted(d for d in subdirectories if not d.startswith(".build"))
        for name in sorted(files):
            if not name.endswith(".swift"):
                continue
            path = os.path.relpath(os.path.join(directory, name), root)
            with open(os.path.join(root, path), encoding="utf-8") as file:
                text = file.read()
            lines = text.count("\n")
            if lines > MAX_FILE_LINES:
                problems.append(f"{path}: {lines} lines (at most {MAX_FILE_LINES}): split it by job")
            for line, length in functions(blank(text)):
                if length > MAX_FUNCTION_LINES:
                    problems.append(
                        f"{path}:{line}: a function of {length} lines (at most {MAX_FUNCTION_LINES}): split it"
                    )
    for problem in problems:
        print(problem, file=sys.stderr)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
