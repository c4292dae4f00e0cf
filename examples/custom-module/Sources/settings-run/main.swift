import FlowModules
import FlowRunKit
import SettingsModule

// The app's runner: every flowrun command, with the built-in modules and Settings.
await Flowrun.main(modules: BuiltInModules.all + [SettingsModule()])
