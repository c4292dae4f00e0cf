import Testing
@testable import LuaHost

/// Swift functions called from Lua, and Lua functions called from Swift.
@Suite("Functions")
struct LuaFunctionTests {
    @Test func aCallbackSeesTheFramesOfItsCallersWithWholeChunkNames() throws {
        // Given: a chunk whose name is longer than Lua's message form keeps (60 bytes)
        let state = try makeState()
        let name = String(repeating: "long/", count: 20) + "caller.lua"
        try state.register("whereami") { arguments -> LuaMultipleResults in
            LuaMultipleResults((1...4).map { level in
                arguments.frame(at: level).map { LuaValue.string("\($0.source):\($0.line)") } ?? .nil
            })
        }
        // When (no tail calls: they would leave no frame)
        let frames = try state.run("""
            local function inner()
              local a, b, c, d = whereami(); return a, b, c, d
            end
            local a, b, c, d = inner(); return a, b, c, d
            """, name: name)
        // Then: inner at line 2, the main chunk (line 4), then nothing past the bottom
        #expect(frames == [.string("\(name):2"), .string("\(name):4"), .nil, .nil])
    }

    @Test func registeredFunctionReturnsItsResult() throws {
        // Given
        let state = try makeState()
        try state.register("double") { args in try args.int(1) * 2 }
        // When
        let result = try state.run("return double(21)", name: "main.lua", returning: Int.self)
        // Then
        #expect(result == 42)
    }

    @Test func functionReturnsSeveralResults() throws {
        // Given
        let state = try makeState()
        try state.register("divmod") { args in
            let (a, b) = (try args.int(1), try args.int(2))
            return LuaResults(a / b, a % b, "done")
        }
        // When
        let results = try state.run("return divmod(17, 5)", name: "main.lua")
        // Then
        #expect(results == [.integer(3), .integer(2), .string("done")])
    }

    @Test func voidFunctionReturnsNothing() throws {
        // Given
        let state = try makeState()
        var seen: [String] = []
        try state.register("log") { args in seen.append(try args.string(1)) }
        // When
        let results = try state.run("return log('hello'), 1", name: "main.lua")
        // Then
        #expect(seen == ["hello"])
        #expect(results == [.nil, .integer(1)])
    }

    @Test func wrongArgumentTypeNamesPositionAndFunction() throws {
        // Given
        let state = try makeState()
        try state.register("select") { args in try args.int(2) }
        // When
        let error = try #require(failure(of: "\nselect(1, 'two')", in: state))
        // Then
        guard case let .badArgument(info, function, position) = error else { Issue.record("got \(error)"); return }
        #expect(info.message == "main.lua:2: bad argument #2 to 'select' (integer expected, got string)")
        #expect(function == "select")
        #expect(position == 2)
        #expect(error.description == "main.lua:2: bad argument #2 to 'select' (integer expected, got string)")
    }

    @Test func missingArgumentIsNoValue() throws {
        // Given
        let state = try makeState()
        try state.register("select") { args in try args.int(2) }
        // When
        let error = try #require(failure(of: "select(1)", in: state))
        // Then
        #expect(error.message == "main.lua:1: bad argument #2 to 'select' (integer expected, got no value)")
    }

    @Test("bool(n) takes only true and false: nil, a missing argument and a truthy number are refused",
          arguments: [("flag(nil)", "got nil"), ("flag()", "got no value"), ("flag(1)", "got number")])
    func boolRefusesNilMissingAndNumbers(call: String, got: String) throws {
        // Given
        let state = try makeState()
        try state.register("flag") { args in try args.bool(1) }
        // When
        let error = try #require(failure(of: call, in: state))
        // Then
        #expect(error.message == "main.lua:1: bad argument #1 to 'flag' (boolean expected, \(got))")
    }

    @Test func nonIntegralNumberHasNoIntegerRepresentation() throws {
        // Given
        let state = try makeState()
        try state.register("take") { args in try args.int(1) }
        // When
        let error = try #require(failure(of: "take(1.5)", in: state))
        // Then
        #expect(error.message == "main.lua:1: bad argument #1 to 'take' (number has no integer representation)")
    }

