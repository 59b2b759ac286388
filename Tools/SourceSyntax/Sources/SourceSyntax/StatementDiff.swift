import SwiftParser
import SwiftSyntax

/// What a fix really changes, in statements: the statements a variant file has that the files it
/// stands in for do not, once the names the variant declares for its own copies are renamed back.
///
/// A statement is a code block's item (a statement, an expression, a local declaration; not an
/// import) or a type's member, written as its own tokens: a statement that holds a block (a type,
/// a function, an `if`, a closure of several statements) is its header, and the block's
/// statements are statements of their own. A closure whose body is one expression (`map { .load }`,
/// `scheduleAt(100) { … }`) is part of the statement that holds it. Tokens are compared without
/// their trivia (comments, spaces, line breaks: formatting is not a change) and without access
/// modifiers (a variant lives in a module of its own, so `package` and `internal` say where it
/// lives, not what it does).
///
/// Renames: a name the variant declares (a type, a function, a property, an enum case, a type
/// alias) that none of the replaced files declares is paired with a name of the same kind, in the
/// same enclosing declaration, that the replaced files declare and the variant does not, and
/// whose words the variant's name has in the same order, with more (`KeptGreetingViewModel` →
/// `GreetingViewModel`, `makeFreshPulseLibrary` → `makeLibrary`); among several, the one with the
/// most words, then the longest common ending. A name left without a partner stays as written.
/// Within a type, the type's own name qualifying a name (`GreetingViewModel.Input` in
/// `GreetingViewModel`, once renamed back) is dropped: the variant, in another module, names its
/// original's nested types so.
public enum StatementDiff {
    /// The statements of `source`, in order, each as its tokens joined by spaces, with `renames`
    /// applied to its identifiers.
    public static func statements(of source: String, renaming renames: [String: String] = [:]) -> [String] {
        let tree = Parser.parse(source: source)
        let collector = StatementCollector(renames: renames)
        collector.walk(tree)
        return collector.statements
    }

    /// The names `variant` declares that `originals` do not, each paired with the name it stands in
    /// for (see ``StatementDiff``).
    public static func renames(of variant: String, against originals: [String]) -> [String: String] {
        let declared = DeclarationCollector.declarations(in: variant)
        let replaced = originals.flatMap { DeclarationCollector.declarations(in: $0) }
        let replacedNames = Set(replaced.map(\.name))
        let declaredNames = Set(declared.map(\.name))
        var renames: [String: String] = [:]
        var taken = Set<String>()
        // Outer declarations first, so that a member's context is renamed before it is compared.
        for declaration in declared.sorted(by: { $0.depth < $1.depth }) where !replacedNames.contains(declaration.name)
        {
            guard renames[declaration.name] == nil else { continue }
            let context = declaration.context.map { renames[$0] ?? $0 }
            let words = Self.words(of: declaration.name)
            let candidates = replaced.filter {
                $0.kind == declaration.kind && $0.context == context && !declaredNames.contains($0.name)
                    && !taken.contains($0.name) && Self.isSubsequence(Self.words(of: $0.name), of: words)
            }
            guard
                let partner = candidates.max(by: {
                    (Self.words(of: $0.name).count, commonSuffix($0.name, declaration.name))
                        < (Self.words(of: $1.name).count, commonSuffix($1.name, declaration.name))
                })
            else { continue }
            renames[declaration.name] = partner.name
            taken.insert(partner.name)
        }
        return renames
    }

