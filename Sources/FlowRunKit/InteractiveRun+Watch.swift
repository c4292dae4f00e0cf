import FlowScript
import FlowTerminal

/// The terminal mode under `--watch`: while the prompt waits for a line, a change of the scripts reloads the
/// flow, replays the events applied so far, draws the screen the replay reached and shows the prompt again,
/// without a key pressed.
extension InteractiveRun {
    /// The next command line; under `--watch`, reloads whenever the scripts change while it waits.
    /// - Parameter shown: The screen the user sees, which a reload replaces.
    /// - Returns: The line, or `nil` at the end of input.
    func readCommand(shown: inout Screen?) async throws(RunFailure) -> String? {
        guard let watch else {
            return try readLine(prompt: Self.prompt)
        }
        try write(Self.prompt)
        while try changed(watch) {
            if let screen = try await reload(watch) {
                shown = screen
            }
            try write(Self.prompt)
        }
        return try readLine(prompt: "")
    }

    /// Waits until a line can be read or the scripts changed; a line the reader holds already wins.
    /// - Returns: `true` when the scripts changed.
    private func changed(_ watch: InteractiveWatch) throws(RunFailure) -> Bool {
        guard !reader.holdsLine else { return false }
        do {
            return try watch.signal.wait(orReadable: reader.input)
        } catch {
            throw .watch(error)
        }
    }

    /// Reloads the flow and shows how it went: the screen the replay reached, or why the flow did not reload.
    /// - Returns: The screen now shown, or `nil` when it stays as it was.
    private func reload(_ watch: InteractiveWatch) async throws(RunFailure) -> Screen? {
        let changes = watch.signal.take()
        guard !changes.isEmpty else { return nil }
        // The prompt's line is open: what follows starts on a line of its own.
        try write("\n")
        WatchMessages.notices(for: changes).forEach(Diagnostics.report)
        let cause = WatchMessages.cause(of: changes)
        let outcome = await watch.flow.reload()
        let driver = watch.flow.session.driver
        switch outcome {
        case .replayed(let count):
            try restartTranscript(driver)
            try write(TerminalStyle.dim.apply(to: WatchMessages.replayed(events: count, cause: cause), mode: colorMode) + "\n")
        case .diverged(let index, let total, let error):
            try restartTranscript(driver)
            Diagnostics.report(WatchMessages.diverged(index: index, total: total, error: error.description, cause: cause))
        case .kept(let failure):
            Diagnostics.report(WatchMessages.kept(failure: failure.description, cause: cause))
            return nil
        }
        // After a replay that stopped, what the app shows then, which may differ from the last good step's.
        guard let screen = (try? driver.currentScreen()) ?? driver.screen else { return nil }
        try write(render(screen))
        return screen
    }

    /// Writes the new session's transcript from its first step, after the last session's.
    private func restartTranscript(_ driver: FlowDriver) throws(RunFailure) {
        sink?.restart()
        try sink?.flush(driver.transcript)
    }
}
