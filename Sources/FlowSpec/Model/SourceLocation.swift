import LuaHost

/// A file and a line in a spec, as reports name them: the one location type of every layer (LuaHost's).
public typealias SourceLocation = LuaLocation
