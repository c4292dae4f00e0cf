/// Which standard libraries a state opens.
public enum LuaLibraries: Sendable {
    /// The default: base (without `dofile`/`loadfile`; `load` text-only),
    /// string, table, math, utf8, coroutine, `os.time`/`clock`/`date`, and a
    /// `require` limited to `.lua` files under the script roots. No io, no
    /// debug, no C modules. Host-loaded chunks are text-only too.
    case sandbox
    /// Every standard library, for trusted embedders; `require` also looks
    /// under the script roots, and host-loaded chunks may be binary.
    case full
}
