import SwiftParser
import SwiftSyntax

/// What a fix really changes, in statements: the statements a patched file has that its original
/// does not, under the same names.
///
/// A statement is a code block's item (a statement, an expression, a local declaration; not an
/// import) or a type's member, written as its own tokens: a statement that holds a block (a type,
/// a function, an `if`, a closure of several statements) is its header, and the block's
/// statements are statements of their own. A closure whose body is one expression (`map { .load }`,
/// `scheduleAt(100) { … }`) is part of the statement that holds it. Tokens are compared without
/// their trivia (comments, spaces, line breaks: formatting is not a change) and without access
/// modifiers. Within a type, the type's own name qualifying a name (`GreetingViewModel.Input` in
/// `GreetingViewModel`) is dropped: `Input` and `GreetingViewModel.Input` are one statement there.
public enum StatementDiff {
    /// The statements of `source`, in order, each as its tokens joined by spaces.
    public static func statements(of source: String) -> [String] {
        let tree = Parser.parse(source: source)
        let collector = StatementCollector()
        collector.walk(tree)
        return collector.statements
    }

    /// The statements `variant` adds or changes against `originals` (the files it stands in for,
    /// under the same names), as a diff counts additions: each of the originals' statements
    /// matches one of the variant's at most once. Statements the variant leaves out cost nothing.
    public static func changedStatements(_ variant: String, against originals: [String]) -> [String] {
        var available: [String: Int] = [:]
        for statement in originals.flatMap({ statements(of: $0) }) { available[statement, default: 0] += 1 }
        return statements(of: variant).filter { statement in
            guard let count = available[statement], count > 0 else { return true }
            available[statement] = count - 1
            return false
        }
    }

    /// The statements of the first function of `source` marked `@Test`, its own declaration not
    /// counted, or `nil` when it has none.
    public static func firstTestStatements(of source: String) -> [String]? {
        let tree = Parser.parse(source: source)
        let finder = FirstTestFinder(viewMode: .sourceAccurate)
        finder.walk(tree)
        guard let body = finder.found?.body else { return nil }
        let collector = StatementCollector()
        collector.walk(body)
        return collector.statements
    }

}

/// Whether `node` is a statement of its own (see ``StatementDiff``).
private func isStatement(_ node: Syntax) -> Bool {
    if let item = node.as(CodeBlockItemSyntax.self) {
        if item.item.is(ImportDeclSyntax.self) { return false }
        // The one expression of a closure belongs to the statement that holds the closure.
        if let closure = item.parent?.parent?.as(ClosureExprSyntax.self), closure.statements.count == 1,
            !item.item.is(DeclSyntax.self)
        {
            return false
        }
        return true
    }
    return node.is(MemberBlockItemSyntax.self)
}

/// The name `node` declares, when it is a type, an extension (its extended type) or a function.
private func declarationName(of node: Syntax) -> String? {
    if let decl = node.as(ClassDeclSyntax.self) { return decl.name.text }
    if let decl = node.as(StructDeclSyntax.self) { return decl.name.text }
    if let decl = node.as(EnumDeclSyntax.self) { return decl.name.text }
    if let decl = node.as(ActorDeclSyntax.self) { return decl.name.text }
    if let decl = node.as(ProtocolDeclSyntax.self) { return decl.name.text }
    if let decl = node.as(ExtensionDeclSyntax.self) { return decl.extendedType.trimmedDescription }
    if let decl = node.as(FunctionDeclSyntax.self) { return decl.name.text }
    if node.is(InitializerDeclSyntax.self) { return "init" }
    return nil
}

private let accessLevels: Set<String> = ["public", "package", "internal", "fileprivate", "private", "open"]

/// Collects statements as their own tokens.
private final class StatementCollector {
    var statements: [String] = []

    /// Collects the statements of `node` and of its descendants, in source order.
    func walk(_ node: some SyntaxProtocol) {
        let node = Syntax(node)
        if isStatement(node) { collect(node) }
        for child in node.children(viewMode: .sourceAccurate) { walk(child) }
    }

    private func collect(_ node: Syntax) {
        var tokens: [String] = []
        for token in node.tokens(viewMode: .sourceAccurate) {
            guard owner(of: token) == node.id else { continue }
            if let modifier = token.ancestorOrSelf(mapping: { $0.as(DeclModifierSyntax.self) }),
                accessLevels.contains(modifier.name.text)
            {
                continue
            }
            tokens.append(token.text)
        }
        if let type = enclosingType(of: node) {
            // `Type.Member` within `Type` is `Member`.
            var index = 0
            while index + 1 < tokens.count {
                if tokens[index] == type, tokens[index + 1] == ".", index == 0 || tokens[index - 1] != "." {
                    tokens.removeSubrange(index...(index + 1))
                } else {
                    index += 1
                }
            }
        }
        statements.append(context(of: node) + tokens.joined(separator: " "))
    }

    /// Where `node` is declared: the names of the types, extensions and functions around it,
    /// as `Type.function: ` (nothing at file level). A statement moved from a function to
    /// its type is a change; one moved into an `if` or a closure of the same function is not.
    private func context(of node: Syntax) -> String {
        var names: [String] = []
        var current = node.parent
        while let parent = current {
            if let name = declarationName(of: parent) { names.append(name) }
            current = parent.parent
        }
        return names.isEmpty ? "" : names.reversed().joined(separator: ".") + ": "
    }

    /// The name of the type `node` is declared in, if any.
    private func enclosingType(of node: Syntax) -> String? {
        var current = node.parent
        while let parent = current {
            let name: String? =
                if let decl = parent.as(ClassDeclSyntax.self) {
                    decl.name.text
                } else if let decl = parent.as(StructDeclSyntax.self) {
                    decl.name.text
                } else if let decl = parent.as(EnumDeclSyntax.self) {
                    decl.name.text
                } else if let decl = parent.as(ActorDeclSyntax.self) {
                    decl.name.text
                } else if let decl = parent.as(ExtensionDeclSyntax.self) {
                    decl.extendedType.trimmedDescription
                } else {
                    nil
                }
            if let name { return name }
            current = parent.parent
        }
        return nil
    }

    /// The statement `token` is written in: its nearest ancestor that is a statement.
    private func owner(of token: TokenSyntax) -> SyntaxIdentifier? {
        var node = token.parent
        while let current = node {
            if isStatement(current) { return current.id }
            node = current.parent
        }
        return nil
    }
}

/// Finds the first function with a `@Test` attribute.
private final class FirstTestFinder: SyntaxVisitor {
    var found: FunctionDeclSyntax?

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        guard found == nil else { return .skipChildren }
        let isTest = node.attributes.contains { element in
            element.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "Test"
        }
        if isTest { found = node }
        return .skipChildren
    }
}
