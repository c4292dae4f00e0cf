// The cores' views and navigation protocols live in FlowBase, which the host shares without the cores.
@_exported import FlowBase