    @Test func wrongArgumentCountIsReported() throws {
        // Given
        let state = try makeState()
        try state.register("pair") { args in
            try args.expect(count: 2)
            return try args.int(1) + args.int(2)
        }
        // When
        let error = try #require(failure(of: "pair(1, 2, 3)", in: state))
        // Then
        #expect(error.message == "main.lua:1: wrong number of arguments to 'pair' (expected 2, got 3)")
    }

    @Test func optionalArgumentsAcceptNilAndAbsence() throws {
        // Given
        let state = try makeState()
        try state.register("describe") { args in
            "\(try args.optionalInt(1) ?? -1) \(try args.optionalString(2) ?? "none")"
        }
        // When
        let results = try state.run("return describe(), describe(nil, 'x'), describe(3, 4)", name: "main.lua")
        // Then
        #expect(results == [.string("-1 none"), .string("-1 x"), .string("3 4")])
    }

    @Test func optionalNumberAcceptsNilAndAbsenceAndConvertsNumericStrings() throws {
        // Given
        let state = try makeState()
        try state.register("double") { args in (try args.optionalNumber(1) ?? 1) * 2 }
        // When
        let results = try state.run("return double(), double(nil), double(2.5), double('4')", name: "main.lua")
        let error = try #require(failure(of: "double('four')", in: state))
        // Then
        #expect(results == [.number(2), .number(2), .number(5), .number(8)])
        #expect(error.message == "main.lua:1: bad argument #1 to 'double' (number expected, got string)")
    }

