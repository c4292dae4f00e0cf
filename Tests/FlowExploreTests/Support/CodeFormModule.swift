import FlowBase
import FlowScript
import LuaHost
import Synchronization

/// A module for explore's own tests: `app.codeform.failing()` shows a form whose one field, `code`, refuses
/// every text typed into it; `app.codeform.secure()` shows one whose secure field already holds `Secret-123`
/// (the explorer's plausible text for a secure field). Every text typed is written to ``typed``.
struct CodeFormModule: FlowModule {
    /// The texts typed into a field, over every replay.
    let typed = TypedLog()

    var contract: ModuleContract {
        let typed = typed
        return ModuleContract("codeform", "A one-field form.", launch: { context in
            context.app.registerAdapter(CodeFormView.self) { CodeFormAdapter(view: $0) }
            return CodeFormInstance(typed: typed)
        }) { module in
            module.view("failing", "A form whose field refuses every text.") { instance, _ in
                CodeFormView(value: "", isSecure: false, refusesText: true, typed: instance.typed)
            }
            module.view("secure", "A form whose secure field holds Secret-123.") { instance, _ in
                CodeFormView(value: "Secret-123", isSecure: true, refusesText: false, typed: instance.typed)
            }
        }
    }
}

/// Every text typed into a code form, from any replay.
final class TypedLog: Sendable {
    private let texts = Mutex<[String]>([])

    func append(_ text: String) {
        texts.withLock { $0.append(text) }
    }

    var all: [String] {
        texts.withLock { $0 }
    }
}

/// The form module in one launch: where its views write what was typed.
final class CodeFormInstance {
    let typed: TypedLog

    init(typed: TypedLog) {
        self.typed = typed
    }
}

/// The form's state.
final class CodeFormView: ModuleView {
    let moduleName = "codeform"
    var value: String
    let isSecure: Bool
    let refusesText: Bool
    let typed: TypedLog

    init(value: String, isSecure: Bool, refusesText: Bool, typed: TypedLog) {
        self.value = value
        self.isSecure = isSecure
        self.refusesText = refusesText
        self.typed = typed
    }

    func viewDidLoad() {}
}

/// Why a code form refused a text.
struct CodeRefused: Error, CustomStringConvertible {
    var description: String { "planted: the code field refuses every text" }
}

struct CodeFormAdapter: HeadlessScreen {
    let view: CodeFormView

    func render() throws -> Screen {
        Screen(
            name: "codeform", title: "Code", buttons: [ScreenButton(title: "Done")],
            fields: [ScreenField(id: "code", label: "Code", value: view.value, isSecure: view.isSecure)])
    }

    func perform(_ action: ScreenAction) throws {
        guard case .type(_, let text) = action else { return }
        view.typed.append(text)
        if view.refusesText { throw CodeRefused() }
        view.value = text
    }
}
