import Testing

@testable import FlowBundle

@Suite struct BundleCompatibilityTests {
    private let text = FieldSignature(name: "text", type: .plain("string"))

    @Test func aParameterMayGainOptionalFieldsAndBecomeOptional() {
        let needed = BindingSignature.function(parameters: [text], result: .plain("void"))
        let declared = BindingSignature.function(
            parameters: [FieldSignature(name: "text", type: .optional(.plain("string"))),
                         FieldSignature(name: "size", type: .optional(.plain("integer")))],
            result: .plain("void"))
        #expect(BundleCompatibility.changes(needed, declared).isEmpty)
    }

    @Test func aNewRequiredParameterIsAMismatch() {
        let needed = BindingSignature.function(parameters: [text], result: .plain("void"))
        let declared = BindingSignature.function(
            parameters: [text, FieldSignature(name: "size", type: .plain("integer"))], result: .plain("void"))
        #expect(BundleCompatibility.changes(needed, declared) == [SignatureChange(path: ["size"], kind: .requiredFieldAdded)])
    }

    @Test func aResultThatBecameOptionalIsAMismatch() {
        let needed = BindingSignature.function(parameters: [], result: .plain("string"))
        let declared = BindingSignature.function(parameters: [], result: .optional(.plain("string")))
        #expect(BundleCompatibility.changes(needed, declared) == [SignatureChange(
            path: ["(result)"], kind: .typeChanged(bundle: "string", host: "string?"))])
    }

    @Test func anEventMayGainFieldsButNotLoseThem() {
        let count = FieldSignature(name: "count", type: .plain("integer"))
        #expect(BundleCompatibility.fieldChanges([count], [count, text], path: [], passedIn: false).isEmpty)
        #expect(BundleCompatibility.fieldChanges([count, text], [count], path: [], passedIn: false)
            == [SignatureChange(path: ["text"], kind: .fieldMissing)])
    }
}