    @Test func truthyFollowsLuaTruthiness() throws {
        // Given
        let state = try makeState()
        try state.register("truthy") { args in args.truthy(1) }
        // When
        let results = try state.run("return truthy(), truthy(nil), truthy(false), truthy(0), truthy(''), truthy({})",
                                    name: "main.lua")
        // Then
        #expect(results == [.boolean(false), .boolean(false), .boolean(false), .boolean(true), .boolean(true),
                            .boolean(true)])
    }

    @Test func optionalTableAcceptsNilAndAbsenceAndRejectsOtherTypes() throws {
        // Given
        let state = try makeState()
        try state.register("size") { args in try args.optionalTable(1)?.length() ?? -1 }
        // When
        let results = try state.run("return size(), size(nil), size({1, 2, 3})", name: "main.lua")
        let error = try #require(failure(of: "size('abc')", in: state))
        // Then
        #expect(results == [.integer(-1), .integer(-1), .integer(3)])
        #expect(error.message == "main.lua:1: bad argument #1 to 'size' (table expected, got string)")
    }

    @Test func optionalFunctionAcceptsNilAndAbsenceAndRejectsOtherTypes() throws {
        // Given
        let state = try makeState()
        try state.register("callOr") { args in try args.optionalFunction(1)?.call(returning: Int.self) ?? 0 }
        // When
        let results = try state.run("return callOr(), callOr(nil), callOr(function() return 7 end)", name: "main.lua")
        let error = try #require(failure(of: "callOr(7)", in: state))
        // Then
        #expect(results == [.integer(0), .integer(0), .integer(7)])
        #expect(error.message == "main.lua:1: bad argument #1 to 'callOr' (function expected, got number)")
    }

    @Test func valuesReturnsEveryArgumentInOrderNilsIncluded() throws {
        // Given
        let state = try makeState()
        var calls: [[LuaValue]] = []
        try state.register("record") { args in calls.append(try args.values()) }
        // When
        try state.run("record() record(1, nil, 'x', true, nil)", name: "main.lua")
        // Then
        #expect(calls == [[], [.integer(1), .nil, .string("x"), .boolean(true), .nil]])
    }

    @Test func optionalObjectAcceptsNilAndAbsenceAndRejectsOtherTypes() throws {
        // Given
        let state = try makeState()
        try state.register("valueOf") { args in try args.optionalObject(1, as: Counter.luaClass)?.value ?? -1 }
        try state.setGlobal("c", Counter(value: 5))
        // When
        let results = try state.run("return valueOf(), valueOf(nil), valueOf(c)", name: "main.lua")
        let error = try #require(failure(of: "valueOf({})", in: state))
        // Then
        #expect(results == [.integer(-1), .integer(-1), .integer(5)])
        #expect(error.message == "main.lua:1: bad argument #1 to 'valueOf' (Counter expected, got table)")
    }

    @Test func swiftErrorBecomesLuaErrorAndIsRecoverable() throws {
        // Given
        let state = try makeState()
        try state.register("refuse") { _ in throw CounterFailure.refused("no") }
        // When
        let error = try #require(failure(of: "local x = 1\nrefuse()", in: state))
        // Then
        guard case let .callback(info, cause) = error else { Issue.record("got \(error)"); return }
        #expect(info.message == "main.lua:2: counter refused: no")
        #expect(cause as? CounterFailure == .refused("no"))
        #expect(error.description == "callback error: main.lua:2: counter refused: no")
    }

    @Test func swiftErrorIsAStringScriptsCanCatch() throws {
        // Given
        let state = try makeState()
        try state.register("refuse") { _ in throw CounterFailure.refused("no") }
        // When
        let result = try state.run("local ok, e = pcall(function() refuse() end) return type(e) .. ':' .. e", name: "main.lua", returning: String.self)
        // Then
        #expect(result == "string:main.lua:1: counter refused: no")
    }

    @Test func callingLuaFunctionPassesArgumentsAndResults() throws {
        // Given
        let state = try makeState()
        try state.run("function greet(name, times) return string.rep(name, times, ','), times * 2 end", name: "main.lua")
        let greet = try #require(try state.global("greet").functionValue)
        // When
        let results = try greet.call("hi", 3)
        let first = try greet.call("yo", 1, returning: String.self)
        // Then
        #expect(results == [.string("hi,hi,hi"), .integer(6)])
        #expect(first == "yo")
    }

    @Test func resultOfWrongTypeIsAConversionError() throws {
        // Given
        let state = try makeState()
        let function = try state.load("return 'text'", name: "main.lua")
        // When / Then
        #expect {
            try function.call(returning: Int.self)
        } throws: { error in
            guard case let .conversion(info, expected, got) = error as? LuaError else { return false }
            return info.message == "integer expected, got string" && expected == "integer" && got == "string"
        }
    }

    @Test func errorFromCalledFunctionIsThrown() throws {
        // Given
        let state = try makeState()
        let function = try state.load("local a = ...\nif a then error('bad input: ' .. a) end", name: "check.lua")
        // When / Then
        #expect {
            try function.call("x")
        } throws: { error in
            (error as? LuaError)?.description == "runtime error: check.lua:2: bad input: x"
        }
    }

    @Test func nestedLuaErrorPassesThroughSwiftUnchanged() throws {
        // Given: Swift calls back into Lua, which fails
        let state = try makeState()
        try state.register("apply") { args in try args.function(1).call(returning: Int.self) }
        // When
        let error = try #require(failure(of: "return apply(function()\nerror('inner') end)", in: state))
        // Then
        guard case let .runtime(info) = error else { Issue.record("got \(error)"); return }
        #expect(info.message == "main.lua:2: inner")
    }

    @Test func functionValuesCanBeMadeWithoutGlobals() throws {
        // Given
        let state = try makeState()
        let square = try state.function(named: "square") { args in try args.number(1) * args.number(1) }
        let apply = try state.load("local f, x = ... return f(x)", name: "main.lua")
        // When
        let result = try apply.call(square, 1.5, returning: Double.self)
        // Then
        #expect(result == 2.25)
    }

    @Test func aCallWithMoreArgumentsThanLuaMinStackGrowsTheStackAndPassesThemAll() throws {
        // Given: 25 arguments, past the LUA_MINSTACK (20) slots a thread always has room for
        let state = try makeState()
        let count = try state.load("return select('#', ...) * 1000 + (...) + select(25, ...)", name: "main.lua")
        // When
        let result = try count.call(1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20,
                                    21, 22, 23, 24, 25, returning: Int.self)
        // Then
        #expect(result == 25026)
    }

    @Test func aCallbackHoldingMoreThanLuaMinStackValuesCallsBackIntoLua() throws {
        // Given: a callback given 60 arguments calls the first with the last
        let state = try makeState()
        try state.register("applylast") { args in
            try args.function(1).call(try args.int(args.count), returning: Int.self)
        }
        let values = (1...60).map(String.init).joined(separator: ", ")
        // When
        let result = try state.run("return applylast(function(x) return x * 2 end, \(values))", name: "main.lua",
                                   returning: Int.self)
        // Then
        #expect(result == 120)
    }
}
