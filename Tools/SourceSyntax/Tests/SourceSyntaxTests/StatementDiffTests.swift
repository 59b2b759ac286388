import Testing

@testable import SourceSyntax

/// What a fix is priced at: the statements a patched file adds or changes, under the same names.
struct StatementDiffTests {
    let original = """
        import ReactiveCore

        extension ReactorStyle {
            package static func makeLibrary() -> Screen<LibraryView> {
                .reactor(LibraryReactor()) { LibraryViewController(view: $0) }
            }
        }

        /// The main code.
        package final class LibraryViewController: View {
            package var disposeBag = DisposeBag()

            package func bind(reactor: LibraryReactor) {
                view.selections.map { .selectRow($0) }.bind(to: reactor.action).disposed(by: disposeBag)
                reactor.pulse(\\.$trackToEdit).compactMap { $0 }.bind(to: view.openEditor).disposed(by: disposeBag)
            }
        }
        """

    @Test func aPatchedFileWithOneChangedStatementCostsOne() {
        let patched = """
            import ReactiveCore

            extension ReactorStyle {
                package static func makeLibrary() -> Screen<LibraryView> {
                    .reactor(LibraryReactor()) { LibraryViewController(view: $0) }
                }
            }

            /// A different comment,
            /// and different formatting.
            final class LibraryViewController: View {
                var disposeBag = DisposeBag()

                func bind(reactor: LibraryReactor) {
                    view.selections
                        .map { .selectRow($0) }
                        .bind(to: reactor.action)
                        .disposed(by: disposeBag)
                    reactor.pulse(\\.$trackToEdit).skip(1).compactMap { $0 }.bind(to: view.openEditor)
                        .disposed(by: disposeBag)
                }
            }
            """
        #expect(
            StatementDiff.changedStatements(patched, against: [original]) == [
                "LibraryViewController.bind: reactor . pulse ( \\ . $trackToEdit ) . skip ( 1 ) . compactMap { $0 } "
                    + ". bind ( to : view . openEditor ) . disposed ( by : disposeBag )"
            ])
    }

    @Test func aRenamedTypeIsAChange() {
        let original = "final class Model { let catalog = 1 }"
        let patched = "final class KeptModel { let catalog = 1 }"
        #expect(
            StatementDiff.changedStatements(patched, against: [original]) == [
                "final class KeptModel { }", "KeptModel: let catalog = 1",
            ])
    }

    @Test func aStatementMovedFromAFunctionToItsTypeIsAChange() {
        let original = "final class Model { func run() { let color = 1 } }"
        let variant = "final class Model { let color = 1\n func run() {} }"
        #expect(StatementDiff.changedStatements(variant, against: [original]) == ["Model: let color = 1"])
    }

    @Test func theTypesOwnNameQualifyingANestedTypeIsDropped() {
        let original = "final class GreetingViewModel { let input: Input }"
        let patched = "final class GreetingViewModel { let input: GreetingViewModel.Input }"
        #expect(StatementDiff.changedStatements(patched, against: [original]).isEmpty)
    }

    @Test func aTestsStatementsCountOneExpressionClosuresWithTheirStatement() {
        let source = """
            struct Suite {
                @Test func rule() {
                    let scheduler = TestScheduler()
                    scheduler.scheduleAt(100) { model.query.accept("b") }
                    mock(scheduler) {
                        let results = scheduler.start { model.results }
                        #expect(results.events == [])
                    }
                }
            }
            """
        #expect(StatementDiff.firstTestStatements(of: source)?.count == 5)
    }
}
