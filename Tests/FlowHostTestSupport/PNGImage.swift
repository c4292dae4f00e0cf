import Foundation

/// A PNG file decoded to pixels, for tests that check a screenshot: 8-bit greyscale, RGB or RGBA,
/// non-interlaced (what Chromium writes). Enough to tell a rendered page from a blank one.
public struct PNGImage {
    /// Why a file could not be decoded.
    public enum Failure: Error, Equatable {
        /// The file does not start with PNG's signature.
        case notPNG
        /// A chunk or the image data is cut short or malformed; the text says which.
        case malformed(String)
        /// A format this decoder does not read: the bit depth, colour type and interlace method.
        case unsupported(bitDepth: Int, colorType: Int, interlace: Int)
    }

    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// Each pixel's red, green and blue, row by row (alpha dropped).
    public let pixels: [RGB]

    /// One pixel's colour.
    public struct RGB: Hashable {
        public var red: UInt8
        public var green: UInt8
        public var blue: UInt8
    }

    /// Reads the width and height from the header alone, without decoding the pixels.
    /// - Throws: ``Failure`` when `data` is not a PNG file.
    public static func size(of data: Data) throws(Failure) -> (width: Int, height: Int) {
        let bytes = [UInt8](data.prefix(24))
        guard bytes.count == 24, bytes[0..<8].elementsEqual(signature), bytes[12..<16].elementsEqual(Array("IHDR".utf8))
        else { throw .notPNG }
        return (bigEndian(bytes, 16), bigEndian(bytes, 20))
    }

    /// Decodes `data`.
    /// - Throws: ``Failure`` for a file that is not PNG, is malformed, or is in a format not read here.
    public init(data: Data) throws(Failure) {
        let bytes = [UInt8](data)
        guard bytes.count > 8, bytes[0..<8].elementsEqual(Self.signature) else { throw .notPNG }
        var position = 8
        var header: [UInt8] = []
        var compressed: [UInt8] = []
        while position + 8 <= bytes.count {
            let length = Self.bigEndian(bytes, position)
            let type = String(decoding: bytes[(position + 4)..<(position + 8)], as: UTF8.self)
            let start = position + 8
            guard start + length + 4 <= bytes.count else { throw .malformed("chunk \(type) is cut short") }
            let body = bytes[start..<(start + length)]
            if type == "IHDR" { header = Array(body) }
            if type == "IDAT" { compressed += body }
            if type == "IEND" { break }
            position = start + length + 4
        }
        guard header.count == 13 else { throw .malformed("no IHDR chunk") }
        let width = Self.bigEndian(header, 0)
        let height = Self.bigEndian(header, 4)
        let (bitDepth, colorType, interlace) = (Int(header[8]), Int(header[9]), Int(header[12]))
        let channelsByType = [0: 1, 2: 3, 4: 2, 6: 4]
        guard bitDepth == 8, interlace == 0, let channels = channelsByType[colorType] else {
            throw .unsupported(bitDepth: bitDepth, colorType: colorType, interlace: interlace)
        }
        let raw: [UInt8]
        do {
            raw = try Inflater.inflate(zlib: compressed)
        } catch {
            throw .malformed("image data: \(error)")
        }
        let stride = width * channels
        guard raw.count >= height * (stride + 1) else { throw .malformed("image data holds too few rows") }
        var previous = [UInt8](repeating: 0, count: stride)
        var pixels: [RGB] = []
        pixels.reserveCapacity(width * height)
        for row in 0..<height {
            let filter = raw[row * (stride + 1)]
            var line = Array(raw[(row * (stride + 1) + 1)..<((row + 1) * (stride + 1))])
            for index in 0..<stride {
                let left = index >= channels ? Int(line[index - channels]) : 0
                let up = Int(previous[index])
                let upLeft = index >= channels ? Int(previous[index - channels]) : 0
                let predictor: Int
                switch filter {
                case 0: predictor = 0
                case 1: predictor = left
                case 2: predictor = up
                case 3: predictor = (left + up) / 2
                case 4: predictor = Self.paeth(left, up, upLeft)
                default: throw .malformed("row \(row) has filter \(filter)")
                }
                line[index] = UInt8(truncatingIfNeeded: Int(line[index]) + predictor)
            }
            for column in 0..<width {
                let base = column * channels
                pixels.append(channels < 3
                    ? RGB(red: line[base], green: line[base], blue: line[base])
                    : RGB(red: line[base], green: line[base + 1], blue: line[base + 2]))
            }
            previous = line
        }
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// The colour most pixels have: a page's background.
    public var dominantColor: RGB? {
        var counts: [RGB: Int] = [:]
        for pixel in pixels { counts[pixel, default: 0] += 1 }
        return counts.max { $0.value < $1.value }?.key
    }

    /// The share of pixels (0 to 1) for which `matches` holds.
    public func share(where matches: (RGB) -> Bool) -> Double {
        guard !pixels.isEmpty else { return 0 }
        return Double(pixels.count { matches($0) }) / Double(pixels.count)
    }

    private static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    private static func bigEndian(_ bytes: [UInt8], _ offset: Int) -> Int {
        (0..<4).reduce(0) { $0 << 8 | Int(bytes[offset + $1]) }
    }

    private static func paeth(_ left: Int, _ up: Int, _ upLeft: Int) -> Int {
        let estimate = left + up - upLeft
        let (toLeft, toUp, toUpLeft) = (abs(estimate - left), abs(estimate - up), abs(estimate - upLeft))
        if toLeft <= toUp && toLeft <= toUpLeft { return left }
        return toUp <= toUpLeft ? up : upLeft
    }
}
