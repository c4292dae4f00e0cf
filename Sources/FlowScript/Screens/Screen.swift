/// What one module currently displays, as plain values: the headless counterpart of a rendered screen.
///
/// A screen is a snapshot; adapters produce a fresh one after every action. Its parts render in a fixed
/// order (images, labels, fields, rows, loader, buttons, alert), so a flow's output does not depend on
/// how a view happened to lay itself out.
public struct Screen: Equatable, Codable, Sendable {
    /// The module's stable name, such as `"items.list"`; errors and transcripts name screens by it.
    public var name: String
    /// The title shown at the top of the screen.
    public var title: String
    /// Images shown, by asset name (`"OnBoarding2"`), never as pixels.
    public var images: [String]
    /// Text labels, in display order (subtitles, validation messages, details).
    public var labels: [String]
    /// Buttons, in display order; the terminal numbers them from 1.
    public var buttons: [ScreenButton]
    /// Text fields, in display order.
    public var fields: [ScreenField]
    /// Rows of a list, in display order; events select them by number from 1.
    public var rows: [ScreenRow]
    /// Whether a loader is shown.
    public var isLoading: Bool
    /// An alert or error screen shown over the screen; while it is shown, only its actions can be tapped.
    public var alert: ScreenAlert?

    /// Creates a screen; every part but the name defaults to empty.
    public init(
        name: String,
        title: String = "",
        images: [String] = [],
        labels: [String] = [],
        buttons: [ScreenButton] = [],
        fields: [ScreenField] = [],
        rows: [ScreenRow] = [],
        isLoading: Bool = false,
        alert: ScreenAlert? = nil
    ) {
        self.name = name
        self.title = title
        self.images = images
        self.labels = labels
        self.buttons = buttons
        self.fields = fields
        self.rows = rows
        self.isLoading = isLoading
        self.alert = alert
    }

    /// JSON says `loading`, as specs do; `isLoading`, the name before, is still read.
    private enum CodingKeys: String, CodingKey {
        case name, title, images, labels, buttons, fields, rows, loading, isLoading, alert
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        name = try container.decode(String.self, forKey: .name)
        title = try container.decode(String.self, forKey: .title)
        images = try container.decode([String].self, forKey: .images)
        labels = try container.decode([String].self, forKey: .labels)
        buttons = try container.decode([ScreenButton].self, forKey: .buttons)
        fields = try container.decode([ScreenField].self, forKey: .fields)
        rows = try container.decode([ScreenRow].self, forKey: .rows)
        isLoading = try container.decodeIfPresent(Bool.self, forKey: .loading)
            ?? container.decode(Bool.self, forKey: .isLoading)
        alert = try container.decodeIfPresent(ScreenAlert.self, forKey: .alert)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(name, forKey: .name)
        try container.encode(title, forKey: .title)
        try container.encode(images, forKey: .images)
        try container.encode(labels, forKey: .labels)
        try container.encode(buttons, forKey: .buttons)
        try container.encode(fields, forKey: .fields)
        try container.encode(rows, forKey: .rows)
        try container.encode(isLoading, forKey: .loading)
        try container.encodeIfPresent(alert, forKey: .alert)
    }

    /// The buttons a tap can reach: the alert's actions while an alert is shown, otherwise the screen's
    /// buttons. The terminal numbers exactly these.
    public var tappableButtons: [ScreenButton] {
        alert?.actions ?? buttons
    }

    /// The field with identifier `id`, if the screen shows one.
    public func field(id: String) -> ScreenField? {
        fields.first { $0.id == id }
    }

    /// A copy whose secure field values are replaced by ``ScreenField/mask``, safe to print or record.
    public func masked() -> Screen {
        var copy = self
        copy.fields = fields.map { $0.masked() }
        return copy
    }
}
