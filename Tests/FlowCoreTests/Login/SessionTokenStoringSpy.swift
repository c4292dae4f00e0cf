import FlowCore

/// Keeps a token in memory, records every call, and can be made to fail.
final class SessionTokenStoringSpy: SessionTokenStoring {
    /// The error a failing store throws.
    struct StoreFailure: Error, CustomStringConvertible {
        var description: String { "SessionTokenStoringSpy: the disk is full" }
    }

    private(set) var token: String?
    private(set) var savedTokens: [String] = []
    private(set) var clearCount = 0
    var fails = false

    init(token: String? = nil) {
        self.token = token
    }

    func loadToken() throws -> String? {
        if fails { throw StoreFailure() }
        return token
    }

    func saveToken(_ token: String) throws {
        if fails { throw StoreFailure() }
        savedTokens.append(token)
        self.token = token
    }

    func clearToken() throws {
        if fails { throw StoreFailure() }
        clearCount += 1
        token = nil
    }
}
