#!/usr/bin/env bash
# Runs RxSwift 6.10.2's own tests against this checkout's ReactiveCore, imports swapped, with the
# per-test leak check on (docs/COMPATIBILITY.md, "RxSwift's own tests", says what is adapted and
# why). RxSwift's code is copied into SCRATCH, outside this repository, and never enters it.
#
#   Tools/Compatibility/rxswift-suite.sh RXSWIFT SCRATCH
#
# RXSWIFT is a clone of RxSwift (tag 6.10.2 is checked out from it); SCRATCH is a new folder.
# Prints the XCTest summary and the failing tests; the exit status is swift test's.
set -eu
rxswift=$(cd "$1" && pwd)
scratch=$2
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
find "$scratch/Sources" "$scratch/Tests" -name '*.swift' -exec sed -i -E \
    -e 's/^(@testable )?import (RxSwift|RxRelay|RxCocoa)$/\1import ReactiveCore/' \
    -e 's/^import RxTest$/import ReactiveTesting/' \
    -e 's/RxSwift\.Resources/ReactiveCore.Resources/' {} +
# The per-test leak check, which 6.10.2 turns off for Swift 5.5 and later.
sed -i 's|#if !swift(>=5.5)|#if true // the per-test leak check, on|' RxTest.swift
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
// Adaptations of RxSwift 6.10.2's tests to ReactiveCore on Linux (not RxSwift's code).
import ReactiveCore
import XCTest

/// RxSwift's internal record of its tail-recursive sink's depth; ReactiveCore has none.
var maxTailRecursiveSinkStackSize = 0

extension XCTestCase {
    /// Darwin's XCTest waits without a timeout; swift-corelibs-xctest needs one.
    func wait(for expectations: [XCTestExpectation]) {
        wait(for: expectations, timeout: 60)
    }
}
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
cd "$scratch"
swift build --build-tests
status=0
swift test --skip-build > test.log 2>&1 || status=$?
grep -E "^Test Case '.*' failed" test.log || true
grep -E "Executed [0-9]+ tests" test.log | tail -1
exit $status
