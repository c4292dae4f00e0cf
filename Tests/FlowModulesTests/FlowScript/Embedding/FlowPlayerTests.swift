import FlowHostTestSupport
import FlowModules
import FlowScript
import FlowStore
import FlowTestSupport
import Foundation
import Testing

/// The embedding API: a flow driven as an app's own UI would, by element, with reloads.
@Suite struct FlowPlayerTests {
    /// A counter flow whose title says `prefix` and the taps, counted by the button `tap`; "Fail" raises, "Print"
    /// prints.
    private static func counter(prefix: String, tap: String = "Tap") -> String {
        """
        return function(app)
          local taps = 0
          local function show()
            return app.screen{
              name = "counter",
              title = "\(prefix) " .. taps,
              buttons = {
                { title = "\(tap)", action = function() taps = taps + 1; app.nav:replace_root(show()) end },
                { title = "Fail", action = function() error("the button broke") end },
                { title = "Print", action = function() print("printed " .. taps) end },
              },
            }
          end
          app.nav:replace_root(show())
        end
        """
    }

    private final class Spy: FlowPlayerObserving {
        var labels: [String] = []
        func player(_ player: FlowPlayer, didUpdate update: FlowPlayerUpdate) {
            labels.append(update.label)
        }
    }

    private func player(_ folder: TemporaryDirectory, script: String) throws -> FlowPlayer {
        let flow = try folder.write(script, to: "flow.lua")
        return FlowPlayer(FlowPlayerConfiguration(
            flowFile: URL(fileURLWithPath: flow), base: try AppStateStore.inMemory(), modules: BuiltInModules.registry()))
    }

    /// A player over `script` in `folder`, started.
    private func started(_ folder: TemporaryDirectory, script: String) async throws -> FlowPlayer {
        let player = try player(folder, script: script)
        await player.start()
        return player
    }

    @Test func tappingAButtonByItsIndexShowsTheNextScreen() async throws {
        // Given a started counter
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let player = try player(folder, script: Self.counter(prefix: "Taps"))
        let started = await player.start()
        #expect(started.screen?.title == "Taps 0")

        // When the first button is tapped by its index
        let update = await player.send(.tapButton(index: 0))

        // Then the step is the tap and the screen counts it
        #expect(update.label == "tap Tap")
        #expect(update.screen?.title == "Taps 1")
        #expect(update.failure == nil)
        #expect(player.events == [.tap(title: "Tap")])
    }

    @Test func anIndexOffTheScreenFailsAndKeepsTheScreen() async throws {
        // Given a started counter, tapped once
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let player = try player(folder, script: Self.counter(prefix: "Taps"))
        await player.start()
        await player.send(.tapButton(index: 0))

        // When a button that is not there is tapped
        let update = await player.send(.tapButton(index: 7))

        // Then it fails naming the screen, and the last screen stays
        #expect(update.failure?.description == "screen 'counter' has no button 8 (it has 3)")
        #expect(update.screen?.title == "Taps 1")
    }

    @Test func aFailingEventKeepsTheLastGoodScreenAndNamesTheLine() async throws {
        // Given a started counter
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let player = try player(folder, script: Self.counter(prefix: "Taps"))
        await player.start()

        // When the button whose action raises is tapped
        let update = await player.send(.tapButton(index: 1))

        // Then the failure names the script's line and the screen is the one shown before
        #expect(update.failure?.description.contains("flow.lua:9:") == true)
        #expect(update.failure?.isLoadError == false)
        #expect(update.screen?.title == "Taps 0")
        #expect(player.events.isEmpty)
    }

    @Test func whatTheFlowPrintsArrivesWithItsStep() async throws {
        // Given a started counter
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let player = try player(folder, script: Self.counter(prefix: "Taps"))
        await player.start()

        // When the printing button is tapped
        let update = await player.send(.tapButton(index: 2))

        // Then the printed line comes with that step only
        #expect(update.printed == ["printed 0"])
        #expect(await player.send(.tapButton(index: 0)).printed.isEmpty)
    }

