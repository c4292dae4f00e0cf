import FlowScript

/// Whether a host's modules offer what a bundle's flows need, and if not, each difference.
///
/// The rules: every module, member, event and migration the flows use must be there. A function's
/// parameters and the records passed in may gain optional fields, and a parameter may become optional; a
/// result, a constant and an event's fields may gain fields. Anything removed, retyped or newly required is
/// a mismatch. Record names (LuaLS classes) are documentation and may change.
public enum BundleCompatibility {
    /// Each need of `needs` that `modules` does not meet, in a stable order (modules, then members, events,
    /// migrations, by name); empty when the host can run the flows.
    public static func mismatches(_ needs: HostNeeds, modules: FlowModuleRegistry) -> [BundleMismatch] {
        var mismatches: [BundleMismatch] = []
        for (name, need) in needs.modules.sorted(by: { $0.key < $1.key }) {
            guard let contract = modules.contract(named: name) else {
                mismatches.append(.missingModule(module: name))
                continue
            }
            let declaration = contract.declaration
            for (binding, signature) in need.bindings.sorted(by: { $0.key < $1.key }) {
                guard let declared = declaration.bindings.first(where: { $0.name == binding }) else {
                    mismatches.append(.missingBinding(module: name, name: binding))
                    continue
                }
                for change in changes(signature, BindingSignature(declared)) {
                    mismatches.append(.changedBinding(module: name, name: binding, change: change))
                }
            }
            for (event, fields) in need.events.sorted(by: { $0.key < $1.key }) {
                guard let declared = declaration.events.first(where: { $0.name == event }) else {
                    mismatches.append(.missingEvent(module: name, event: event))
                    continue
                }
                for change in fieldChanges(fields, declared.fields.map(FieldSignature.init), path: [], passedIn: false) {
                    mismatches.append(.changedEvent(module: name, event: event, change: change))
                }
            }
            for (call, fields) in need.calls.sorted(by: { $0.key < $1.key }) {
                guard let declared = declaration.calls.first(where: { $0.name == call }) else {
                    mismatches.append(.missingBinding(module: name, name: "calls." + call))
                    continue
                }
                for change in fieldChanges(fields, declared.parameters.map(FieldSignature.init), path: [], passedIn: false) {
                    mismatches.append(.changedBinding(module: name, name: "calls." + call, change: change))
                }
            }
            if let migration = need.migration,
               !contract.migrations.contains(where: { $0.identifier == migration }) {
                mismatches.append(.missingMigration(module: name, migration: migration))
            }
        }
        return mismatches
    }

    /// How the host's `declared` signature differs from the bundle's `needed` one.
    static func changes(_ needed: BindingSignature, _ declared: BindingSignature) -> [SignatureChange] {
        switch (needed, declared) {
        case (.function(let parameters, let result), .function(let hostParameters, let hostResult)):
            fieldChanges(parameters, hostParameters, path: [], passedIn: true)
                + typeChanges(result, hostResult, path: ["(result)"], passedIn: false)
        case (.value(let type), .value(let hostType)):
            typeChanges(type, hostType, path: [], passedIn: false)
        default:
            [SignatureChange(path: [], kind: .typeChanged(bundle: needed.description, host: declared.description))]
        }
    }

    /// The differences between two lists of fields. `passedIn` says the flows give the values (parameters,
    /// options records), so the host may add optional fields only; otherwise the flows read them, and the
    /// host may add any.
    static func fieldChanges(
        _ needed: [FieldSignature], _ declared: [FieldSignature], path: [String], passedIn: Bool
    ) -> [SignatureChange] {
        var changes: [SignatureChange] = []
        for field in needed {
            guard let host = declared.first(where: { $0.name == field.name }) else {
                changes.append(SignatureChange(path: path + [field.name], kind: .fieldMissing))
                continue
            }
            changes += typeChanges(field.type, host.type, path: path + [field.name], passedIn: passedIn)
        }
        if passedIn {
            for host in declared where !host.type.isOptional && !needed.contains(where: { $0.name == host.name }) {
                changes.append(SignatureChange(path: path + [host.name], kind: .requiredFieldAdded))
            }
        }
        return changes
    }

    private static func typeChanges(
        _ needed: TypeSignature, _ declared: TypeSignature, path: [String], passedIn: Bool
    ) -> [SignatureChange] {
        switch (needed, declared) {
        case (.record(_, let fields), .record(_, let hostFields)):
            return fieldChanges(fields, hostFields, path: path, passedIn: passedIn)
        case (.list(let element), .list(let hostElement)):
            return typeChanges(element, hostElement, path: path, passedIn: passedIn)
        case (.optional(let wrapped), .optional(let hostWrapped)):
            return typeChanges(wrapped, hostWrapped, path: path, passedIn: passedIn)
        case (_, .optional(let hostWrapped)) where passedIn:
            // A parameter the flows always pass may become optional.
            return typeChanges(needed, hostWrapped, path: path, passedIn: passedIn)
        default:
            guard needed != declared else { return [] }
            return [SignatureChange(path: path, kind: .typeChanged(bundle: needed.description, host: declared.description))]
        }
    }
}
