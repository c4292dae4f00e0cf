import FlowModules
import FlowRunKit

// `flowrun`: the runner library with FlowHost's built-in feature modules.
await Flowrun.main(modules: BuiltInModules.all)
