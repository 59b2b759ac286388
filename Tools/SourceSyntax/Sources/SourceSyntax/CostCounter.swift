import SwiftParser
import SwiftSyntax

/// What the cost report counts in a style's code beyond lines and declarations, read from the
/// syntax tree, so that a comment or a name that merely contains a word never counts.
public struct CostCounter: Equatable, Sendable {
    /// Lines that make a stateful bridge between the imperative and the reactive: a subject, a
    /// relay, an outbox, a dispose bag or a serial disposable created, or a task handle stored
    /// (`var loading: Task<Void, Never>?`, or a dictionary of them), which keeps an effect to
    /// cancel it as a bag keeps a subscription.
    public var bridges = 0
    /// 1 when the file wraps its code in a top-level `extension <Name>Style {` of its own lines:
    /// the layout's two lines and one type, not the style's code.
    public var styleExtension = 0
    /// `@MainActor` attributes.
    public var mainActor = 0
    /// Other global actors' attributes (`@…Actor`) and `@globalActor`.
    public var otherGlobalActors = 0
    /// `Sendable`, wherever it is named (conformances, constraints, `@Sendable`).
    public var sendable = 0
    /// `@unchecked Sendable`.
    public var uncheckedSendable = 0
    /// `nonisolated`, with or without `(unsafe)`.
    public var nonisolated = 0
    /// `nonisolated(unsafe)`: storage the compiler is told not to check, as `@unchecked Sendable`
    /// tells it of a type.
    public var nonisolatedUnsafe = 0
    /// Conversions to a Driver or a Signal (`.asDriver(`, `.asSignal(`): each shares the sequence
    /// and hops to the main scheduler, which costs subscriptions and allocations.
    public var traitConversions = 0

    /// The types whose creation is a bridge.
    static let bridgeTypes: Set<String> = [
        "PublishSubject", "BehaviorSubject", "ReplaySubject", "PublishRelay", "BehaviorRelay", "ReplayRelay", "Outbox",
        "DisposeBag", "SerialDisposable",
    ]

    /// The counts of `source`.
    public init(source: String) {
        let tree = Parser.parse(source: source)
        let visitor = BridgeFinder(converter: SourceLocationConverter(fileName: "", tree: tree))
        visitor.walk(tree)
        bridges = visitor.lines.count
        styleExtension = visitor.styleExtension ? 1 : 0
        countTokens(Array(tree.tokens(viewMode: .sourceAccurate)))
    }

    /// The counts as columns, in the order `source-syntax count` prints them.
    public var columns: [Int] {
        [
            bridges, styleExtension, mainActor, otherGlobalActors, sendable, uncheckedSendable, nonisolated,
            nonisolatedUnsafe, traitConversions,
        ]
    }

    private mutating func countTokens(_ tokens: [TokenSyntax]) {
        func text(_ index: Int) -> String { index < tokens.count ? tokens[index].text : "" }
        for (index, token) in tokens.enumerated() {
            switch token.text {
            case "@":
                let name = text(index + 1)
                if name == "MainActor" { mainActor += 1 }
                if name != "MainActor" && name.hasSuffix("Actor") || name == "globalActor" { otherGlobalActors += 1 }
                if name == "unchecked" && text(index + 2) == "Sendable" { uncheckedSendable += 1 }
            case "Sendable": sendable += 1
            case "nonisolated":
                nonisolated += 1
                if text(index + 1) == "(" && text(index + 2) == "unsafe" { nonisolatedUnsafe += 1 }
            case ".":
                if ["asDriver", "asSignal"].contains(text(index + 1)) && text(index + 2) == "(" {
                    traitConversions += 1
                }
            default: break
            }
        }
    }
}

/// Finds the lines that create a bridge or store a task handle, and the layout's style extension.
private final class BridgeFinder: SyntaxVisitor {
    let converter: SourceLocationConverter
    var lines = Set<Int>()
    var styleExtension = false

    init(converter: SourceLocationConverter) {
        self.converter = converter
        super.init(viewMode: .sourceAccurate)
    }

    private func line(_ node: some SyntaxProtocol) -> Int {
        converter.location(for: node.positionAfterSkippingLeadingTrivia).line
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        var callee = ExprSyntax(node.calledExpression)
        if let generic = callee.as(GenericSpecializationExprSyntax.self) { callee = generic.expression }
        if let name = callee.as(DeclReferenceExprSyntax.self)?.baseName.text,
            CostCounter.bridgeTypes.contains(name)
        {
            lines.insert(line(node))
        }
        return .visitChildren
    }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        let ignoredOnly = node.attributes.allSatisfy {
            $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "ObservationIgnored"
        }
        let accessOnly = node.modifiers.allSatisfy {
            ["package", "private", "fileprivate", "internal", "public"].contains($0.name.text) && $0.detail == nil
        }
        if node.bindingSpecifier.tokenKind == .keyword(.var), ignoredOnly, accessOnly,
            let type = node.bindings.first?.typeAnnotation?.type, Self.holdsTasks(type)
        {
            lines.insert(line(node))
        }
        return .visitChildren
    }

    /// A `Task<…>` (optional or not), or a dictionary of them.
    private static func holdsTasks(_ type: TypeSyntax) -> Bool {
        if let optional = type.as(OptionalTypeSyntax.self) { return holdsTasks(optional.wrappedType) }
        if let dictionary = type.as(DictionaryTypeSyntax.self) { return isTask(dictionary.value) }
        return isTask(type)
    }

    private static func isTask(_ type: TypeSyntax) -> Bool {
        if let optional = type.as(OptionalTypeSyntax.self) { return isTask(optional.wrappedType) }
        guard let identifier = type.as(IdentifierTypeSyntax.self) else { return false }
        return identifier.name.text == "Task" && identifier.genericArgumentClause != nil
    }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        let opening = line(node)
        if node.parent?.parent?.parent?.is(SourceFileSyntax.self) == true, node.attributes.isEmpty,
            node.modifiers.isEmpty, node.inheritanceClause == nil, node.genericWhereClause == nil,
            let type = node.extendedType.as(IdentifierTypeSyntax.self), type.genericArgumentClause == nil,
            type.name.text.hasSuffix("Style"),
            converter.location(for: node.positionAfterSkippingLeadingTrivia).column == 1,
            line(node.memberBlock.leftBrace) == opening,
            node.memberBlock.members.first.map({ line($0) > opening }) ?? true
        {
            styleExtension = true
        }
        return .visitChildren
    }
}
