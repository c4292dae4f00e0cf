// The built-ins' test helpers come with the host's and the cores' own, so a test of the whole stack imports
// one module.
@_exported import FlowCoreTestSupport
@_exported import FlowHostTestSupport
