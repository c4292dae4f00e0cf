/// The pages the studio serves, built into the binary: no file is read and no other site is reached.
enum StudioPage {
    /// The studio.
    case studio
    /// A page that only echoes WebSocket messages: the floor the click benchmark compares with.
    case echo

    /// The page's HTML with its style and script inline, each under `nonce`.
    func html(nonce: String) -> String {
        let css = String(decoding: PackageResources.studio_css, as: UTF8.self)
        let script: String
        switch self {
        case .studio: script = String(decoding: PackageResources.studio_js, as: UTF8.self)
        case .echo: script = String(decoding: PackageResources.echo_js, as: UTF8.self)
        }
        let body = String(decoding: PackageResources.studio_html, as: UTF8.self)
        return body
            .replacingOccurrences(of: "<!--MESSAGE_LIMIT-->", with: String(StudioClientMessage.sizeLimit))
            .replacingOccurrences(of: "<!--STYLE-->", with: "<style nonce=\"\(nonce)\">\n\(css)</style>")
            .replacingOccurrences(of: "<!--SCRIPT-->", with: "<script nonce=\"\(nonce)\">\n\(script)</script>")
    }
}
