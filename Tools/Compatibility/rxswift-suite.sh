#!/usr/bin/env bash
# Runs RxSwift 6.10.2's own tests against this checkout's ReactiveCore, imports swapped, with the
# per-test leak check on (docs/COMPATIBILITY.md, "RxSwift's own tests", says what is adapted and
# why). RxSwift's code is copied into SCRATCH, outside this repository, and never enters it.
#
#   Tools/Compatibility/rxswift-suite.sh RXSWIFT SCRATCH [--on-rxswift]
#
# RXSWIFT is a clone of RxSwift (tag 6.10.2 is checked out from it); SCRATCH is a new folder.
# With --on-rxswift the same tests, with the same leak check and the same files left out, run
# against RxSwift itself instead: the reference that says which failures are this core's.
# Prints the XCTest summary and the failing tests; the exit status is swift test's.
set -eu
rxswift=$(cd "$1" && pwd)
scratch=$2
reference=false
case "${3:-}" in
    "") ;;
    --on-rxswift) reference=true ;;
    *) echo "usage: $0 RXSWIFT SCRATCH [--on-rxswift]" >&2; exit 2 ;;
esac
core=$(cd "$(dirname "$0")/../.." && pwd)
mkdir -p "$scratch"
scratch=$(cd "$scratch" && pwd)
rm -rf "$scratch/checkout" "$scratch/Sources" "$scratch/Tests"
git clone -q --branch 6.10.2 "$rxswift" "$scratch/checkout"
mkdir -p "$scratch/Sources/RxBlocking" "$scratch/Tests/AllTests"
cp "$scratch"/checkout/Sources/RxBlocking/*.swift "$scratch/Sources/RxBlocking/"
cp -r "$scratch"/checkout/Tests/RxSwiftTests/. "$scratch/Tests/AllTests/"
cp "$scratch"/checkout/Tests/RxRelayTests/*.swift "$scratch"/checkout/Tests/RxBlockingTests/*.swift \
    "$scratch"/checkout/Tests/Platform/*.swift "$scratch"/checkout/Tests/*.swift \
    "$scratch"/checkout/Sources/RxSwift/RxMutableBox.swift "$scratch/Tests/AllTests/"
cd "$scratch/Tests/AllTests"
find . -name '*.tt' -delete
# Tests of RxSwift's own data structures, through @testable import.
rm BagTest.swift QueueTests.swift AtomicTests.swift RecursiveLockTest.swift
sed -i 's|#if !swift(>=5.5)|#if true // the per-test leak check, on|' RxTest.swift
# Either way the tests run on swift-corelibs-xctest.
cat > LinuxXCTest.swift <<'SWIFT'
// An adaptation of RxSwift 6.10.2's tests to Linux (not RxSwift's code).
import XCTest

extension XCTestCase {
    /// Darwin's XCTest waits without a timeout; swift-corelibs-xctest needs one.
    func wait(for expectations: [XCTestExpectation]) {
        wait(for: expectations, timeout: 60)
    }
}
SWIFT
if $reference; then
    # RxCocoa does not build on Linux: the two files of it the tests call (`bind(to:)` on an
    # Observable and on an Infallible), taken from the same checkout, and its `rxFatalErrorInDebug`.
    # RxCocoa's SharingScheduler has no such stand-in: its 3 tests are left out.
    cp "$scratch/checkout/RxCocoa/Common/Observable+Bind.swift" RxCocoaObservableBind.swift
    cp "$scratch/checkout/RxCocoa/Common/Infallible+Bind.swift" RxCocoaInfallibleBind.swift
    sed -i 's/^import RxSwift$/import RxSwift\nimport RxRelay/' RxCocoaInfallibleBind.swift
    rm SharingSchedulerTests.swift
    find . -name '*.swift' -exec sed -i '/^import RxCocoa$/d' {} +
    rm -rf "$scratch/Sources"
    cat > RxCocoaAdaptations.swift <<'SWIFT'
// RxCocoa's pieces the tests reach, for a Linux build without RxCocoa (not RxSwift's code).

/// RxCocoa's debug trap, which its `bind(to:)` calls on an error.
func rxFatalErrorInDebug(_ message: @autoclosure () -> String, file: StaticString = #file, line: UInt = #line) {
    #if DEBUG
        fatalError(message(), file: file, line: line)
    #else
        print("\(file):\(line): \(message())")
    #endif
}
SWIFT
    cat > "$scratch/Package.swift" <<SWIFT
// swift-tools-version: 6.2
import PackageDescription

let package = Package(
    name: "RxSwiftSuiteOnRxSwift",
    dependencies: [.package(name: "RxSwift", path: "$scratch/checkout")],
    targets: [
        .testTarget(
            name: "AllTests",
            dependencies: [
                .product(name: "RxSwift", package: "RxSwift"), .product(name: "RxRelay", package: "RxSwift"),
                .product(name: "RxBlocking", package: "RxSwift"), .product(name: "RxTest", package: "RxSwift"),
            ],
            swiftSettings: [.define("TRACE_RESOURCES"), .swiftLanguageMode(.v5)]),
    ]
)
SWIFT
    # RxSwift counts its resources only when its own modules are built with TRACE_RESOURCES.
    build_flags="-Xswiftc -DTRACE_RESOURCES"
else
find "$scratch/Sources" "$scratch/Tests" -name '*.swift' -exec sed -i -E \
    -e 's/^(@testable )?import (RxSwift|RxRelay|RxCocoa)$/\1import ReactiveCore/' \
    -e 's/^import RxTest$/import ReactiveTesting/' \
    -e 's/RxSwift\.Resources/ReactiveCore.Resources/' {} +
# The per-test leak check, which 6.10.2 turns off for Swift 5.5 and later.
python3 - <<'PYTHON'
import re
def edit(path, old, new):
    text = open(path).read()
    assert old in text, (path, old)
    open(path, "w").write(text.replace(old, new))
edit("Resources.swift", "    static var numberOfSerialDispatchQueueObservables: Int32 {\n"
     "        ReactiveCore.Resources.numberOfSerialDispatchQueueObservables\n    }",
     "    /// RxSwift's internal count; ReactiveCore has none: -1, so the tests reading it fail.\n"
     "    static var numberOfSerialDispatchQueueObservables: Int32 { -1 }")
edit("TestImplementations/Observable+Extensions.swift",
     "public func == <T>(lhs: Observable<T>, rhs: Observable<T>) -> Bool {\n    lhs === rhs\n}",
     "// Structural: ReactiveCore's Observable is a struct, with no identity.\n"
     "public func == <T>(lhs: Observable<T>, rhs: Observable<T>) -> Bool {\n    false\n}")
edit("Observable+Tests.swift", "        XCTAssert(xs !== ys)\n",
     "        XCTFail(\"structural: ReactiveCore's Observable is a struct, with no identity (xs !== ys)\")\n")
edit("Observable+Tests.swift", "        XCTAssertTrue(res !== xs)\n",
     "        XCTFail(\"structural: ReactiveCore's Observable is a struct, with no identity (res !== xs)\")\n")
PYTHON
cat > Adaptations.swift <<'SWIFT'
// Adaptations of RxSwift 6.10.2's tests to ReactiveCore (not RxSwift's code).

/// RxSwift's internal record of its tail-recursive sink's depth; ReactiveCore has none.
var maxTailRecursiveSinkStackSize = 0
SWIFT
cat > "$scratch/Package.swift" <<SWIFT
// swift-tools-version: 6.2
import PackageDescription

let package = Package(
    name: "RxSwiftSuiteOnReactiveCore",
    dependencies: [.package(name: "Bindery", path: "$core")],
    targets: [
        .target(
            name: "RxBlocking", dependencies: [.product(name: "ReactiveCore", package: "Bindery")],
            swiftSettings: [.swiftLanguageMode(.v5)]),
        .testTarget(
            name: "AllTests",
            dependencies: [
                "RxBlocking", .product(name: "ReactiveCore", package: "Bindery"),
                .product(name: "ReactiveTesting", package: "Bindery"),
            ],
            swiftSettings: [.define("TRACE_RESOURCES"), .swiftLanguageMode(.v5)]),
    ]
)
SWIFT
    build_flags=
fi
cd "$scratch"
swift build --build-tests $build_flags
status=0
swift test --skip-build > test.log 2>&1 || status=$?
grep -E "^Test Case '.*' failed" test.log || true
grep -E "Executed [0-9]+ tests" test.log | tail -1
exit $status
