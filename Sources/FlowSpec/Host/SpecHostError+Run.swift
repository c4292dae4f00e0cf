import FlowScript
import FlowStore

extension SpecHostError {
    /// Runs `body`, a module's or the store's work, keeping why it failed: a module's refusal
    /// (``moduleRefused(_:)``), the store's failure (``store(_:)``), or another error the module threw
    /// (``moduleFailed(_:)``).
    static func run<Value>(_ body: () throws -> Value) throws(SpecHostError) -> Value {
        do {
            return try body()
        } catch let error as FlowValueError {
            throw .moduleRefused(error)
        } catch let error as AppStateStoreError {
            throw .store(error)
        } catch {
            throw .moduleFailed(error)
        }
    }
}
