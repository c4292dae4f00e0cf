import FlowBase
import FlowModules
import FlowStore
import FlowTestSupport
import FlowCore
import FlowScript

/// A script-style screen: a module view that is its own headless screen, showing a fixed `screen` and
/// recording the actions performed on it.
final class ScreenSpy: ModuleView, HeadlessScreen {
    var screen: Screen
    private(set) var performed: [ScreenAction] = []
    private(set) var loadCount = 0
    private(set) var renderCount = 0

    var moduleName: String { screen.name }

    init(_ screen: Screen) {
        self.screen = screen
    }

    func viewDidLoad() {
        loadCount += 1
    }

    func render() -> Screen {
        renderCount += 1
        return screen
    }

    func perform(_ action: ScreenAction) {
        performed.append(action)
    }
}
