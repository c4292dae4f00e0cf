/// A spy counting how many scenarios run at the same time, and which ones saw their task cancelled.
actor ConcurrencyProbe {
    private(set) var running = 0
    private(set) var mostRunning = 0
    private(set) var sawCancellation: [String] = []

    func enter() {
        running += 1
        mostRunning = max(mostRunning, running)
    }

    func leave() {
        running -= 1
    }

    func noteCancellation(_ name: String) {
        sawCancellation.append(name)
    }
}
