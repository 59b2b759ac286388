import SwiftParser
import SwiftSyntax

/// Counts the statements and declarations of a Swift file from its syntax tree, not from the look
/// of its lines: a statement spread over several lines counts once, and a declaration is found
/// whatever its modifiers and attributes.
public struct StatementCounter: Equatable, Sendable {
    /// Statements: each item of a code block (a statement, an expression, a local declaration) and
    /// each member of a type, but imports.
    public var statements = 0
    /// Type declarations: classes, structs, enums, protocols, actors and extensions.
    public var types = 0
    /// Stored properties declared at a type's level (a `let` or `var` without accessors).
    public var properties = 0
    /// Functions, initializers and subscripts.
    public var methods = 0

    /// The counts of `source`.
    public init(source: String) {
        let visitor = Visitor(viewMode: .sourceAccurate)
        visitor.walk(Parser.parse(source: source))
        self = visitor.counts
    }

    /// Counts given as they are (tests compare with them).
    init(statements: Int = 0, types: Int = 0, properties: Int = 0, methods: Int = 0) {
        (self.statements, self.types, self.properties, self.methods) = (statements, types, properties, methods)
    }
}

private final class Visitor: SyntaxVisitor {
    var counts = StatementCounter()

    override func visit(_ node: CodeBlockItemSyntax) -> SyntaxVisitorContinueKind {
        if !node.item.is(ImportDeclSyntax.self) { counts.statements += 1 }
        return .visitChildren
    }

    override func visit(_ node: MemberBlockItemSyntax) -> SyntaxVisitorContinueKind {
        counts.statements += 1
        if let variable = node.decl.as(VariableDeclSyntax.self),
            variable.bindings.allSatisfy({ $0.accessorBlock == nil })
        {
            counts.properties += variable.bindings.count
        }
        return .visitChildren
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { type() }
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { type() }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { type() }
    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind { type() }
    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { type() }
    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind { type() }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { method() }
    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind { method() }
    override func visit(_ node: SubscriptDeclSyntax) -> SyntaxVisitorContinueKind { method() }

    private func type() -> SyntaxVisitorContinueKind {
        counts.types += 1
        return .visitChildren
    }

    private func method() -> SyntaxVisitorContinueKind {
        counts.methods += 1
        return .visitChildren
    }
}
