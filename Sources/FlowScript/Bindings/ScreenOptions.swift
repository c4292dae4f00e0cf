/// The options of `app.screen{...}`: a screen the flow defines.
struct ScreenOptions: FlowRecord {
    var name: String?
    var title: String?
    var labels: [String]?
    var images: [String]?
    var buttons: [ButtonOption]?

    static let record = RecordType<ScreenOptions>("flowhost.ScreenOptions", [
        .field("name", \.name, "The screen's module name; default \"screen\"."),
        .field("title", \.title, "The title."),
        .field("labels", \.labels, "Text labels, in order."),
        .field("images", \.images, "Images, by asset name."),
        .field("buttons", \.buttons, "Buttons and their actions."),
    ])
}
