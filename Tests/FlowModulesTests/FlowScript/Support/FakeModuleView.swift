import FlowBase
import FlowModules
import FlowStore
import FlowTestSupport
import FlowCore

/// A module view that counts `viewDidLoad` calls and can run a step (such as navigating) inside it.
final class FakeModuleView: ModuleView {
    let moduleName: String
    private(set) var loadCount = 0
    var onLoad: (() -> Void)?

    init(_ moduleName: String, onLoad: (() -> Void)? = nil) {
        self.moduleName = moduleName
        self.onLoad = onLoad
    }

    func viewDidLoad() {
        loadCount += 1
        onLoad?()
    }
}
