import Testing
@testable import LuaHost

/// Values, conversions and references.
@Suite("Values")
struct LuaValueTests {
    @Test func scalarsRoundTrip() throws {
        // Given
        let state = try makeState()
        let identity = try state.load("return ...", name: "id.lua")
        // When
        let results = try identity.call(42, 2.5, true, "héllo", LuaValue.nil, -0.0)
        // Then
        #expect(results == [.integer(42), .number(2.5), .boolean(true), .string("héllo"), .nil, .number(-0.0)])
        #expect(try identity.call(Int.max, returning: Int.self) == Int.max)
        #expect(try identity.call(Optional<Int>.none, returning: Int?.self) == nil)
    }

    @Test func arraysAndDictionariesRoundTrip() throws {
        // Given
        let state = try makeState()
        let identity = try state.load("return ...", name: "id.lua")
        // When
        let array = try identity.call([1, 2, 3], returning: [Int].self)
        let nested = try identity.call([["a", "b"], ["c"]], returning: [[String]].self)
        let dictionary = try identity.call(["x": 1.5, "y": 2], returning: [String: Double].self)
        // Then
        #expect(array == [1, 2, 3])
        #expect(nested == [["a", "b"], ["c"]])
        #expect(dictionary == ["x": 1.5, "y": 2])
    }

    @Test func badElementIsAConversionErrorNamingIt() throws {
        // Given
        let state = try makeState()
        let make = try state.load("return {1, 'two', 3}", name: "main.lua")
        // When / Then
        #expect {
            try make.call(returning: [Int].self)
        } throws: { error in
            (error as? LuaError)?.description == "conversion error: integer expected, got string (at index 2)"
        }
    }

    @Test func numbersConvertToStringsAsTostringDoes() throws {
        // Given
        let state = try makeState()
        let make = try state.load("return 10, 2.0, 0.1, 1e100", name: "main.lua")
        // When
        let texts = try make.call().map { value -> String in
            guard let number = value.doubleValue else { return "?" }
            return try state.load("return tostring(...)", name: "t").call(number, returning: String.self)
        }
        let direct = try state.load("return ...", name: "id").call(2.0, returning: String.self)
        // Then
        #expect(texts == ["10.0", "2.0", "0.1", "1e+100"])
        #expect(direct == "2.0")
    }

    @Test func tableAccessorsHonourMetamethods() throws {
        // Given
        let state = try makeState()
        let table = try #require(try state.run("""
            return setmetatable({1, 2, 3, name = 'list'}, {__index = function(_, k) return 'default ' .. k end,
                                                          __len = function() return 99 end})
            """, name: "main.lua").first?.tableValue)
        // When
        try table.set("extra", true)
        // Then
        #expect(try table.get("name") == .string("list"))
        #expect(try table.get("missing") == .string("default missing"))
        #expect(try table.rawGet("missing") == .nil)
        #expect(try table.length() == 99)
        #expect(table.rawLength == 3)
        #expect(try table.array(of: Int.self) == [1, 2, 3])
        #expect(try table.pairs().count == 5)
    }

    @Test func referencesAreReleasedWhenDropped() throws {
        // Given
        let state = try makeState()
        let make = try state.load("return {}, function() end", name: "main.lua")
        _ = try make.call()
        let before = state.registryCount
        // When
        for _ in 0..<100 {
            let values = try make.call()
            #expect(values.count == 2)
        }
        // Then
        #expect(state.registryCount == before)
    }

    @Test func referencesBecomeInertAfterClose() throws {
        // Given
        let state = try makeState()
        let table = try state.newTable()
        // When
        state.close()
        // Then
        #expect(!table.isValid)
        #expect(throws: LuaError.self) { try table.get("x") }
    }

    @Test func valuesOfAnotherStateAreRejected() throws {
        // Given
        let first = try makeState()
        let second = try makeState()
        let table = try first.newTable()
        // When / Then
        #expect {
            try second.setGlobal("t", table)
        } throws: { error in
            (error as? LuaError)?.message == "attempt to use a value of another Lua state"
        }
    }

    @Test func globalsAreReadAndWritten() throws {
        // Given
        let state = try makeState()
        // When
        try state.setGlobal("answer", 42)
        try state.setGlobal("names", ["a", "b"])
        try state.run("total = answer + #names", name: "main.lua")
        // Then
        #expect(try state.global("total", as: Int.self) == 44)
        #expect(try state.globals().get("answer") == .integer(42))
    }

    @Test func onlyNilAndFalseAreFalsy() {
        // Given
        let values: [LuaValue] = [.nil, .boolean(false), .boolean(true), .integer(0), .number(0), .string("")]
        // When
        let truthiness = values.map(\.isTruthy)
        // Then
        #expect(truthiness == [false, false, true, true, true, true])
    }

    @Test func customTypeConvertsThroughTheStack() throws {
        // Given
        let state = try makeState()
        try state.register("mirror") { args in
            let point = try args.get(1, as: Point.self)
            return Point(x: -point.x, y: point.y)
        }
        // When
        let mirrored = try state.run("local p = mirror({x = 1.5, y = 2}) return p.x, p.y", name: "main.lua")
        let error = try #require(failure(of: "mirror({x = 1})", in: state))
        // Then
        #expect(mirrored == [.number(-1.5), .number(2)])
        #expect(error.message == "main.lua:1: bad argument #1 to 'mirror' (point expected, got table)")
    }
}
