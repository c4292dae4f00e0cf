/// How a `tap` names a button: by its title (`tap OK`), or by its title and its number among the buttons with
/// that title (`tap OK #2`, the second "OK"), for a screen where several share one.
///
/// A title alone must name one enabled button: when two or more enabled buttons have it, the tap is refused as
/// ambiguous, naming their positions. A UI that knows which button was clicked (the studio, the terminal) names
/// it with ``init(naming:among:)``, which resolves back to that button, so a recording replays to it. A title that
/// itself ends in ` #` and digits (`Item #2`) still names that button when no button has the title before it.
public struct ButtonReference: Equatable, Sendable, CustomStringConvertible {
    /// The buttons' title.
    public let title: String
    /// Which of the buttons titled ``title`` (from 1, in the screen's order), or `nil` for the one enabled.
    public let number: Int?
    /// The whole text of the reference, as a `tap` line states it.
    public let description: String

    /// The reference a `tap` line's text states: `OK #2` is the second button titled `OK`, `OK` is the one
    /// enabled button titled `OK`.
    public init(_ text: String) {
        description = text
        if let hash = text.lastIndex(of: "#"), hash > text.startIndex,
           text[text.index(before: hash)].isWhitespace,
           case let digits = text[text.index(after: hash)...], !digits.isEmpty, digits.count <= 9,
           digits.allSatisfy({ $0.isASCII && $0.isNumber }), let number = Int(digits), number >= 1 {
            let base = String(text[..<hash].reversed().drop(while: \.isWhitespace).reversed())
            if !base.isEmpty {
                title = base
                self.number = number
                return
            }
        }
        title = text
        number = nil
    }

    /// The n-th button titled `title`, counting from 1.
    public init(title: String, number: Int) {
        self.title = title
        self.number = number
        description = "\(title) #\(number)"
    }

    /// The reference that names the button at `index` of `titles` (a screen's tappable buttons, in order) and
    /// resolves back to it: its title, with its number among those sharing the title when others do (or when the
    /// title alone would read as a number).
    public init(naming index: Int, among titles: [String]) {
        let title = titles[index]
        let sharing = titles.indices.filter { titles[$0] == title }
        if sharing.count > 1, let rank = sharing.firstIndex(of: index) {
            self.init(title: title, number: rank + 1)
            return
        }
        let read = ButtonReference(title)
        if read.number != nil, titles.contains(read.title) {
            self.init(title: title, number: 1)
        } else {
            self = read
        }
    }

    /// The index of the button this reference names among `buttons` (a screen's tappable buttons, in order).
    /// - Parameter screen: The screen's name, for errors.
    /// - Throws: ``FlowEventError/buttonNotOnScreen(title:screen:available:)``,
    ///   ``FlowEventError/buttonNumberOutOfRange(title:number:count:screen:)``,
    ///   ``FlowEventError/ambiguousButton(title:screen:positions:numbers:)`` or
    ///   ``FlowEventError/buttonDisabled(title:screen:)``.
    public func index(among buttons: [ScreenButton], on screen: String) throws(FlowEventError) -> Int {
        let sharing = buttons.indices.filter { buttons[$0].title == title }
        if let number {
            guard !sharing.isEmpty else {
                // A title that itself ends in ` #<digits>`, as event files named it before numbers.
                return try ButtonReference(whole: description).index(among: buttons, on: screen)
            }
            guard number <= sharing.count else {
                throw .buttonNumberOutOfRange(title: title, number: number, count: sharing.count, screen: screen)
            }
            let index = sharing[number - 1]
            guard buttons[index].isEnabled else { throw .buttonDisabled(title: description, screen: screen) }
            return index
        }
        guard !sharing.isEmpty else {
            throw .buttonNotOnScreen(title: title, screen: screen, available: buttons.map(\.title))
        }
        let enabled = sharing.filter { buttons[$0].isEnabled }
        guard enabled.count < 2 else {
            throw .ambiguousButton(
                title: title, screen: screen, positions: enabled.map { $0 + 1 },
                numbers: enabled.compactMap { sharing.firstIndex(of: $0).map { $0 + 1 } })
        }
        guard let index = enabled.first else { throw .buttonDisabled(title: title, screen: screen) }
        return index
    }

    /// A reference with no number, whatever its text.
    private init(whole text: String) {
        title = text
        number = nil
        description = text
    }
}
