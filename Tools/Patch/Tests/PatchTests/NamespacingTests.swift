import Patch
import Testing

struct NamespacingTests {
    @Test func wrapsTypesRetargetsTheStylesExtensionsAndQualifiesTheCopiedTypes() throws {
        let viewModel = """
            import ReactiveCore

            /// The library.
            @MainActor
            package final class LibraryViewModel {
                let title = "LibraryViewModel \\(TransformStyle.library)"
            }

            extension LibraryViewModel: LibraryViewModelOutput {}

            package typealias Items = [String]
            """
        let controller = """
            extension TransformStyle {
                package static func makeLibrary() -> LibraryViewModel { library(showing: true) }

                static func library(showing: Bool) -> LibraryViewModel {
                    TransformStyle.library.self; return LibraryViewModel()  // LibraryViewModel
                }
            }
            """
        let rewritten = try Namespacing.rewrite(
            [("VM.swift", viewModel), ("VC.swift", controller)], into: "MainAnswers", styleType: "TransformStyle")
        #expect(
            rewritten[0].text == """
                import ReactiveCore

                extension MainAnswers {
                /// The library.
                @MainActor
                package final class LibraryViewModel {
                    let title = "LibraryViewModel \\(TransformStyle.library)"
                }
                }

                extension MainAnswers.LibraryViewModel: LibraryViewModelOutput {}

                extension MainAnswers {
                package typealias Items = [String]
                }
                """)
        #expect(
            rewritten[1].text == """
                extension MainAnswers {
                    package static func makeLibrary() -> LibraryViewModel { library(showing: true) }

                    static func library(showing: Bool) -> LibraryViewModel {
                        MainAnswers.library.self; return LibraryViewModel()  // LibraryViewModel
                    }
                }
                """)
    }

    @Test func aTopLevelFunctionIsRefusedNamingTheFile() {
        let error = #expect(throws: Namespacing.Failure.self) {
            try Namespacing.rewrite([("A.swift", "func helper() {}\n")], into: "Fix", styleType: "TransformStyle")
        }
        #expect(
            error?.description
                == "Fix: A.swift: a top-level \"func\" the fix's namespace cannot hold (only types and extensions are copied)"
        )
    }

    @Test func aFixPlaysWhatItChangesAndWhatNamesAPlayedType() throws {
        let files = [
            ("VM.swift", "final class LibraryViewModel {}\n"),
            (
                "VC.swift",
                "extension TransformStyle {\n    static func make() -> LibraryViewModel { LibraryViewModel() }\n}\n"
            ),
            ("Other.swift", "// LibraryViewModel, in a comment only\nfinal class Unrelated {}\n"),
        ]
        #expect(try Namespacing.played(files, changed: ["VM.swift"]) == ["VM.swift", "VC.swift"])
        #expect(try Namespacing.played(files, changed: ["VC.swift"]) == ["VC.swift"])
    }
}
