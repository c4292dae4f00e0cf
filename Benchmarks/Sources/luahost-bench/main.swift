import CLua
import CLuaBaseline
import LuaHost

// luahost-bench: LuaHost's hot paths side by side with hand-written C API
// code doing the same work. One line per comparison:
// NAME ours=<ns> baseline=<ns> ratio=<x> (median ns per operation),
// and for function_call a floor line: the work FlowHost's design adds to a
// host call, done in C (NAME_floor floor=<ns> baseline=<ns> ratio=<x> ours_over_floor=<x>).
// The states of the first four set no metatable, so the sandbox's guard
// against the __concat crash stays off; their NAME_armed twins set one first,
// and every call runs the guard's call hook (docs/Security.md).

// Short runs, many interleaved repetitions: the median resists other load.
let iterations = 200_000
let repetitions = 21

let methodLoop = "local o = obj for i = 1, \(iterations) do o:set(i) local x = o:get() end"
let functionLoop = "local f = f for i = 1, \(iterations) do local x = f(i) end"
let propertyLoop = "local o = obj for i = 1, \(iterations) do o.value = i local x = o.value end"

/// Arms `state`'s `__concat` guard as a script does, by setting a metatable; without `arm`, checks it is off.
func guarded(_ state: LuaState, arm: Bool) throws -> LuaState {
    if arm { try state.run("setmetatable({}, {})", name: "arm.lua") }
    precondition(state.isConcatGuardArmed == arm)
    return state
}

/// Runs a loop chunk on a hand-written C state.
func runBaseline(_ L: OpaquePointer, _ code: String) throws {
    guard bl_run(L, code) == LUA_OK else { throw LuaError.runtime(LuaErrorInfo(message: "baseline failed")) }
}

// method_call
func methodState(arm: Bool) throws -> LuaState {
    let state = try LuaState(options: LuaStateOptions(classes: [BenchCounter.methodClass]))
    try state.setGlobal("obj", LuaObject(BenchCounter()))
    return try guarded(state, arm: arm)
}
let methodStates = try (methodState(arm: false), methodState(arm: true))
let methodChunk = try methodStates.0.load(methodLoop, name: "method.lua")
let armedMethodChunk = try methodStates.1.load(methodLoop, name: "method.lua")
let methodBaseline = bl_methodstate()!

// function_call
func functionState(arm: Bool) throws -> LuaState {
    let state = try LuaState()
    try state.register("f") { args in try args.int(1) }
    return try guarded(state, arm: arm)
}
let functionStates = try (functionState(arm: false), functionState(arm: true))
let functionChunk = try functionStates.0.load(functionLoop, name: "function.lua")
let armedFunctionChunk = try functionStates.1.load(functionLoop, name: "function.lua")
let functionBaseline = bl_functionstate()!
let functionFloor = bl_floorstate()!

// property_access
func propertyState(arm: Bool) throws -> LuaState {
    let state = try LuaState(options: LuaStateOptions(classes: [BenchPropertyCounter.propertyClass]))
    try state.setGlobal("obj", LuaObject(BenchPropertyCounter()))
    return try guarded(state, arm: arm)
}
let propertyStates = try (propertyState(arm: false), propertyState(arm: true))
let propertyChunk = try propertyStates.0.load(propertyLoop, name: "property.lua")
let armedPropertyChunk = try propertyStates.1.load(propertyLoop, name: "property.lua")
let propertyBaseline = bl_propertystate()!

// call_into_lua
let callStates = try (guarded(LuaState(), arm: false), guarded(LuaState(), arm: true))
let incrementSource = "return function(x) return x + 1 end"
let increment = try callStates.0.run(incrementSource, name: "call.lua", returning: LuaFunction.self)
let armedIncrement = try callStates.1.run(incrementSource, name: "call.lua", returning: LuaFunction.self)
var callReference: Int32 = 0
let callBaseline = bl_callstate(&callReference)!
let calls = 200_000

// new_state
let twentyClasses = BenchEntity<0>.twenty
let states = 300

/// `call_into_lua`'s work: `calls` calls of `function` from Swift.
func callLoop(_ function: LuaFunction) throws {
    var sum = 0
    for i in 0..<calls { sum &+= try function.call(i, returning: Int.self) }
    precondition(sum > 0)
}

let comparisons = [
    Comparison(name: "method_call", operations: iterations,
               ours: { try methodChunk.call() }, baseline: { try runBaseline(methodBaseline, methodLoop) }),
    Comparison(name: "function_call", operations: iterations,
               ours: { try functionChunk.call() }, baseline: { try runBaseline(functionBaseline, functionLoop) },
               floor: { try runBaseline(functionFloor, functionLoop) }),
    Comparison(name: "property_access", operations: iterations,
               ours: { try propertyChunk.call() }, baseline: { try runBaseline(propertyBaseline, propertyLoop) }),
    Comparison(name: "call_into_lua", operations: calls,
               ours: { try callLoop(increment) },
               baseline: { precondition(bl_callloop(callBaseline, callReference, Int32(calls)) > 0) }),
    Comparison(name: "method_call_armed", operations: iterations,
               ours: { try armedMethodChunk.call() }, baseline: { try runBaseline(methodBaseline, methodLoop) }),
    Comparison(name: "function_call_armed", operations: iterations,
               ours: { try armedFunctionChunk.call() },
               baseline: { try runBaseline(functionBaseline, functionLoop) }),
    Comparison(name: "property_access_armed", operations: iterations,
               ours: { try armedPropertyChunk.call() },
               baseline: { try runBaseline(propertyBaseline, propertyLoop) }),
    Comparison(name: "call_into_lua_armed", operations: calls,
               ours: { try callLoop(armedIncrement) },
               baseline: { precondition(bl_callloop(callBaseline, callReference, Int32(calls)) > 0) }),
    Comparison(name: "new_state", operations: states,
               ours: {
                   for _ in 0..<states {
                       let state = try LuaState(options: LuaStateOptions(classes: twentyClasses))
                       state.close()
                   }
               },
               baseline: { for _ in 0..<states { bl_newstate() } }),
]

// Arguments select comparisons by name (all when none), e.g. for profiling.
let selected = Set(CommandLine.arguments.dropFirst())
for comparison in comparisons where selected.isEmpty || selected.contains(comparison.name) {
    print(try comparison.report(repetitions: repetitions))
}
