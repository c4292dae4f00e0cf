/// A parameter of a module's typed entry: its name and doc, its type being `Value`'s. The entry converts
/// the argument with `Value`'s conversion and declares it with `Value`'s type, from this one statement.
public struct Parameter<Value: FlowArgument>: Sendable {
    /// The name the listing, the stubs and messages show.
    public let name: String
    /// One line saying what it is.
    public let doc: String

    /// A parameter named `name`.
    public init(_ name: String, _ doc: String) {
        self.name = name
        self.doc = doc
    }

    /// Its declaration.
    var field: FlowField { FlowField(name, Value.flowType, doc) }

    /// Whether it may be left out (an optional type).
    var isOptional: Bool { Value.flowType.isOptional }

    /// Converts argument `position` of a call: a problem names the parameter.
    func convert(_ input: ArgumentInput, copy: ArgumentCopy) throws(ArgumentProblem) -> Value {
        do {
            return try Value.convert(input, copy: copy)
        } catch let problem as ArgumentProblem {
            throw problem
        } catch {
            throw ArgumentProblem(.refused("\(error)"))
        }
    }
}
