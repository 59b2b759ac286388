import SwiftIDEUtils
import SwiftParser
import SwiftSyntax

/// A run of source text that swift-syntax classifies, for the web reference's highlighting.
package struct HighlightedSpan: Equatable, Sendable {
    /// Where the run starts, in UTF-8 bytes from the start of the source.
    package let offset: Int
    /// How many UTF-8 bytes the run covers.
    package let length: Int
    /// The run's token class, as the web reference's style sheet names it.
    package let tokenClass: TokenClass
}

/// The token classes the web reference colours; swift-syntax's other classifications (identifiers,
/// operators, plain text) stay uncoloured, which keeps pages small.
package enum TokenClass: String, CaseIterable, Sendable {
    /// A keyword: `let`, `func`, `return`, `self`.
    case keyword
    /// A type's name where a type is expected.
    case type
    /// A string literal, quotes included.
    case string
    /// An integer or floating-point literal.
    case number
    /// A comment (line or block).
    case comment
    /// A documentation comment (`///` or `/** */`).
    case docComment
    /// An attribute (`@MainActor`) or a `#if` directive.
    case attribute
    /// An argument label at a call or a declaration.
    case label
}

/// Classifies Swift source with swift-syntax's `classifications` (SwiftIDEUtils), the same parser
/// the compiler front end uses, so highlighting never disagrees with the language.
package enum Highlighter {
    /// The classified runs of `source`, in order, without overlaps; runs that swift-syntax leaves
    /// unclassified (or classifies as identifiers and operators) are left out.
    package static func spans(in source: String) -> [HighlightedSpan] {
        let tree = Parser.parse(source: source)
        var spans: [HighlightedSpan] = []
        for classified in tree.classifications {
            guard let tokenClass = tokenClass(classified.kind), classified.range.length.utf8Length > 0 else { continue }
            let offset = classified.range.lowerBound.utf8Offset
            let length = classified.range.length.utf8Length
            if let last = spans.last, last.tokenClass == tokenClass, last.offset + last.length == offset {
                spans[spans.count - 1] = HighlightedSpan(
                    offset: last.offset, length: last.length + length, tokenClass: tokenClass)
            } else {
                spans.append(HighlightedSpan(offset: offset, length: length, tokenClass: tokenClass))
            }
        }
        return spans
    }

    private static func tokenClass(_ classification: SyntaxClassification) -> TokenClass? {
        switch classification {
        case .keyword: .keyword
        case .type: .type
        case .stringLiteral, .regexLiteral: .string
        case .integerLiteral, .floatLiteral: .number
        case .lineComment, .blockComment: .comment
        case .docLineComment, .docBlockComment: .docComment
        case .attribute, .ifConfigDirective: .attribute
        case .argumentLabel: .label
        case .identifier, .dollarIdentifier, .operator, .editorPlaceholder, .none: nil
        @unknown default: nil
        }
    }
}
