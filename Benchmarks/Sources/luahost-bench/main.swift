import CLua
import CLuaBaseline
import LuaHost

// luahost-bench: LuaHost's hot paths side by side with hand-written C API
// code doing the same work. One line per comparison:
// NAME ours=<ns> baseline=<ns> ratio=<x> (median ns per operation),
// and for function_call a floor line: the work FlowHost's design adds to a
// host call, done in C (NAME_floor floor=<ns> baseline=<ns> ratio=<x> ours_over_floor=<x>).

// Short runs, many interleaved repetitions: the median resists other load.
let iterations = 200_000
let repetitions = 21

let methodLoop = "local o = obj for i = 1, \(iterations) do o:set(i) local x = o:get() end"
let functionLoop = "local f = f for i = 1, \(iterations) do local x = f(i) end"
let propertyLoop = "local o = obj for i = 1, \(iterations) do o.value = i local x = o.value end"

/// Runs a loop chunk on a hand-written C state.
func runBaseline(_ L: OpaquePointer, _ code: String) throws {
    guard bl_run(L, code) == LUA_OK else { throw LuaError.runtime(LuaErrorInfo(message: "baseline failed")) }
}

// method_call
let methodState = try LuaState(options: LuaStateOptions(classes: [BenchCounter.methodClass]))
try methodState.setGlobal("obj", LuaObject(BenchCounter()))
let methodChunk = try methodState.load(methodLoop, name: "method.lua")
let methodBaseline = bl_methodstate()!

// function_call
let functionState = try LuaState()
try functionState.register("f") { args in try args.int(1) }
let functionChunk = try functionState.load(functionLoop, name: "function.lua")
let functionBaseline = bl_functionstate()!
let functionFloor = bl_floorstate()!

// property_access
let propertyState = try LuaState(options: LuaStateOptions(classes: [BenchPropertyCounter.propertyClass]))
try propertyState.setGlobal("obj", LuaObject(BenchPropertyCounter()))
let propertyChunk = try propertyState.load(propertyLoop, name: "property.lua")
let propertyBaseline = bl_propertystate()!

// call_into_lua
let callState = try LuaState()
let increment = try callState.run("return function(x) return x + 1 end", name: "call.lua", returning: LuaFunction.self)
var callReference: Int32 = 0
let callBaseline = bl_callstate(&callReference)!
let calls = 200_000

// new_state
let twentyClasses = BenchEntity<0>.twenty
let states = 300

let comparisons = [
    Comparison(name: "method_call", operations: iterations,
               ours: { try methodChunk.call() }, baseline: { try runBaseline(methodBaseline, methodLoop) }),
    Comparison(name: "function_call", operations: iterations,
               ours: { try functionChunk.call() }, baseline: { try runBaseline(functionBaseline, functionLoop) },
               floor: { try runBaseline(functionFloor, functionLoop) }),
    Comparison(name: "property_access", operations: iterations,
               ours: { try propertyChunk.call() }, baseline: { try runBaseline(propertyBaseline, propertyLoop) }),
    Comparison(name: "call_into_lua", operations: calls,
               ours: {
                   var sum = 0
                   for i in 0..<calls { sum &+= try increment.call(i, returning: Int.self) }
                   precondition(sum > 0)
               },
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
