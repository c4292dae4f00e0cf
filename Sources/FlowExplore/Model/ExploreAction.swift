import FlowScript

/// One step the explorer tries on a screen: an event, as an events file writes it, or a relaunch of the flow
/// over the state the run has saved so far.
public enum ExploreAction: Equatable, Sendable, CustomStringConvertible, Codable {
    /// An event applied to the screen on top.
    case event(FlowEvent)
    /// Closes the flow's Lua state and launches the flow again over the same store.
    case relaunch

    /// The events-file line for an event; `relaunch` for a relaunch.
    public var description: String {
        switch self {
        case .event(let event): event.description
        case .relaunch: "relaunch"
        }
    }

    /// Whether this is a tap on a screen button (not an alert action): the only action that must change
    /// something.
    var isTap: Bool {
        if case .event(.tap) = self { return true }
        return false
    }

    /// Reads what ``encode(to:)`` wrote. A typed text is read as it was written, to the last space: the
    /// events parser trims a line, and explore types empty and all-space texts on purpose.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let line = try container.decode(String.self)
        if line == "relaunch" {
            self = .relaunch
        } else if line.hasPrefix("type "), let space = line.dropFirst(5).firstIndex(of: " ") {
            let fieldID = String(line[line.index(line.startIndex, offsetBy: 5)..<space])
            self = .event(.type(fieldID: fieldID, text: String(line[line.index(after: space)...])))
        } else {
            self = .event(try container.decode(FlowEvent.self))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }
}
