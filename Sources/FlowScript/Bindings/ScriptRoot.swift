import Foundation

/// A folder `require` searches, with the two path prefixes its module files are named by, worked out once:
/// every `require` of every launch joins a file name to them, and joining URLs costs far more than
/// joining strings.
struct ScriptRoot {
    /// The folder as it was given.
    let url: URL
    /// Where its files are opened: the folder's path, ending in `/`.
    let directory: String
    /// How its files are named in messages: ``ScriptSource/displayPath(of:)`` of the folder, ending in `/`.
    let shownDirectory: String
    /// The folder's standardized path, which tells whether two roots are the same folder.
    let standardizedPath: String

    /// Creates the root of `url`.
    /// The folder with every symbolic link resolved, which module files must lie in; the folder as given
    /// when it does not resolve (missing: nothing is found there anyway).
    let resolvedPath: String

    init(_ url: URL) {
        // Derived from a file inside, so that both prefixes join exactly as appending a path to the URL would.
        let inside = url.appendingPathComponent("x")
        self.url = url
        directory = String(inside.path.dropLast())
        shownDirectory = String(ScriptSource.displayPath(of: inside).dropLast())
        standardizedPath = url.standardizedFileURL.path
        if let resolved = realpath(url.path, nil) {
            resolvedPath = String(cString: resolved)
            free(resolved)
        } else {
            resolvedPath = standardizedPath
        }
    }
}
