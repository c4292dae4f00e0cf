import FlowScript

/// Draws a ``Screen`` as a framed box for a terminal of a given width.
///
/// The title sits in the first section; images, labels, fields, rows, the loader and the buttons in the
/// second; an alert in the third. The tappable buttons are numbered `[1]`, `[2]`... (the alert's actions
/// while an alert is shown; the screen's buttons then read `[-]`), rows `1.`, `2.`... Long lines wrap.
/// Secure field values are always masked.
public struct TerminalScreenRenderer: Sendable {
    /// The narrowest frame drawn; smaller widths are raised to it.
    public static let minimumWidth = 20

    /// The frame's width in columns, borders included.
    public var width: Int
    /// Whether styles are written as ANSI sequences.
    public var colorMode: ColorMode

    /// Creates a renderer.
    /// - Parameters:
    ///   - width: The frame's width in columns, at least ``minimumWidth``.
    ///   - colorMode: Whether to use ANSI colours.
    public init(width: Int = 60, colorMode: ColorMode = .plain) {
        self.width = width
        self.colorMode = colorMode
    }

    /// The framed screen, one line per row of output, each ending with a newline.
    public func render(_ screen: Screen) -> String {
        let width = max(self.width, Self.minimumWidth)
        let screen = screen.masked()
        let sections = [titleSection(screen), bodySection(screen), alertSection(screen)].filter { !$0.isEmpty }
        let rule = String(repeating: "─", count: width - 2)
        var output = ["┌\(rule)┐"]
        for (index, section) in sections.enumerated() {
            if index > 0 {
                output.append("├\(rule)┤")
            }
            for item in section {
                for line in TextWrapping.wrap(item.text, width: width - 4, indent: item.indent) {
                    let padding = String(repeating: " ", count: max(width - 4 - DisplayWidth.of(line), 0))
                    output.append("│ \(item.style.apply(to: line, mode: colorMode))\(padding) │")
                }
            }
        }
        output.append("└\(rule)┘")
        return output.map { $0 + "\n" }.joined()
    }

    /// One piece of content: its text, its style, and the indent of its wrapped lines.
    private typealias Item = (text: String, style: TerminalStyle, indent: Int)

    private func titleSection(_ screen: Screen) -> [Item] {
        [(screen.title.isEmpty ? screen.name : screen.title, .bold, 0)]
    }

    private func bodySection(_ screen: Screen) -> [Item] {
        var items: [Item] = screen.images.map { ("[image: \($0)]", .normal, 0) }
        items += screen.labels.map { ($0, .normal, 0) }
        for field in screen.fields {
            let name = field.label.isEmpty ? field.id : "\(field.label) (\(field.id))"
            if field.value.isEmpty, !field.placeholder.isEmpty {
                items.append(("\(name): <\(field.placeholder)>", .dim, 2))
            } else {
                items.append(("\(name): \(field.value)", .normal, 2))
            }
        }
        for (index, row) in screen.rows.enumerated() {
            let prefix = "\(index + 1). "
            let detail = row.detail.map { " — \($0)" } ?? ""
            let text = prefix + row.title + detail + (row.isEnabled ? "" : " (disabled)")
            items.append((text, row.isEnabled ? .normal : .dim, prefix.count))
        }
        if screen.isLoading {
            items.append(("Loading…", .dim, 0))
        }
        for (index, button) in screen.buttons.enumerated() {
            if screen.alert != nil {
                items.append(("[-] \(button.title)", .dim, 4))
            } else {
                let prefix = "[\(index + 1)] "
                let text = prefix + button.title + (button.isEnabled ? "" : " (disabled)")
                items.append((text, button.isEnabled ? .normal : .dim, prefix.count))
            }
        }
        return items
    }

    private func alertSection(_ screen: Screen) -> [Item] {
        guard let alert = screen.alert else { return [] }
        var items: [Item] = [("! \(alert.title)", .alert, 2)]
        if !alert.message.isEmpty {
            items.append((alert.message, .normal, 0))
        }
        for (index, action) in alert.actions.enumerated() {
            let prefix = "[\(index + 1)] "
            items.append((prefix + action.title, .alert, prefix.count))
        }
        return items
    }
}
