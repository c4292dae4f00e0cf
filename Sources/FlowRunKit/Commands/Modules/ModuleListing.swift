import FlowScript

/// The text `flowrun modules` prints: each module with its bindings, events, service doubles, calls, presets and
/// persisted keys, one line each, from the declarations.
struct ModuleListing {
    /// The registered modules.
    let modules: FlowModuleRegistry

    /// The listing, a module a block.
    var text: String {
        guard !modules.declarations.isEmpty else { return "no modules are registered\n" }
        return modules.declarations.map(block(for:)).joined(separator: "\n")
    }

    private func block(for declaration: FlowModuleDeclaration) -> String {
        var lines = ["\(declaration.name): \(declaration.summary)"]
        for binding in declaration.bindings {
            switch binding.kind {
            case .function(let parameters, let result):
                let list = parameters.map { "\($0.name): \($0.type.annotation)" }.joined(separator: ", ")
                let returns = result == .void ? "" : " -> \(result.annotation)"
                lines.append("  app.\(declaration.name).\(binding.name)(\(list))\(returns)  \(binding.doc)")
            case .value(let type):
                lines.append("  app.\(declaration.name).\(binding.name): \(type.annotation)  \(binding.doc)")
            }
        }
        for event in declaration.events {
            let fields = event.fields.map(\.name).joined(separator: ", ")
            lines.append("  event \(event.name)\(fields.isEmpty ? "" : " { \(fields) }")  \(event.doc)")
        }
        for action in declaration.services {
            lines.append("  services.\(declaration.name).\(action.name)(\(parameters(action)))  \(action.doc)")
        }
        for call in declaration.calls {
            lines.append("  call \(declaration.name).\(call.name)(\(parameters(call)))  \(call.doc)")
        }
        for preset in declaration.presets {
            lines.append("  preset.\(preset.name)(\(parameters(preset)))  \(preset.doc)")
        }
        for field in declaration.persisted {
            lines.append("  persisted().\(field.name): \(field.type.annotation)  \(field.doc)")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private func parameters(_ action: FlowActionDeclaration) -> String {
        action.parameters.map { "\($0.name): \($0.type.annotation)" }.joined(separator: ", ")
    }
}
