import FlowScript
import FlowSpec

/// Writes LuaLS `---@meta` files from declarations: `app` with every registered module, and the spec DSL with
/// the modules' service doubles, presets, calls and persisted keys. Nothing here is kept by hand: the modules'
/// declarations come from their contracts' entries, and the DSL's globals are checked against its export table.
struct LuaStubWriter {
    /// The registered modules.
    let modules: FlowModuleRegistry

    /// The files to write, by name: `flowhost-app.lua` and `flowhost-spec.lua`.
    func files() -> [(name: String, text: String)] {
        [("flowhost-app.lua", appStubs()), ("flowhost-spec.lua", specStubs())]
    }

    /// `app` as flows receive it.
    func appStubs() -> String {
        var out = header("The `app` table flow scripts receive, with every registered module.")
        var classes = ClassCollector()
        out += "---@class flowhost.View\n\n"
        out += "---@class flowhost.Navigation\n"
        for method in ["push", "present", "replace_root"] {
            out += "---@field \(method) fun(self: flowhost.Navigation, view: flowhost.View)\n"
        }
        out += "---@field pop fun(self: flowhost.Navigation)\n---@field dismiss fun(self: flowhost.Navigation)\n"
        out += "---@field top fun(self: flowhost.Navigation): string? The module name on top.\n\n"
        let events = modules.events.keys.sorted().map { "\"\($0)\"" }.joined(separator: "|")
        out += "---@class flowhost.Events\n"
        out += "---@field on fun(name: \(events.isEmpty ? "string" : events), handler: fun(event: table))\n\n"
        out += "---@class flowhost.App\n"
        out += "---@field nav flowhost.Navigation The navigation stack.\n"
        out += "---@field events flowhost.Events The app's announcements.\n"
        out += "---@field screen fun(spec: flowhost.ScreenSpec): flowhost.View A screen defined in Lua.\n"
        for declaration in modules.declarations {
            out += "---@field \(declaration.name) \(className(declaration.name)) \(declaration.summary)\n"
        }
        out += "\n"
        for declaration in modules.declarations {
            out += "---\(declaration.summary)\n---@class \(className(declaration.name))\n"
            for binding in declaration.bindings {
                out += "---@field \(binding.name) \(annotation(of: binding.kind, collecting: &classes)) \(binding.doc)\n"
            }
            out += "\n"
            if !declaration.events.isEmpty {
                for event in declaration.events {
                    let fields = event.fields.map { "\($0.name) = \"\"" }.joined(separator: ", ")
                    out += "-- event \(event.name) { name = \"\(event.name)\"\(fields.isEmpty ? "" : ", " + fields) }: "
                        + "\(event.doc)\n"
                }
                out += "\n"
            }
        }
        out += "---@class flowhost.ScreenSpec\n---@field name string The module name.\n"
        out += "---@field title string The title.\n---@field labels? string[] Texts.\n---@field images? string[] Images.\n"
        out += "---@field buttons? table[] Buttons { title, action, enabled? }.\n\n"
        out += classes.text
        return out
    }

    /// The DSL's globals, `services` and `preset`.
    func specStubs() -> String {
        var out = header("The acceptance-spec DSL (flowrun test), with the registered modules' doubles and presets.")
        var classes = ClassCollector()
        let calls = modules.declarations.flatMap { declaration in declaration.calls.map { "\"\(declaration.name).\($0.name)\"" } }
        out += "---A call the modules' doubles record.\n---@alias flowspec.Call \(calls.isEmpty ? "string" : calls.sorted().joined(separator: "|"))\n\n"
        out += "---What `persisted()` returns: every module's keys.\n---@class flowspec.Persisted\n"
        for declaration in modules.declarations {
            for field in declaration.persisted {
                let optional = field.type.isOptional && field.type != .any ? "?" : ""
                out += "---@field \(field.name)\(optional) \(typeName(field.type.required, collecting: &classes)) "
                    + "\(field.doc) (\(declaration.name))\n"
            }
        }
        out += "\n"
        out += matcherStubs(collecting: &classes)
        for global in SpecDSLDeclarations.globals {
            out += "---\(global.doc)\n"
            switch global.kind {
            case .function(let parameters, let result):
                for parameter in parameters {
                    let optional = parameter.type.isOptional && parameter.type != .any ? "?" : ""
                    // A call's name is one of the declared calls, not any string.
                    let type = parameter.name == "call" && parameter.type.required == .string
                        ? "flowspec.Call" : typeName(parameter.type.required, collecting: &classes)
                    out += "---@param \(parameter.name)\(optional) \(type) \(parameter.doc)\n"
                }
                if global.name == "persisted" {
                    out += "---@return flowspec.Persisted\n"
                } else if result != .void {
                    out += "---@return \(typeName(result, collecting: &classes))\n"
                }
                out += "function \(global.name)(\(parameters.map(\.name).joined(separator: ", "))) end\n\n"
            case .value(let type):
                out += "---@type \(typeName(type, collecting: &classes))\n\(global.name) = {}\n\n"
            }
        }
        out += "---@class flowspec.Services\n"
        for declaration in modules.declarations where !declaration.services.isEmpty {
            out += "---@field \(declaration.name) flowspec.\(declaration.name).Doubles\n"
        }
        out += "services = {}\n\n"
        for declaration in modules.declarations where !declaration.services.isEmpty {
            out += "---@class flowspec.\(declaration.name).Doubles\n"
            for action in declaration.services {
                out += "---@field \(action.name) \(signature(action.parameters, collecting: &classes)) \(action.doc)\n"
            }
            out += "\n"
        }
        out += "---@class flowspec.Presets\n"
        for declaration in modules.declarations {
            for preset in declaration.presets {
                out += "---@field \(preset.name) \(signature(preset.parameters, collecting: &classes)) \(preset.doc)\n"
            }
        }
        out += "preset = {}\n\n"
        out += classes.text
        return out
    }

