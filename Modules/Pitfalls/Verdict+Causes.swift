extension Verdict {
    /// The inherent cause a rebinding probe sees when the rebuilt view, bound to the same view
    /// model's outputs, is shown the state from its start: the state is a fold over the inputs
    /// (`scan`) that lives only while a view is subscribed, and every input went to `init`, so no
    /// stored value can hold it.
    static let foldWhileSubscribed =
        "the state is a fold over the inputs (scan) that lives only while a view is subscribed: the rebuilt view, "
        + "bound to the same view model's outputs, restarts it, and with every input in init nothing stores it"
}
