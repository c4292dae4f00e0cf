import Foundation
import Testing
@testable import LuaHost

/// Chunks compiled once and shared by the states created with one cache.
@Suite("Chunk cache")
struct LuaChunkCacheTests {
    /// A state over `cache` with `root` as its script root.
    private func cachedState(_ cache: LuaChunkCache, roots: [String] = [], memoryLimit: Int? = nil) throws -> LuaState {
        try LuaState(options: LuaStateOptions(scriptRoots: roots, memoryLimit: memoryLimit, chunkCache: cache))
    }

    /// A new folder under /tmp (short: Lua abbreviates long sources in messages).
    private func makeFolder() throws -> URL {
        let folder = URL(fileURLWithPath: "/tmp/lc-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    @Test func aChunkLoadedInASecondStateComesFromTheCacheAndRunsTheSame() throws {
        // Given
        let cache = try LuaChunkCache()
        let source = "local n = ... return n * 2, type(print)"
        let first = try cachedState(cache)
        defer { first.close() }
        let second = try cachedState(cache)
        defer { second.close() }

        // When
        let compiled = try first.load(source, name: "double.lua").call(21)
        let cached = try second.load(source, name: "double.lua").call(21)

        // Then
        #expect(cache.count == 1)
        #expect(compiled == [.integer(42), .string("function")])
        #expect(cached == compiled)
    }

    @Test func errorsFromACachedChunkNameTheSameFileAndLine() throws {
        // Given
        let cache = try LuaChunkCache()
        let source = "local x = 1\nlocal function fail() error('boom') end\nfail()"
        let first = try cachedState(cache)
        defer { first.close() }
        let second = try cachedState(cache)
        defer { second.close() }

        // When
        let compiled = failure(of: source, in: first, name: "flows/fail.lua")
        let cached = failure(of: source, in: second, name: "flows/fail.lua")

        // Then
        #expect(cache.count == 1)
        #expect(compiled?.message == "flows/fail.lua:2: boom")
        #expect(cached?.message == compiled?.message)
        #expect(cached?.traceback == compiled?.traceback)
    }

    @Test func aCachedChunkLoadedWithAnEnvironmentSeesOnlyThatEnvironment() throws {
        // Given
        let cache = try LuaChunkCache()
        let source = "return greeting, print"
        var results: [[LuaValue]] = []

        // When
        for _ in 0..<2 {
            let state = try cachedState(cache)
            let environment = try state.newTable()
            try environment.rawSet("greeting", "hello")
            results.append(try state.load(source, name: "spec.lua", environment: environment).call())
            state.close()
        }

        // Then
        #expect(results == Array(repeating: [.string("hello"), .nil], count: 2))
        #expect(cache.count == 1)
    }

    @Test func anEditedSourceIsCompiledAgainNeverServedStale() throws {
        // Given
        let cache = try LuaChunkCache()
        let state = try cachedState(cache)
        defer { state.close() }

        // When
        let before = try state.run("return 'before'", name: "flow.lua")
        let after = try state.run("return 'after'", name: "flow.lua")

        // Then
        #expect(before == [.string("before")])
        #expect(after == [.string("after")])
        #expect(cache.count == 2)
    }

    @Test func theSameSourceUnderAnotherNameIsAnotherChunk() throws {
        // Given
        let cache = try LuaChunkCache()
        let state = try cachedState(cache)
        defer { state.close() }

        // When
        let one = failure(of: "error('x')", in: state, name: "one.lua")
        let two = failure(of: "error('x')", in: state, name: "two.lua")

        // Then
        #expect(one?.message == "one.lua:1: x")
        #expect(two?.message == "two.lua:1: x")
        #expect(cache.count == 2)
    }

    @Test func requireLoadsTheEditedModuleInTheNextState() throws {
        // Given
        let cache = try LuaChunkCache()
        let root = try makeFolder()
        let module = root.appendingPathComponent("greeting.lua")
        try "return 'hello'".write(to: module, atomically: true, encoding: .utf8)
        let first = try cachedState(cache, roots: [root.path])
        defer { first.close() }
        let firstGreeting = try first.run("return (require('greeting'))", name: "main.lua")

        // When
        try "return 'bonjour'".write(to: module, atomically: true, encoding: .utf8)
        let second = try cachedState(cache, roots: [root.path])
        defer { second.close() }
        let secondGreeting = try second.run("return (require('greeting'))", name: "main.lua")

        // Then
        #expect(firstGreeting == [.string("hello")])
        #expect(secondGreeting == [.string("bonjour")])
    }

    @Test func aRequiredModuleIsCompiledOnceForAllStates() throws {
        // Given
        let cache = try LuaChunkCache()
        let root = try makeFolder()
        try "return { answer = 42 }".write(to: root.appendingPathComponent("answers.lua"), atomically: true, encoding: .utf8)

        // When
        var answers: [[LuaValue]] = []
        for _ in 0..<3 {
            let state = try cachedState(cache, roots: [root.path])
            answers.append(try state.run("return require('answers').answer", name: "main.lua"))
            state.close()
        }

        // Then
        #expect(answers == Array(repeating: [.integer(42)], count: 3))
        // main.lua (the same source every time) and answers.lua
        #expect(cache.count == 2)
    }

    @Test func aFirstLineStartingWithHashKeepsLineNumbersWhenCached() throws {
        // Given
        let cache = try LuaChunkCache()
        let folder = try makeFolder()
        let path = folder.appendingPathComponent("tool.lua").path
        try "#!/usr/bin/env lua\nerror('second line')".write(toFile: path, atomically: true, encoding: .utf8)
        let first = try cachedState(cache)
        defer { first.close() }
        let second = try cachedState(cache)
        defer { second.close() }

        // When
        let compiled = #expect(throws: LuaError.self) { try first.load(file: path).call() }
        let cached = #expect(throws: LuaError.self) { try second.load(file: path).call() }

        // Then
        #expect(compiled?.message == "\(path):2: second line")
        #expect(cached?.message == compiled?.message)
        #expect(cache.count == 1)
    }

    @Test func syntaxErrorsAreReportedEveryTimeAndNotKept() throws {
        // Given
        let cache = try LuaChunkCache()
        let state = try cachedState(cache)
        defer { state.close() }

        // When
        let first = #expect(throws: LuaError.self) { try state.load("local x = ", name: "bad.lua") }
        let second = #expect(throws: LuaError.self) { try state.load("local x = ", name: "bad.lua") }

        // Then
        #expect(first?.message == "bad.lua:1: unexpected symbol near <eof>")
        #expect(second?.message == first?.message)
        #expect(cache.count == 0)
    }

    @Test func aSandboxedStateWithACacheStillRefusesBinaryChunks() throws {
        // Given
        let cache = try LuaChunkCache()
        let compiler = try LuaState()
        defer { compiler.close() }
        let bytecode = try compiler.load("return 1", name: "=one").bytecode(name: "=one")
        let state = try cachedState(cache)
        defer { state.close() }
        let binary = String(decoding: bytecode.bytes, as: UTF8.self)

        // When
        let thrown = #expect(throws: LuaError.self) { try state.load(binary, name: "=one") }

        // Then
        #expect(thrown?.message.contains("attempt to load a binary chunk") == true)
        #expect(cache.count == 0)
    }

    @Test func cachedLoadsUnderTinyMemoryLimitsFailCleanly() throws {
        // Given
        let cache = try LuaChunkCache()
        let source = "local t = {} for i = 1, 10 do t[i] = 'item ' .. i end return #t"
        let warm = try cachedState(cache)
        _ = try warm.run(source, name: "items.lua")
        warm.close()
        var memoryErrors = 0

        for headroom in stride(from: 0, through: 4096, by: 128) {
            let state = try cachedState(cache)
            defer { state.close() }
            state.collectGarbage()
            state.memoryLimit = state.memoryUsed + headroom

            // When
            let loaded = Result { try state.load(source, name: "items.lua") }
            state.memoryLimit = nil
            let afterwards = try state.run(source, name: "items.lua")

            // Then
            if case .failure(let error) = loaded {
                guard case LuaError.memory = error else {
                    Issue.record("headroom \(headroom): expected a memory error, got \(error)")
                    continue
                }
                memoryErrors += 1
            }
            #expect(state.escapedErrors == 0)
            #expect(afterwards == [.integer(10)])
        }
        #expect(memoryErrors > 0)
        #expect(cache.count == 1)
    }

    @Test func pastItsCapacityTheCacheCompilesWithoutKeeping() throws {
        // Given
        let cache = try LuaChunkCache(capacity: 1)
        let state = try cachedState(cache)
        defer { state.close() }

        // When
        let results = try (1...3).map { n in try state.run("return \(n)", name: "n.lua") }

        // Then
        #expect(results == [[.integer(1)], [.integer(2)], [.integer(3)]])
        #expect(cache.count == 1)
    }

    @Test func pastItsByteLimitTheCacheCompilesWithoutKeeping() throws {
        // Given: chunks of 20 KiB each (a long comment), against a 64 KiB limit
        let cache = try LuaChunkCache(byteLimit: 64 << 10)
        let state = try cachedState(cache)
        defer { state.close() }
        let padding = String(repeating: "x", count: 20 << 10)

        // When
        let results = try (1...4).map { n in try state.run("--\(padding)\nreturn \(n)", name: "big.lua") }

        // Then: three fit (with their small bytecode), the fourth is compiled and not kept
        #expect(results == [[.integer(1)], [.integer(2)], [.integer(3)], [.integer(4)]])
        #expect(cache.count == 3)
    }

    @Test func theByteLimitIs64MiBUnlessGiven() throws {
        #expect(try LuaChunkCache().byteLimit == 64 << 20)
    }

    @Test func statesOnManyThreadsShareOneCache() async throws {
        // Given
        let cache = try LuaChunkCache()
        let source = "local n = ... local sum = 0 for i = 1, n do sum = sum + i end return sum"

        // When
        let sums = try await withThrowingTaskGroup(of: Int.self) { group in
            for n in 1...16 {
                group.addTask {
                    let state = try LuaState(options: LuaStateOptions(chunkCache: cache))
                    defer { state.close() }
                    return try state.load(source, name: "sum.lua").call(n, returning: Int.self)
                }
            }
            return try await group.reduce(into: [Int]()) { $0.append($1) }
        }

        // Then
        #expect(sums.sorted() == (1...16).map { $0 * ($0 + 1) / 2 })
        #expect(cache.count == 1)
    }

    @Test func threadsAddingManyChunksAtOnceEachLoadTheirOwn() async throws {
        // Given: more chunks than the cache's first allocation holds, so it grows while others read it
        let cache = try LuaChunkCache()
        let chunks = 64

        // When
        let mismatches = try await withThrowingTaskGroup(of: Int.self) { group in
            for task in 0..<8 {
                group.addTask {
                    let state = try LuaState(options: LuaStateOptions(chunkCache: cache))
                    defer { state.close() }
                    var mismatches = 0
                    for round in 0..<2 {
                        for offset in 0..<chunks {
                            let n = (offset + task * 7 + round) % chunks
                            let value = try state.load("return \(n)", name: "chunk\(n).lua").call(returning: Int.self)
                            if value != n { mismatches += 1 }
                        }
                    }
                    return mismatches
                }
            }
            return try await group.reduce(0, +)
        }

        // Then
        #expect(mismatches == 0)
        #expect(cache.count == chunks)
    }
}
