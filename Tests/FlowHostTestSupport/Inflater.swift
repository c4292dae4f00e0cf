/// Decompresses a zlib stream (RFC 1950 around RFC 1951's deflate), enough for the PNG files tests check:
/// stored, fixed and dynamic Huffman blocks, written after zlib's reference `puff.c`. Slow and simple; it
/// checks the structure, not the Adler-32 sum.
public struct Inflater {
    /// Why a stream could not be decompressed.
    public enum Failure: Error, Equatable {
        /// The stream ended before its last block did.
        case truncated
        /// The stream is not zlib's deflate, or a block is malformed; the text says where.
        case malformed(String)
    }

    private let input: [UInt8]
    private var position = 0
    private var bitBuffer = 0
    private var bitCount = 0
    private var output: [UInt8] = []

    private init(_ input: [UInt8]) {
        self.input = input
    }

    /// The bytes `zlib` decompresses to.
    /// - Throws: ``Failure`` for a stream that is truncated or malformed.
    public static func inflate(zlib: [UInt8]) throws(Failure) -> [UInt8] {
        guard zlib.count >= 2, zlib[0] & 0x0F == 8, (Int(zlib[0]) << 8 | Int(zlib[1])) % 31 == 0 else {
            throw .malformed("not a zlib deflate header")
        }
        var inflater = Inflater(Array(zlib.dropFirst(2)))
        var last = false
        while !last {
            last = try inflater.bits(1) == 1
            switch try inflater.bits(2) {
            case 0: try inflater.stored()
            case 1: try inflater.codes(Self.fixed.lengths, Self.fixed.distances)
            case 2:
                let (lengths, distances) = try inflater.dynamicTables()
                try inflater.codes(lengths, distances)
            default: throw .malformed("block type 3")
            }
        }
        return inflater.output
    }

    // MARK: - Bits and blocks

    private mutating func bits(_ count: Int) throws(Failure) -> Int {
        while bitCount < count {
            guard position < input.count else { throw .truncated }
            bitBuffer |= Int(input[position]) << bitCount
            position += 1
            bitCount += 8
        }
        let value = bitBuffer & ((1 << count) - 1)
        bitBuffer >>= count
        bitCount -= count
        return value
    }

    private mutating func stored() throws(Failure) {
        bitBuffer = 0
        bitCount = 0
        guard position + 4 <= input.count else { throw .truncated }
        let length = Int(input[position]) | Int(input[position + 1]) << 8
        let complement = Int(input[position + 2]) | Int(input[position + 3]) << 8
        guard length == ~complement & 0xFFFF else { throw .malformed("stored block length") }
        position += 4
        guard position + length <= input.count else { throw .truncated }
        output += input[position..<(position + length)]
        position += length
    }

    /// A canonical Huffman code: how many symbols have each length, and the symbols by code.
    private struct Huffman {
        var counts = [Int](repeating: 0, count: 16)
        var symbols: [Int] = []

        init(lengths: [Int]) {
            for length in lengths { counts[length] += 1 }
            counts[0] = 0
            var offsets = [Int](repeating: 0, count: 16)
            for length in 1..<15 { offsets[length + 1] = offsets[length] + counts[length] }
            symbols = [Int](repeating: 0, count: lengths.count)
            for (symbol, length) in lengths.enumerated() where length != 0 {
                symbols[offsets[length]] = symbol
                offsets[length] += 1
            }
        }
    }

    private mutating func decode(_ huffman: Huffman) throws(Failure) -> Int {
        var code = 0, first = 0, index = 0
        for length in 1...15 {
            code |= try bits(1)
            let count = huffman.counts[length]
            if code - count < first { return huffman.symbols[index + (code - first)] }
            index += count
            first += count
            first <<= 1
            code <<= 1
        }
        throw .malformed("no such Huffman code")
    }

    private static let lengthBase = [3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83,
                                     99, 115, 131, 163, 195, 227, 258]
    private static let lengthExtra = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5,
                                      5, 0]
    private static let distanceBase = [1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769,
                                       1025, 1537, 2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577]
    private static let distanceExtra = [0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11,
                                        11, 12, 12, 13, 13]

    private static let fixed: (lengths: Huffman, distances: Huffman) = {
        var lengths = [Int](repeating: 8, count: 288)
        for symbol in 144..<256 { lengths[symbol] = 9 }
        for symbol in 256..<280 { lengths[symbol] = 7 }
        return (Huffman(lengths: lengths), Huffman(lengths: [Int](repeating: 5, count: 30)))
    }()

    private mutating func codes(_ lengths: Huffman, _ distances: Huffman) throws(Failure) {
        while true {
            let symbol = try decode(lengths)
            if symbol < 256 {
                output.append(UInt8(symbol))
            } else if symbol == 256 {
                return
            } else {
                let index = symbol - 257
                guard index < 29 else { throw .malformed("length symbol \(symbol)") }
                let length = Self.lengthBase[index] + (try bits(Self.lengthExtra[index]))
                let distanceSymbol = try decode(distances)
                guard distanceSymbol < 30 else { throw .malformed("distance symbol \(distanceSymbol)") }
                let distance = Self.distanceBase[distanceSymbol] + (try bits(Self.distanceExtra[distanceSymbol]))
                guard distance <= output.count else { throw .malformed("distance \(distance) too far back") }
                for _ in 0..<length {
                    output.append(output[output.count - distance])
                }
            }
        }
    }

    private static let codeLengthOrder = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]

    private mutating func dynamicTables() throws(Failure) -> (Huffman, Huffman) {
        let literalCount = try bits(5) + 257
        let distanceCount = try bits(5) + 1
        let codeCount = try bits(4) + 4
        var codeLengths = [Int](repeating: 0, count: 19)
        for index in 0..<codeCount {
            codeLengths[Self.codeLengthOrder[index]] = try bits(3)
        }
        let codeLengthCode = Huffman(lengths: codeLengths)
        var lengths: [Int] = []
        while lengths.count < literalCount + distanceCount {
            let symbol = try decode(codeLengthCode)
            switch symbol {
            case 0..<16:
                lengths.append(symbol)
            case 16:
                guard let previous = lengths.last else { throw .malformed("repeat with no previous length") }
                lengths += [Int](repeating: previous, count: 3 + (try bits(2)))
            case 17:
                lengths += [Int](repeating: 0, count: 3 + (try bits(3)))
            default:
                lengths += [Int](repeating: 0, count: 11 + (try bits(7)))
            }
        }
        guard lengths.count == literalCount + distanceCount else { throw .malformed("code lengths overrun") }
        return (Huffman(lengths: Array(lengths[..<literalCount])), Huffman(lengths: Array(lengths[literalCount...])))
    }
}