    @Test func aReloadReplaysTheEventsOnTheChangedScript() async throws {
        // Given a counter tapped twice
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let player = try player(folder, script: Self.counter(prefix: "Taps"))
        await player.start()
        await player.send(.tapButton(index: 0))
        await player.send(.tapButton(index: 0))

        // When the script changes and the player reloads
        _ = try folder.write(Self.counter(prefix: "Count"), to: "flow.lua")
        let update = await player.reload()

        // Then the new script shows the replayed taps
        #expect(update.failure == nil)
        #expect(update.screen?.title == "Count 2")
        #expect(update.label == "reload (replayed 2 steps)")
    }

    @Test func aSyntaxErrorOnReloadIsATypedLoadFailureNamingTheLineAndKeepsTheRunningLaunch() async throws {
        // Given a counter tapped once
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let player = try player(folder, script: Self.counter(prefix: "Taps"))
        await player.start()
        await player.send(.tapButton(index: 0))

        // When the script no longer parses and the player reloads
        _ = try folder.write("return function(app)\n  local = 1\nend\n", to: "flow.lua")
        let update = await player.reload()

        // Then it is a load failure with its cause, the syntax error at the file's line 2; the screen stays, and the
        // launch still takes events
        guard case .load(.script(.syntax(let error)))? = update.failure else {
            Issue.record("expected a syntax error, got \(String(describing: update.failure))")
            return
        }
        #expect(error.description.contains("flow.lua:2: <name> expected near '='"), "\(error)")
        #expect(update.failure?.isLoadError == true)
        #expect(update.screen?.title == "Taps 1")
        #expect(await player.send(.tapButton(index: 0)).screen?.title == "Taps 2")
    }

    @Test func aReplayThatStopsKeepsTheEventsItDidNotReachForTheNextReload() async throws {
        // Given a counter tapped twice
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let player = try player(folder, script: Self.counter(prefix: "Taps"))
        await player.start()
        await player.send(.tapButton(index: 0))
        await player.send(.tapButton(index: 0))

        // When the button is renamed and the player reloads, then the name comes back and it reloads again
        _ = try folder.write(Self.counter(prefix: "Taps", tap: "Push"), to: "flow.lua")
        let diverged = await player.reload()
        let eventsAfterDivergence = player.events
        _ = try folder.write(Self.counter(prefix: "Count"), to: "flow.lua")
        let restored = await player.reload()

        // Then the first replay stopped at event 1 of 2 on the start screen, and the second replayed both taps
        guard case .diverged(let index, let total, _)? = diverged.failure else {
            Issue.record("expected a diverged replay, got \(String(describing: diverged.failure))")
            return
        }
        #expect((index, total) == (0, 2))
        #expect(diverged.screen?.title == "Taps 0")
        #expect(eventsAfterDivergence.isEmpty)
        #expect(restored.failure == nil)
        #expect(restored.screen?.title == "Count 2")
        #expect(restored.appliedEvents == 2)
    }

    /// Two buttons titled "OK" whose actions say which ran; the first is disabled when `firstEnabled` is false.
    private static func twins(firstEnabled: Bool = true) -> String {
        """
        return function(app)
          local function show(said)
            return app.screen{ name = "twins", title = said, buttons = {
              { title = "OK", enabled = \(firstEnabled), action = function() app.nav:replace_root(show("first")) end },
              { title = "OK", action = function() app.nav:replace_root(show("second")) end },
            } }
          end
          app.nav:replace_root(show("none"))
        end
        """
    }

    @Test func tappingTheSecondOfTwoButtonsTitledAlikeRunsTheSecondsAction() async throws {
        // Given two buttons titled "OK"
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let player = try await started(folder, script: Self.twins())

        // When the second is tapped by its index
        let update = await player.send(.tapButton(index: 1))

        // Then the second's action ran, and the event names the second by its number
        #expect(update.failure == nil, "\(update.failure?.description ?? "")")
        #expect(update.screen?.title == "second")
        #expect(update.label == "tap OK #2")
        #expect(player.events == [.tap(title: "OK #2")])
    }

