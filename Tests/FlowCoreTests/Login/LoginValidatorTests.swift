import FlowCore
import Testing

@Suite("LoginValidator")
struct LoginValidatorTests {
    private let sut = LoginValidator()

    @Test("L5: the reference credentials are valid")
    func referenceCredentialsAreValid() {
        // Given
        let credentials = LoginCredentials(email: "agent@shield.org", password: Password("hailHydra"))
        // When
        let errors = sut.validate(credentials)
        // Then
        #expect(errors.isEmpty)
    }

    @Test("L5: an empty email is reported as empty, not malformed")
    func emptyEmailIsReportedAsEmpty() {
        // Given
        let credentials = LoginCredentials(email: "", password: Password("hailHydra"))
        // When
        let errors = sut.validate(credentials)
        // Then
        #expect(errors == [.emptyEmail])
    }

    @Test(
        "L5: an email without the local@domain.tld shape is malformed",
        arguments: [
            "agent", "agent@", "@shield.org", "agent@shield", "agent@shield.", "a@b@shield.org", "agent @shield.org",
        ])
    func malformedEmailIsReported(email: String) {
        // Given
        let credentials = LoginCredentials(email: email, password: Password("hailHydra"))
        // When
        let errors = sut.validate(credentials)
        // Then
        #expect(errors == [.malformedEmail(email)])
    }

    @Test("L5: an empty password is reported")
    func emptyPasswordIsReported() {
        // Given
        let credentials = LoginCredentials(email: "agent@shield.org", password: Password(""))
        // When
        let errors = sut.validate(credentials)
        // Then
        #expect(errors == [.emptyPassword])
    }

    @Test("L5: both fields at fault are reported, email first")
    func bothFieldsAreReported() {
        // Given
        let credentials = LoginCredentials(email: "nobody", password: Password(""))
        // When
        let errors = sut.validate(credentials)
        // Then
        #expect(errors == [.malformedEmail("nobody"), .emptyPassword])
    }

    @Test("validation errors print as one line naming the field and value")
    func validationErrorsPrintOneLine() {
        // Given
        let error = LoginValidationError.malformedEmail("nobody")
        // When
        let line = String(describing: error)
        // Then
        #expect(line == "LoginValidationError.malformedEmail: 'nobody' is not an email address")
        #expect(!line.contains("\n"))
    }
}
