-- Fixture: a user module with the DSL module's reserved name, beside the spec that requires "flowspec".
return { shadowed = true }