    @Test func tappingTheEnabledSecondOfTwoButtonsTitledAlikeWorksWhenTheFirstIsDisabled() async throws {
        // Given two buttons titled "OK", the first disabled
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let player = try await started(folder, script: Self.twins(firstEnabled: false))

        // When the second is tapped by its index, then by its title in a fresh run
        let update = await player.send(.tapButton(index: 1))
        await player.send(.reset)
        let byTitle = await player.send(.event(.tap(title: "OK")))

        // Then both reach the second's action
        #expect(update.failure == nil, "\(update.failure?.description ?? "")")
        #expect(update.screen?.title == "second")
        #expect(byTitle.failure == nil, "\(byTitle.failure?.description ?? "")")
        #expect(byTitle.screen?.title == "second")
    }

    @Test func anEventAppliedAfterAReplayStoppedReplacesTheEventsThatReplayDidNotReach() async throws {
        // Given a counter tapped twice, whose reload stopped at the first tap after the button was renamed
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let player = try await started(folder, script: Self.counter(prefix: "Taps"))
        await player.send(.tapButton(index: 0))
        await player.send(.tapButton(index: 0))
        _ = try folder.write(Self.counter(prefix: "Taps", tap: "Push"), to: "flow.lua")
        await player.reload()

        // When the renamed button is tapped, and the player reloads again
        await player.send(.event(.tap(title: "Push")))
        let reloaded = await player.reload()

        // Then the history is the new tap alone, replayed in full
        #expect(player.events == [.tap(title: "Push")])
        #expect(reloaded.failure == nil)
        #expect(reloaded.appliedEvents == 1)
        #expect(reloaded.screen?.title == "Taps 1")
    }

    @Test func anEventKeptForTheReplayIsAppliedByTheNextReloadAndAStoppedReplayNamesItsLine() async throws {
        // Given a started counter, and an events file's line that names a button not there yet
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let player = try await started(folder, script: Self.counter(prefix: "Taps"))
        let line = FlowEventLine(event: .tap(title: "Push"), location: FlowEventLocation(source: "run.events", line: 3))
        let failed = await player.send(.eventLine(line))
        player.keepForReplay(line)

        // When the player reloads the same script, then the script with the button renamed
        let stopped = await player.reload()
        _ = try folder.write(Self.counter(prefix: "Taps", tap: "Push"), to: "flow.lua")
        let replayed = await player.reload()

        // Then the line failed naming its place, the first replay stopped there, and the second applied it
        #expect(failed.failure?.description.contains("run.events:3") == true, "\(failed.failure?.description ?? "")")
        guard case .diverged(0, 1, let error)? = stopped.failure else {
            Issue.record("expected a replay stopped at the kept event, got \(String(describing: stopped.failure))")
            return
        }
        #expect(error.description.contains("run.events:3"), "\(error)")
        #expect(replayed.failure == nil, "\(replayed.failure?.description ?? "")")
        #expect(replayed.screen?.title == "Taps 1")
        #expect(player.events == [.tap(title: "Push")])
    }

    @Test func aFirstStartThatFailsKeepsItsTranscriptEndingWithTheError() async throws {
        // Given a flow whose start raises
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let player = try player(folder, script: "return function(app)\n  error('no start today')\nend\n")

        // When it starts
        let update = await player.start()

        // Then the failure is the start's, and the transcript says why
        guard case .start(.startFailed)? = update.failure else {
            Issue.record("expected a failed start, got \(String(describing: update.failure))")
            return
        }
        #expect(player.transcript?.steps.last?.kind == .error)
        #expect(player.transcript?.steps.last?.message?.contains("flow.lua:2: no start today") == true)
    }