    // MARK: - Private

    /// `flowspec.Matchers` with each matcher's parameters, and `flowspec.Expectation`, which adds `never` and
    /// `not_`: the same matchers, so completion works after `expect(x).never.` too.
    private func matcherStubs(collecting classes: inout ClassCollector) -> String {
        var out = "---The matchers of an expectation; `never` and `not_` have them negated.\n---@class flowspec.Matchers\n"
        for matcher in SpecMatcherDeclarations.matchers {
            out += "---@field \(matcher.name) \(annotation(of: matcher.kind, collecting: &classes)) \(matcher.doc)\n"
        }
        out += "\n---What `expect` returns: the matchers, and the same matchers negated.\n"
        out += "---@class flowspec.Expectation: flowspec.Matchers\n"
        out += "---@field never flowspec.Matchers The same matchers, negated.\n"
        out += "---@field not_ flowspec.Matchers The same matchers, negated.\n\n"
        classes.reserve("flowspec.Expectation")
        return out
    }

    private func header(_ what: String) -> String {
        "---@meta\n-- \(what)\n-- Generated by `flowrun stubs` from the modules' declarations; do not edit.\n\n"
    }

    private func className(_ module: String) -> String {
        "flowhost.\(module).Module"
    }

    private func annotation(of kind: FlowBinding.Kind, collecting classes: inout ClassCollector) -> String {
        switch kind {
        case .function(let parameters, let result):
            let resultText = result == .void ? "" : ": \(typeName(result, collecting: &classes))"
            return signature(parameters, collecting: &classes) + resultText
        case .value(let type):
            return typeName(type, collecting: &classes)
        }
    }

    private func signature(_ parameters: [FlowField], collecting classes: inout ClassCollector) -> String {
        let list = parameters.map { parameter in
            let optional = parameter.type.isOptional && parameter.type != .any ? "?" : ""
            return "\(parameter.name)\(optional): \(typeName(parameter.type.required, collecting: &classes))"
        }
        return "fun(\(list.joined(separator: ", ")))"
    }

    /// The annotation of `type`, declaring the record classes it names.
    private func typeName(_ type: FlowType, collecting classes: inout ClassCollector) -> String {
        switch type.shape {
        case .record(let name, let fields):
            classes.declare(name, fields: fields) { typeName($0, collecting: &$1) }
            return name
        case .list(let element):
            let inner = typeName(element, collecting: &classes)
            return inner.contains("|") ? "(\(inner))[]" : "\(inner)[]"
        case .optional(let wrapped):
            let inner = typeName(wrapped, collecting: &classes)
            return inner.contains("|") ? "(\(inner))?" : "\(inner)?"
        default:
            return type.annotation
        }
    }
}

/// The record classes stubs name, each declared once, in the order first named.
struct ClassCollector {
    private var declared: Set<String> = []
    private(set) var text = ""

    /// Marks `name` as declared elsewhere in the file: records named after it add nothing.
    mutating func reserve(_ name: String) {
        declared.insert(name)
    }

    mutating func declare(
        _ name: String, fields: [FlowField], typeName: (FlowType, inout ClassCollector) -> String
    ) {
        guard declared.insert(name).inserted else { return }
        var lines = "---@class \(name)\n"
        for field in fields {
            let optional = field.type.isOptional && field.type != .any ? "?" : ""
            lines += "---@field \(field.name)\(optional) \(typeName(field.type.required, &self)) \(field.doc)\n"
        }
        text += lines + "\n"
    }
}
