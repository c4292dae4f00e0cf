/// What converting one call's arguments copied out of the script, counted as it goes: a view built from them
/// holds that much reserved against the script's memory limit, so no module counts it by hand.
public final class ArgumentCopy {
    /// What Swift keeps for one copied string besides its bytes, or for one reference to a script's function
    /// or table (an estimate, on the high side).
    public static let overheadBytes = 64

    /// What a view built from a call's arguments holds besides them: a scene's objects (an estimate, on the
    /// high side), reserved against the script's memory limit with what the arguments copied.
    public static let viewBytes = 4096

    /// Bytes counted so far.
    public private(set) var bytes = 0

    /// Starts counting at zero.
    public init() {}

    /// Counts a string of `count` bytes.
    public func noteString(_ count: Int) {
        bytes += Self.overheadBytes + count
    }

    /// Counts a reference to a script's function or table.
    public func noteReference() {
        bytes += Self.overheadBytes
    }
}
