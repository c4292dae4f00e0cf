import LuaHost

/// Where an event was stated: the events input (a file, or `stdin`) and its line. The one location type of
/// every layer (LuaHost's).
public typealias FlowEventLocation = LuaLocation
