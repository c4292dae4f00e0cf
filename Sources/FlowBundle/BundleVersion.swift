/// A version of a bundle or of FlowHost: dot-separated whole numbers (`1`, `1.2`, `1.2.10`), compared
/// number by number, a missing number counting as 0.
public struct BundleVersion: Comparable, Hashable, Sendable, Codable, CustomStringConvertible {
    /// The numbers, most significant first.
    public let numbers: [Int]

    /// The version `text` spells, or nil when it is not dot-separated whole numbers (at most 8, each at most
    /// 9 digits).
    public init?(_ text: String) {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...8).contains(parts.count),
              parts.allSatisfy({ (1...9).contains($0.count) && $0.allSatisfy { $0.isASCII && $0.isNumber } })
        else { return nil }
        numbers = parts.map { Int($0)! }
    }

    /// `1.2.0`.
    public var description: String { numbers.map(String.init).joined(separator: ".") }

    public static func < (left: BundleVersion, right: BundleVersion) -> Bool {
        let count = max(left.numbers.count, right.numbers.count)
        for index in 0..<count {
            let a = index < left.numbers.count ? left.numbers[index] : 0
            let b = index < right.numbers.count ? right.numbers[index] : 0
            if a != b { return a < b }
        }
        return false
    }

    public static func == (left: BundleVersion, right: BundleVersion) -> Bool {
        !(left < right) && !(right < left)
    }

    public func hash(into hasher: inout Hasher) {
        var numbers = numbers
        while numbers.last == 0 { numbers.removeLast() }
        hasher.combine(numbers)
    }

    public init(from decoder: any Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        guard let version = BundleVersion(text) else {
            throw DecodingError.dataCorrupted(DecodingError.Context(
                codingPath: decoder.codingPath, debugDescription: "'\(text)' is not a version such as 1.2.0"))
        }
        self = version
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }
}