    /// The statements `variant` adds or changes against `originals` (the files it stands in for),
    /// its names renamed back, as a diff counts additions: each of the originals' statements
    /// matches one of the variant's at most once. Statements the variant leaves out cost nothing.
    public static func changedStatements(_ variant: String, against originals: [String]) -> [String] {
        let renames = renames(of: variant, against: originals)
        var available: [String: Int] = [:]
        for statement in originals.flatMap({ statements(of: $0) }) { available[statement, default: 0] += 1 }
        return statements(of: variant, renaming: renames).filter { statement in
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
        let collector = StatementCollector(renames: [:])
        collector.walk(body)
        return collector.statements
    }

    private static func commonSuffix(_ a: String, _ b: String) -> Int {
        zip(a.reversed(), b.reversed()).prefix { $0 == $1 }.count
    }

    /// The words of a camel-cased name, lowercased: `makeKeptGreeting` → make, kept, greeting.
    static func words(of name: String) -> [String] {
        var words: [String] = []
        for character in name {
            if character.isUppercase || words.isEmpty { words.append("") }
            words[words.count - 1].append(character)
        }
        return words.map { $0.lowercased() }
    }

    /// Whether `part`'s words are among `whole`'s, in order (`GreetingViewModel` in
    /// `KeptGreetingViewModel`).
    static func isSubsequence(_ part: [String], of whole: [String]) -> Bool {
        var remaining = whole[...]
        for word in part {
            guard let index = remaining.firstIndex(of: word) else { return false }
            remaining = remaining[(index + 1)...]
        }
        return part.count < whole.count
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
    let renames: [String: String]
    var statements: [String] = []

    init(renames: [String: String]) {
        self.renames = renames
    }

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
            if case .identifier(let name) = token.tokenKind, let renamed = renames[name] {
                tokens.append(renamed)
            } else {
                tokens.append(token.text)
            }
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
    /// renamed, as `Type.function: ` (nothing at file level). A statement moved from a function to
    /// its type is a change; one moved into an `if` or a closure of the same function is not.
    private func context(of node: Syntax) -> String {
        var names: [String] = []
        var current = node.parent
        while let parent = current {
            if let name = declarationName(of: parent) { names.append(renames[name] ?? name) }
            current = parent.parent
        }
        return names.isEmpty ? "" : names.reversed().joined(separator: ".") + ": "
    }

    /// The name of the type `node` is declared in (renamed), if any.
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
            if let name { return renames[name] ?? name }
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

/// A name a file declares: its kind, the declaration it is declared in (a type or an extension's
/// extended type; `nil` at file level) and how deep.
private struct Declaration {
    let name: String
    let kind: String
    let context: String?
    let depth: Int
}

private final class DeclarationCollector {
    var declarations: [Declaration] = []

    static func declarations(in source: String) -> [Declaration] {
        let collector = DeclarationCollector()
        collector.walk(Syntax(Parser.parse(source: source)))
        return collector.declarations
    }

    private func walk(_ node: Syntax) {
        visit(node)
        for child in node.children(viewMode: .sourceAccurate) { walk(child) }
    }

    private func visit(_ node: Syntax) {
        let named: [(String, String)]
        if let decl = node.as(ClassDeclSyntax.self) {
            named = [(decl.name.text, "type")]
        } else if let decl = node.as(StructDeclSyntax.self) {
            named = [(decl.name.text, "type")]
        } else if let decl = node.as(EnumDeclSyntax.self) {
            named = [(decl.name.text, "type")]
        } else if let decl = node.as(ActorDeclSyntax.self) {
            named = [(decl.name.text, "type")]
        } else if let decl = node.as(ProtocolDeclSyntax.self) {
            named = [(decl.name.text, "type")]
        } else if let decl = node.as(TypeAliasDeclSyntax.self) {
            named = [(decl.name.text, "type")]
        } else if let decl = node.as(FunctionDeclSyntax.self) {
            named = [(decl.name.text, "function")]
        } else if let decl = node.as(EnumCaseElementSyntax.self) {
            named = [(decl.name.text, "case")]
        } else if let decl = node.as(VariableDeclSyntax.self), isMember(node) {
            named = decl.bindings.compactMap { binding in
                binding.pattern.as(IdentifierPatternSyntax.self).map { ($0.identifier.text, "property") }
            }
        } else {
            named = []
        }
        let (context, depth) = enclosing(node)
        for (name, kind) in named {
            declarations.append(Declaration(name: name, kind: kind, context: context, depth: depth))
        }
    }

    /// Whether `node` is a type's member (not a local variable).
    private func isMember(_ node: Syntax) -> Bool {
        node.parent?.is(MemberBlockItemSyntax.self) == true
    }

    /// The name of the type or extension `node` is declared in, and how many such declarations
    /// enclose it.
    private func enclosing(_ node: Syntax) -> (String?, Int) {
        var context: String?
        var depth = 0
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
                } else if let decl = parent.as(ProtocolDeclSyntax.self) {
                    decl.name.text
                } else if let decl = parent.as(ExtensionDeclSyntax.self) {
                    decl.extendedType.trimmedDescription
                } else if parent.is(FunctionDeclSyntax.self) || parent.is(InitializerDeclSyntax.self) {
                    "func"
                } else {
                    nil
                }
            if let name {
                if context == nil { context = name }
                depth += 1
            }
            current = parent.parent
        }
        return (context, depth)
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
