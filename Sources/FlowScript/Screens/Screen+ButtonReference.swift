extension Screen {
    /// What names the tappable button at `index` (of ``tappableButtons``, which must hold it) and resolves back to
    /// that same button: its title, numbered when other buttons share it (`OK #2`; ``ButtonReference``).
    public func buttonReference(at index: Int) -> ButtonReference {
        ButtonReference(naming: index, among: tappableButtons.map(\.title))
    }

    /// The `tap` of the tappable button at `index`, which replays to that same button (``buttonReference(at:)``).
    public func tapEvent(forButtonAt index: Int) -> FlowEvent {
        .tap(title: buttonReference(at: index).description)
    }
}
