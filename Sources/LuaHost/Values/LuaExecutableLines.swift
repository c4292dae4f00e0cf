/// The lines of a compiled chunk that hold code, for line coverage: what `debug.getinfo(f, "L").activelines`
/// gives for every function of the chunk, nested ones included, read from its bytecode (Lua 5.4's dump
/// format, `ldump.c`) since the API reaches only functions that exist as closures.
///
/// Blank lines, comments and the `end`s of blocks hold no instruction. The return Lua adds at the end of each
/// function (on its `end` line) is left out, as no code the script wrote is there: a function whose every
/// path returns early would otherwise show its `end` as missed. A function's `end` still counts where Lua 5.4
/// creates the closure (the definition's code sits on that line, as `luac -l` shows), and runs with it.
public enum LuaExecutableLines {
    /// The executable lines of `bytecode`, which must keep its debug information (as ``LuaFunction/bytecode(name:)``
    /// makes it).
    /// - Throws: ``LuaError/runtime(_:)`` naming the chunk when the bytes are not a Lua 5.4 chunk.
    public static func lines(of bytecode: LuaBytecode) throws(LuaError) -> Set<Int> {
        try read(bytecode).lines
    }

    /// The functions `bytecode` defines, nested ones included, the main chunk left out, in the order of
    /// their definitions.
    /// - Throws: ``LuaError/runtime(_:)`` naming the chunk when the bytes are not a Lua 5.4 chunk.
    public static func functions(of bytecode: LuaBytecode) throws(LuaError) -> [LuaFunctionSpan] {
        try read(bytecode).functions.filter { $0.firstLine > 0 }.sorted { $0.firstLine < $1.firstLine }
    }

    private static func read(_ bytecode: LuaBytecode) throws(LuaError) -> (lines: Set<Int>, functions: [LuaFunctionSpan]) {
        var reader = Reader(bytes: bytecode.bytes)
        var lines = Set<Int>()
        guard reader.readHeader(), reader.skip(1), reader.readFunction(into: &lines) else {
            throw LuaError.runtime(LuaErrorInfo(
                message: "\(bytecode.name): not a Lua 5.4 chunk (malformed at byte \(reader.position))"))
        }
        return (lines, reader.functions)
    }

    /// Walks a dump; every read returns false past the end or on a value out of range.
    private struct Reader {
        let bytes: [UInt8]
        var position = 0
        var instructionSize = 4
        var integerSize = 8
        var numberSize = 8
        /// Every function read, the main chunk (first line 0) included.
        var functions: [LuaFunctionSpan] = []

        /// `lineinfo`'s mark of an instruction whose line is in `abslineinfo`.
        static let absoluteLine: Int8 = -0x80
        /// Opcodes of Lua 5.4 (`lopcodes.h`).
        static let opTailCall: UInt8 = 69
        static let opReturn: UInt8 = 70

        init(bytes: [UInt8]) {
            self.bytes = bytes
        }

        mutating func skip(_ count: Int) -> Bool {
            guard count >= 0, count <= bytes.count - position else { return false }
            position += count
            return true
        }

        mutating func byte() -> UInt8? {
            guard position < bytes.count else { return nil }
            defer { position += 1 }
            return bytes[position]
        }

        /// `loadUnsigned`: 7 bits a byte, most significant first, the last byte marked by its high bit.
        mutating func size() -> Int? {
            var value = 0
            while let byte = byte() {
                guard value < Int(Int32.max) >> 7 else { return nil }
                value = (value << 7) | Int(byte & 0x7F)
                if byte & 0x80 != 0 { return value }
            }
            return nil
        }

        mutating func skipString() -> Bool {
            guard let size = size() else { return false }
            return size == 0 || skip(size - 1)
        }

        /// Signature, version 5.4, format 0, the conversion data, then the sizes used by the rest.
        mutating func readHeader() -> Bool {
            guard bytes.starts(with: [0x1B, 0x4C, 0x75, 0x61, 0x54, 0x00]), skip(12),
                  let instruction = byte(), let integer = byte(), let number = byte()
            else { return false }
            (instructionSize, integerSize, numberSize) = (Int(instruction), Int(integer), Int(number))
            return skip(integerSize + numberSize)
        }

        /// `loadFunction`, noting the lines of its instructions and of its nested functions'.
        mutating func readFunction(into lines: inout Set<Int>) -> Bool {
            guard skipString(), let lineDefined = size(), let lastLineDefined = size(), skip(1), let isVararg = byte(), skip(1),
                  let codeCount = size(), codeCount <= (bytes.count - position) / max(instructionSize, 1)
            else { return false }
            // The low 7 bits of each instruction's first byte: its opcode (the dump is in the machine's order,
            // little-endian wherever Swift runs Lua).
            let opcodes = (0..<codeCount).map { bytes[position + $0 * instructionSize] & 0x7F }
            guard skip(codeCount * instructionSize), skipConstants(),
                  let upvalues = size(), skip(upvalues * 3), let protos = size()
            else { return false }
            for _ in 0..<protos {
                guard readFunction(into: &lines) else { return false }
            }
            guard let lineCount = size(), lineCount <= bytes.count - position else { return false }
            let deltas = bytes[position..<position + lineCount].map { Int8(bitPattern: $0) }
            position += lineCount
            guard let absoluteCount = size() else { return false }
            var absolute: [Int: Int] = [:]
            for _ in 0..<absoluteCount {
                guard let pc = size(), let line = size() else { return false }
                absolute[pc] = line
            }
            // As collectvalidlines (ldebug.c): a vararg function's first instruction (VARARGPREP) is no line
            // of its own. Left out too: the closing return (see the type's comment), and the RETURN Lua puts
            // after a TAILCALL, which never runs (`return f(x)` returns from the tail call).
            var line = lineDefined
            var own = Set<Int>()
            defer {
                functions.append(LuaFunctionSpan(firstLine: lineDefined, lastLine: lastLineDefined, lines: own))
                lines.formUnion(own)
            }
            for (pc, delta) in deltas.enumerated() {
                if delta == Self.absoluteLine {
                    guard let base = absolute[pc] else { return false }
                    line = base
                } else {
                    line += Int(delta)
                }
                let afterTailCall = pc > 0 && pc < opcodes.count && opcodes[pc] == Self.opReturn
                    && opcodes[pc - 1] == Self.opTailCall
                if (pc > 0 || isVararg == 0) && pc < deltas.count - 1 && !afterTailCall {
                    own.insert(line)
                }
            }
            return skipLocals() && skipUpvalueNames()
        }

        mutating func skipConstants() -> Bool {
            guard let count = size() else { return false }
            for _ in 0..<count {
                guard let tag = byte() else { return false }
                let skipped = switch tag {
                case 0x00, 0x01, 0x11: true  // nil, false, true
                case 0x03: skip(integerSize)
                case 0x13: skip(numberSize)
                case 0x04, 0x14: skipString()
                default: false
                }
                guard skipped else { return false }
            }
            return true
        }

        mutating func skipLocals() -> Bool {
            guard let count = size() else { return false }
            for _ in 0..<count {
                guard skipString(), size() != nil, size() != nil else { return false }
            }
            return true
        }

        mutating func skipUpvalueNames() -> Bool {
            guard let count = size() else { return false }
            for _ in 0..<count {
                guard skipString() else { return false }
            }
            return true
        }
    }
}