    @Test func aResetStartsOverAndObserversSeeEveryStep() async throws {
        // Given an observed counter tapped once
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let player = try player(folder, script: Self.counter(prefix: "Taps"))
        let spy = Spy()
        player.addObserver(spy)
        await player.start()
        await player.send(.tapButton(index: 0))

        // When it is reset
        let update = await player.send(.reset)

        // Then the flow starts over with no events, and the observer saw the three steps
        #expect(update.screen?.title == "Taps 0")
        #expect(player.events.isEmpty)
        #expect(spy.labels == ["start", "tap Tap", "reset"])
    }

    @Test func aRelaunchKeepsTheSavedStateAndReplaysWithTheEvents() async throws {
        // Given the demo's items flow with one item added
        let scripts = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("scripts")
        let player = FlowPlayer(FlowPlayerConfiguration(
            flowFile: scripts.appendingPathComponent("items.lua"), base: try AppStateStore.inMemory(),
            modules: BuiltInModules.registry(), scriptRoots: [scripts], now: { Date(timeIntervalSince1970: 0) }))
        await player.start()
        await player.send(.event(.tap(title: "Add")))
        await player.send(.type(fieldID: "title", text: "Milk"))
        await player.send(.event(.tap(title: "Save")))

        // When the flow is relaunched, then reloaded
        let relaunched = await player.send(.relaunch)
        let reloaded = await player.reload()

        // Then the item is still listed both times
        #expect(relaunched.screen?.rows.map(\.title) == ["Milk"])
        #expect(reloaded.screen?.rows.map(\.title) == ["Milk"])
        #expect(reloaded.failure == nil)
    }
}

/// A player over a launch its host made: inputs apply, the launch stays the host's.
@Suite struct FlowPlayerAdoptionTests {
    @Test func anAdoptedLaunchIsStartedOnceByThePlayerOverItsHostsStore() async throws {
        // Given a launch its host made over a store of its own, not started, adopted by a player
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let flow = try folder.write(Fixtures.counterFlow, to: "flow.lua")
        let store = try AppStateStore.inMemory()
        defer { try? store.close() }
        let launch = try FlowLaunch(flowFile: URL(fileURLWithPath: flow), store: store, modules: BuiltInModules.registry())
        defer { launch.close() }
        let player = FlowPlayer(adopting: launch)

        // When the player starts it, taps, then starts it again
        let started = await player.start()
        let tapped = await player.send(.tapButton(index: 0))
        let again = await player.start()

        // Then the launch's own driver ran the start and the tap, and a second start is the driver's refusal
        #expect(started.failure == nil)
        #expect(started.screen?.title == "Taps 0")
        #expect(tapped.screen?.title == "Taps 1")
        #expect(launch.driver.transcript.steps.count == 2)
        guard case .start(.alreadyStarted)? = again.failure else {
            Issue.record("expected the start to be refused, got \(String(describing: again.failure))")
            return
        }
    }

    @Test func anAdoptedLaunchTakesInputsButIsNotReloadedOrClosed() async throws {
        // Given a launch its host started, adopted by a player
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let flow = try folder.write(Fixtures.counterFlow, to: "flow.lua")
        let store = try AppStateStore.inMemory()
        let launch = try FlowLaunch(flowFile: URL(fileURLWithPath: flow), store: store, modules: BuiltInModules.registry())
        try await launch.driver.start(launch.start)
        var player: FlowPlayer? = FlowPlayer(adopting: launch)

        // When it taps, then tries to reset, then goes away
        let tapped = await player?.send(.tapButton(index: 0))
        let reset = await player?.send(.reset)
        player = nil

        // Then the tap applied, the reset was refused, and the launch still runs
        #expect(tapped?.screen?.title == "Taps 1")
        #expect(reset?.failure?.description.hasPrefix("this flow was launched by its host") == true)
        #expect(try await launch.driver.send(.tap(title: "Tap")).first?.screen?.title == "Taps 2")
        launch.close()
        try store.close()
    }
}
