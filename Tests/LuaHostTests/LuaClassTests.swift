import Testing
@testable import LuaHost

/// Swift classes bound as userdata types.
@Suite("Classes")
struct LuaClassTests {
    @Test func methodsAndPropertiesReachTheSwiftObject() throws {
        // Given
        let state = try makeState()
        let counter = Counter(value: 1, label: "hits")
        try state.setGlobal("c", counter)
        // When
        let results = try state.run("c:set(10) c.value = c.value + 5 return c:get(), c.label, tostring(c)", name: "main.lua")
        // Then
        #expect(results == [.integer(15), .string("hits"), .string("Counter(15)")])
        #expect(counter.value == 15)
    }

    @Test func methodWithDotInsteadOfColonHints() throws {
        // Given
        let state = try makeState()
        try state.setGlobal("c", Counter())
        // When
        let error = try #require(failure(of: "return c.get()", in: state))
        // Then
        #expect(error.description
            == "main.lua:1: bad argument #1 to 'get' (Counter expected, got no value; did you call 'get' with '.' instead of ':'?)")
    }

    @Test func methodOnPlainTableNamesTheType() throws {
        // Given
        let state = try makeState()
        try state.setGlobal("c", Counter())
        // When
        let error = try #require(failure(of: "local t = {get = c.get} return t:get()", in: state))
        // Then
        #expect(error.message == "main.lua:1: bad argument #1 to 'get' (Counter expected, got table)")
    }

    @Test func methodOnNilSelfIsRejected() throws {
        // Given
        let state = try makeState()
        try state.setGlobal("c", Counter())
        // When
        let error = try #require(failure(of: "local get = c.get return get(nil)", in: state))
        // Then
        #expect(error.message
            == "main.lua:1: bad argument #1 to 'get' (Counter expected, got nil; did you call 'get' with '.' instead of ':'?)")
    }

    @Test func methodOnAnotherBoundTypeIsRejected() throws {
        // Given
        let state = try makeState()
        try state.setGlobal("c", Counter())
        try state.setGlobal("g", Gauge())
        // When
        let error = try #require(failure(of: "g.get = nil", in: state))
        let foreign = try #require(failure(of: "local get = c.get return get(g)", in: state))
        // Then
        #expect(error.message == "main.lua:1: attempt to assign to unknown property 'get' of Gauge")
        #expect(foreign.message
            == "main.lua:1: bad argument #1 to 'get' (Counter expected, got Gauge; did you call 'get' with '.' instead of ':'?)")
    }

    @Test func wrongArgumentToMethodCountsFromAfterSelf() throws {
        // Given
        let state = try makeState()
        try state.setGlobal("c", Counter())
        // When
        let error = try #require(failure(of: "c:set('ten')", in: state))
        let object = try #require(failure(of: "c:add({})", in: state))
        // Then
        #expect(error.message == "main.lua:1: bad argument #1 to 'set' (integer expected, got string)")
        #expect(object.message == "main.lua:1: bad argument #1 to 'add' (Counter expected, got table)")
    }

    @Test func propertyOfWrongTypeIsRejected() throws {
        // Given
        let state = try makeState()
        try state.setGlobal("c", Counter())
        // When
        let error = try #require(failure(of: "c.value = 'x'", in: state))
        let readOnly = try #require(failure(of: "c.label = 'x'", in: state))
        // Then
        #expect(error.message == "main.lua:1: bad value for property 'value' of Counter (integer expected, got string)")
        #expect(readOnly.message == "main.lua:1: attempt to assign to read-only property 'label' of Counter")
    }

    @Test func metatableIsProtected() throws {
        // Given
        let state = try makeState()
        try state.setGlobal("c", Counter())
        // When
        let protected = try state.run("return getmetatable(c)", name: "main.lua")
        let error = try #require(failure(of: "setmetatable(c, {})", in: state))
        // Then
        #expect(protected == [.string("Counter")])
        #expect(error.message == "main.lua:1: bad argument #1 to 'setmetatable' (table expected, got Counter)")
    }

    @Test func closedObjectCannotBeUsed() throws {
        // Given
        let state = try makeState()
        let resource = Resource()
        try state.setGlobal("r", resource)
        // When
        try state.run("do local x <close> = r end", name: "main.lua")
        let error = try #require(failure(of: "return r:read()", in: state))
        // Then
        #expect(resource.closed)
        #expect(error.message == "main.lua:1: attempt to call method 'read' of a closed Resource")
        #expect(try state.run("return tostring(r)", name: "main.lua") == [.string("Resource (closed)")])
    }

    @Test func describeUsesTostring() throws {
        // Given
        let state = try makeState()
        let counter = Counter(value: 9)
        // When
        let text = try state.describe(counter)
        // Then
        #expect(text == "Counter(9)")
    }

    @Test func sameObjectPushesAsSameUserdata() throws {
        // Given
        let state = try makeState()
        let counter = Counter()
        try state.setGlobal("a", counter)
        try state.setGlobal("b", counter)
        // When
        let results = try state.run("local t = {[a] = 'x'} return rawequal(a, b), t[b]", name: "main.lua")
        // Then
        #expect(results == [.boolean(true), .string("x")])
    }

    @Test func equalityCallsTheSwiftComparison() throws {
        // Given
        let state = try makeState()
        try state.setGlobal("a", Counter(value: 3))
        try state.setGlobal("b", Counter(value: 3))
        try state.setGlobal("d", Counter(value: 4))
        // When
        let results = try state.run("return a == b, a == d, rawequal(a, b)", name: "main.lua")
        // Then
        #expect(results == [.boolean(true), .boolean(false), .boolean(false)])
    }

    @Test func subclassIsAcceptedWhereParentIsExpected() throws {
        // Given
        let state = try makeState()
        let step = StepCounter(value: 1)
        try state.setGlobal("s", step)
        try state.setGlobal("c", Counter(value: 10))
        // When
        let results = try state.run("s:advance() s.step = 5 s:advance() c:add(s) return s:get(), s.value, c:get(), getmetatable(s)",
                                    name: "main.lua")
        // Then
        #expect(results == [.integer(8), .integer(8), .integer(18), .string("StepCounter")])
    }

    @Test func parentObjectIsRejectedWhereSubclassIsExpected() throws {
        // Given
        let state = try makeState()
        try state.setGlobal("s", StepCounter())
        try state.setGlobal("c", Counter())
        // When
        let error = try #require(failure(of: "local advance = s.advance advance(c)", in: state))
        // Then
        #expect(error.message
            == "main.lua:1: bad argument #1 to 'advance' (StepCounter expected, got Counter; did you call 'advance' with '.' instead of ':'?)")
    }

    @Test func gcReleasesSwiftObjectExactlyOnce() throws {
        // Given
        let state = try makeState()
        let deinits = DeinitCounter()
        try state.setGlobal("c", Counter(deinits: deinits))
        try state.run("local again = c", name: "main.lua")
        // When
        try state.run("c = nil", name: "main.lua")
        state.collectGarbage()
        state.collectGarbage()
        // Then
        #expect(deinits.count == 1)
        state.close()
        #expect(deinits.count == 1)
    }

    @Test func closingTheStateReleasesObjects() throws {
        // Given
        let state = try makeState()
        let deinits = DeinitCounter()
        try state.setGlobal("c", Counter(deinits: deinits))
        try state.run("keep = {c, c}", name: "main.lua")
        // When
        state.close()
        // Then
        #expect(deinits.count == 1)
    }

    @Test func methodThrowingSwiftErrorKeepsItsCause() throws {
        // Given
        let state = try makeState()
        try state.setGlobal("c", Counter())
        // When
        let error = try #require(failure(of: "c:fail('busy')", in: state))
        // Then
        guard case let .callback(info, cause) = error else { Issue.record("got \(error)"); return }
        #expect(info.message == "main.lua:1: counter refused: busy")
        #expect(cause as? CounterFailure == .refused("busy"))
    }

    @Test func unregisteredClassCannotBePushed() throws {
        // Given
        let state = try LuaState()
        // When / Then
        #expect {
            try state.setGlobal("c", Counter())
        } throws: { error in
            (error as? LuaError)?.message == "no Lua class registered for Swift type Counter"
        }
    }

    @Test func objectArgumentsAreReadBack() throws {
        // Given
        let state = try makeState()
        let counter = Counter(value: 7)
        try state.setGlobal("c", counter)
        // When
        let userdata = try state.global("c")
        // Then
        guard case let .userdata(value) = userdata else { Issue.record("got \(userdata)"); return }
        #expect(value.object(as: Counter.luaClass) === counter)
        #expect(value.object(as: Gauge.luaClass) == nil)
    }
}
