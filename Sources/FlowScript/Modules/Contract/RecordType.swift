/// The fields of a ``FlowRecord``: its LuaLS class name and, for each field, the key, the key path and the
/// doc. It converts tables into the record and states the record's ``FlowType``, from the same list.
public struct RecordType<Record>: Sendable {
    /// The LuaLS class the stubs declare, such as `settings.Toggle`.
    public let name: String
    /// The fields, in the order the listing shows them.
    public let fields: [RecordField<Record>]

    /// Creates the record type `name` with `fields`.
    public init(_ name: String, _ fields: [RecordField<Record>]) {
        self.name = name
        self.fields = fields
    }

    /// `.record(name:fields:)` of the declared fields.
    public var flowType: FlowType {
        .record(name: name, fields: fields.map(\.declaration))
    }

    /// The record `input` holds, starting from `start`.
    /// - Throws: ``ArgumentProblem`` naming the key at fault.
    func convert(_ input: ArgumentInput, into start: Record, copy: ArgumentCopy) throws -> Record {
        guard let entries = try input.entries() else {
            throw ArgumentProblem(.mismatch(expected: "table", got: input.typeName))
        }
        let known = fields.map(\.declaration.name)
        var given: [String: ArgumentInput] = [:]
        for (key, value) in entries {
            guard case .name(let name) = key, known.contains(name) else {
                throw ArgumentProblem(.unknownKey(key.shown, known: known))
            }
            given[name] = value
        }
        var record = start
        for field in fields {
            let name = field.declaration.name
            do {
                try field.set(&record, given[name] ?? .lua(.nil), copy)
            } catch let problem as ArgumentProblem {
                throw problem.inside(.name(name))
            }
        }
        return record
    }

    /// The plain values of `record`'s fields, by key; nil fields are left out.
    func values(of record: Record) -> [String: FlowValue] {
        var values: [String: FlowValue] = [:]
        for field in fields {
            let value = field.get(record)
            if value != .nil {
                values[field.declaration.name] = value
            }
        }
        return values
    }
}

extension RecordType where Record: FlowRecord {
    /// The record `input` holds.
    /// - Throws: ``ArgumentProblem`` naming the key at fault.
    func convert(_ input: ArgumentInput, copy: ArgumentCopy) throws -> Record {
        try convert(input, into: Record(), copy: copy)
    }
}
