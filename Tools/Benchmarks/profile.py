#!/usr/bin/env python3
"""Where one pipeline's instructions go, per cycle, grouped by what the functions do.

    python3 profile.py BENCHMARKS LAYERS once PIPELINE IMPLEMENTATION
    python3 profile.py BENCHMARKS LAYERS layer NAME

(`make -C Tools/Benchmarks profile ARGS="once bind-unbind 2"`; the implementation is the
benchmark's index: 0 plain closures, 1 OpenCombine, then RxSwift when built with it, then
ReactiveCore; the layers are `layers`'s, an executable of its own.) Runs the stripped binary under callgrind at 20,000 and 40,000 cycles, takes
each function's exclusive cost from `callgrind_annotate`, and prints the difference divided by
20,000: the total, grouped by what the functions do, then the largest functions.
"""
import re
import subprocess
import sys
import tempfile

GROUPS = [
    ("malloc and free", r"malloc\.c|arena\.c|\?\?\?:malloc |\?\?\?:free "),
    ("the runtime's object allocation and deallocation (with the release that frees)",
     r"swift_slowAlloc|swift_allocObject|swift_deallocObject|swift_deallocClassInstance"
     r"|_swift_release_dealloc|swift_slowDealloc|doDecrementSlow|swift_deallocPartial"),
    ("other retains and releases", r"swift_retain|swift_release|swift_bridgeObjectRe|swift_isUniquelyReferenced"),
    ("mutexes", r"pthread_mutex"),
    ("existential and array element copies and destructions",
     r"boxed_opaque_existential|ValueWitnesses|Disposable_pW|WOh|WOb|WOc|WOe|wxx|wcp|Stride|arrayDestroy"
     r"|memcpy|memmove"),
    ("weak references", r"weak|Weak"),
    ("the trampoline's thread-locals", r"specific|tls_get_addr|SwiftTLSContext"),
    ("asking Foundation for the main thread", r"_CFIsMainThread|syscall|getpid|gettid"),
]


def costs(binary, arguments, cycles):
    """Each function's exclusive instruction count for a run of `cycles` cycles."""
    with tempfile.NamedTemporaryFile(suffix=".callgrind") as out:
        subprocess.run(
            ["valgrind", "--tool=callgrind", f"--callgrind-out-file={out.name}", binary, *arguments, str(cycles)],
            check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        report = subprocess.run(
            ["callgrind_annotate", "--threshold=100", out.name], check=True, capture_output=True, text=True).stdout
    functions = {}
    for line in report.splitlines():
        match = re.match(r"\s*([\d,]+) \([^)]*\)\s+(.*)", line)
        if match and "PROGRAM TOTALS" not in line:
            name = match.group(2)
            functions[name] = functions.get(name, 0) + int(match.group(1).replace(",", ""))
    return functions


def main():
    if len(sys.argv) < 5 or sys.argv[3] not in ("once", "layer"):
        sys.exit(__doc__)
    if sys.argv[3] == "once":
        binary, arguments = sys.argv[1], sys.argv[3:]
    else:
        binary, arguments = sys.argv[2], sys.argv[4:]
    first, second = costs(binary, arguments, 20_000), costs(binary, arguments, 40_000)
    per_cycle = {name: (second.get(name, 0) - first.get(name, 0)) / 20_000 for name in set(first) | set(second)}
    per_cycle = {name: cost for name, cost in per_cycle.items() if abs(cost) >= 0.5}
    total = sum(per_cycle.values())
    grouped = {title: 0.0 for title, _ in GROUPS}
    rest = 0.0
    for name, cost in per_cycle.items():
        for title, pattern in GROUPS:
            if re.search(pattern, name):
                grouped[title] += cost
                break
        else:
            rest += cost
    print(f"{' '.join(sys.argv[3:])}: {total:,.0f} instructions per cycle")
    for title, cost in grouped.items():
        print(f"  {cost:7,.0f}  {title}")
    print(f"  {rest:7,.0f}  the rest: the code of the benchmark and of the library, closures, atomics")
    print("largest functions:")
    for name, cost in sorted(per_cycle.items(), key=lambda item: -item[1])[:15]:
        short = re.sub(r"\s*\[[^\]]*\]$", "", name)
        print(f"  {cost:7,.0f}  {short[:110]}")


if __name__ == "__main__":
    main()
