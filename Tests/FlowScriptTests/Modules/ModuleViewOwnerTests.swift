import FlowBase
import FlowHostTestSupport
import FlowStore
import Testing
@testable import FlowScript

@Suite("A module view's outputs, owned by the view")
struct ModuleViewOwnerTests {
    /// An output a core holds weakly, as presenters hold theirs.
    private final class ProbeOutput {}

    /// A view whose core holds its output weakly.
    private final class ProbeView: ModuleView {
        let moduleName = "probe"
        weak var output: ProbeOutput?

        init(output: ProbeOutput) {
            self.output = output
        }

        func viewDidLoad() {}
    }

    @Test("an output handed to own lives exactly as long as the view built with it")
    func outputLivesWithItsView() throws {
        // Given
        let registry = try FlowModuleRegistry([CounterModule()])
        let app = try FlowApp(store: try AppStateStore.inMemory(schema: registry.schema), modules: registry)
        let context = app.moduleInstances[0].context
        weak var firstOutput: ProbeOutput?

        // When a view is built with its output handed to `own`, and nothing else holds the output
        var view: ProbeView? = context.view { own in
            let output = ProbeOutput()
            firstOutput = output
            return ProbeView(output: own(output))
        }
        let heldWhileViewLives = view?.output != nil
        view = nil
        let next = context.view { own in ProbeView(output: own(ProbeOutput())) }

        // Then the view's output lived while the view did, and went with it (released by the next keep)
        #expect(heldWhileViewLives)
        #expect(firstOutput == nil)
        #expect(next.output != nil)
    }
}
