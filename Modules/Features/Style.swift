/// One of the ways of binding a view model that Bindery compares, as front ends and tools see it:
/// an identifier, a name and a summary, and the style's binders.
///
/// A style is declared once, by its module's ``BindingStyle``; this value only carries it. The
/// list of styles is the registry (`Style.allCases`, in the `AllStyles` module), so that code which
/// plays, measures or shows styles never names one.
package struct Style: Sendable, Hashable, Identifiable, CustomStringConvertible {
    /// The style's binders.
    package let binding: any BindingStyle.Type

    /// The style of `binding`.
    package init(_ binding: any BindingStyle.Type) {
        self.binding = binding
    }

    /// The identifier scripts and command lines use: `transform`, `init-only`, …
    package var id: String { binding.id }

    /// The style's name for people.
    package var name: String { binding.name }

    /// What the style is, in one line.
    package var summary: String { binding.summary }

    /// The names a command line accepts for the style, in any case: its identifier, then its
    /// name when that is not the identifier in another case (`mvb`, `Model-View-Binding`).
    package var spellings: [String] {
        id.lowercased() == name.lowercased() ? [id] : [id, name]
    }

    /// The module that implements the style, as the compiler names it (`StyleTransform`): where
    /// tools find its sources, under `Modules/<module>`.
    package var module: String {
        String(String(reflecting: binding).prefix { $0 != "." })
    }

    package var description: String { id }

    package static func == (lhs: Style, rhs: Style) -> Bool { lhs.id == rhs.id }

    package func hash(into hasher: inout Hasher) { hasher.combine(id) }
}
