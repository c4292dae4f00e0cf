import FlowBase
import FlowCore
import Testing

@Suite("Observer list")
struct ObserverListTests {
    @Test("Handlers are called in the order they were added")
    func handlersRunInOrderOfAdding() {
        // Given
        var calls: [String] = []
        var list = ObserverList<Int>()
        _ = list.add { calls.append("first \($0)") }
        _ = list.add { calls.append("second \($0)") }

        // When
        list.notify(7)

        // Then
        #expect(calls == ["first 7", "second 7"])
    }

    @Test("A removed handler is not called again; removing an unknown id changes nothing")
    func removedHandlerIsNotCalled() {
        // Given
        var calls: [String] = []
        var list = ObserverList<Int>()
        let first = list.add { calls.append("first \($0)") }
        _ = list.add { calls.append("second \($0)") }

        // When
        list.remove(first)
        list.remove(first + 100)
        list.notify(1)

        // Then
        #expect(calls == ["second 1"])
    }

    @Test("Several handlers are removed at once, the others kept in order; unknown ids change nothing")
    func removesSeveralAtOnce() {
        // Given
        var calls: [String] = []
        var list = ObserverList<Int>()
        let first = list.add { calls.append("first \($0)") }
        _ = list.add { calls.append("second \($0)") }
        let third = list.add { calls.append("third \($0)") }
        _ = list.add { calls.append("fourth \($0)") }

        // When
        list.remove([third, first, first + 100])
        list.notify(1)

        // Then
        #expect(calls == ["second 1", "fourth 1"])
    }
}
