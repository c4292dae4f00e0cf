"""Tests of the mutant generator (scripts/mutation/generator.py): which mutants a snippet gets, and their ids.

Run: python3 -m unittest discover -s Tests/Mutants -p '*_tests.py'
"""

import os
import sys
import unittest

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "scripts", "mutation"))
import generator  # noqa: E402


def changes(path, text):
    """Each mutant as (function, kind, text replaced, replacement)."""
    return [(m.scope, m.kind, m.find, m.replace) for m in generator.generate(path, text)]


SWIFT = '''\
struct Counter {
    var limit = 3

    /// "a < b" in a comment is left alone, as is "x == y" in a string.
    func allows(_ count: Int) -> Bool {
        let label = "x == y \\(count < 2)"
        _ = label
        guard count >= 0, let first = Optional(count) else { return false }
        return first < limit && count != 7
    }

    func names() -> [String] {
        ["a"].map { name in
            return name
        }
    }

    mutating func reset() {
        if limit > 0 { limit = 0 }
    }

    var isEmpty: Bool { limit == 0 }

    func values() -> Array<Int> { [] }
}
'''
ALLOWS_BODY = SWIFT[SWIFT.index("\n        let label"):SWIFT.index("}\n\n    func names")]


class SwiftTests(unittest.TestCase):
    def test_every_operator_of_a_function_is_mutated_and_nothing_in_comments_or_strings(self):
        self.assertEqual(changes("Sources/X/Counter.swift", SWIFT), [
            ("Counter.allows(_:)", "body", ALLOWS_BODY, " false "),
            ("Counter.allows(_:)", "body", ALLOWS_BODY, " true "),
            ("Counter.allows(_:)", "condition", "count >= 0, ", ""),
            ("Counter.allows(_:)", "compare", ">=", ">"),
            ("Counter.allows(_:)", "constant", "0", "1"),
            ("Counter.allows(_:)", "return", "false", "true"),
            ("Counter.allows(_:)", "return", "first < limit && count != 7", "false"),
            ("Counter.allows(_:)", "return", "first < limit && count != 7", "true"),
            ("Counter.allows(_:)", "compare", "<", "<="),
            ("Counter.allows(_:)", "logic", "&&", "||"),
            ("Counter.allows(_:)", "equality", "!=", "=="),
            ("Counter.allows(_:)", "constant", "7", "8"),
            ("Counter.names()", "body", '\n        ["a"].map { name in\n            return name\n        }\n    ', " [] "),
            ("Counter.reset()", "body", "\n        if limit > 0 { limit = 0 }\n    ", ""),
            ("Counter.reset()", "condition", "limit > 0", "true"),
            ("Counter.reset()", "compare", ">", ">="),
            ("Counter.reset()", "constant", "0", "1"),
            ("Counter.reset()", "constant", "0", "1"),
            ("Counter.isEmpty", "body", " limit == 0 ", " false "),
            ("Counter.isEmpty", "body", " limit == 0 ", " true "),
            ("Counter.isEmpty", "equality", "==", "!="),
            ("Counter.isEmpty", "constant", "0", "1"),
        ])

    def test_a_return_inside_a_closure_keeps_its_value(self):
        returns = [c for c in changes("Sources/X/Counter.swift", SWIFT) if c[1] == "return"]
        self.assertNotIn("name", [c[2] for c in returns])

    def test_a_body_already_the_default_and_a_binding_condition_get_no_mutant(self):
        found = changes("Sources/X/Counter.swift", SWIFT)
        self.assertFalse([c for c in found if c[0] == "Counter.values()"])
        self.assertFalse([c for c in found if c[1] == "condition" and "let" in c[2]])

    def test_a_type_without_a_simple_value_keeps_its_body(self):
        text = "func make() -> URL {\n    URL(fileURLWithPath: \"/\")\n}\n"
        self.assertEqual(changes("Sources/X/Make.swift", text), [])

    def test_each_mutant_names_the_text_at_its_offset_and_its_line(self):
        for mutant in generator.generate("Sources/X/Counter.swift", SWIFT):
            self.assertEqual(SWIFT[mutant.start:mutant.start + len(mutant.find)], mutant.find)
            self.assertEqual(mutant.line, SWIFT.count("\n", 0, mutant.start) + 1)


C = '''\
#define LIMIT (a < b)
static int count (lua_State *L, int n) {
  const char *s = "a < b";  /* a == b */
  if (n < LIMIT && s != NULL) return n + 1;
  return 0;
}

static const char *name (int i) {
  return i == 0 ? "zero" : "other";
}

static void reset (State *st) {
  st->n = 0;
}
'''


class CTests(unittest.TestCase):
    def test_c_functions_get_the_same_operators_with_c_defaults(self):
        self.assertEqual(changes("Sources/CLuaShim/x.c", C), [
            ("count", "body", C[C.index("\n  const char"):C.index("}\n\nstatic const")], " return 0; "),
            ("count", "condition", "n < LIMIT && s != NULL", "1"),
            ("count", "compare", "<", "<="),
            ("count", "logic", "&&", "||"),
            ("count", "equality", "!=", "=="),
            ("count", "return", "n + 1", "0"),
            ("count", "constant", "1", "2"),
            ("count", "constant", "0", "1"),
            ("name", "body", '\n  return i == 0 ? "zero" : "other";\n', " return NULL; "),
            ("name", "return", 'i == 0 ? "zero" : "other"', "NULL"),
            ("name", "equality", "==", "!="),
            ("name", "constant", "0", "1"),
            ("reset", "body", "\n  st->n = 0;\n", " "),
            ("reset", "constant", "0", "1"),
        ])


LUA = '''\
local M = {}

-- if a < b then a comment end
function M.check(a, b)
  if a < b and b ~= 2 then
    return "no < here"
  end
  local f = function(x) return x end
  return nil
end

local handlers = {
  on_tap = function(n) return n >= 10 or false end,
}

return M
'''


class LuaTests(unittest.TestCase):
    def test_lua_functions_named_or_assigned_to_a_name_get_mutants_and_comments_and_strings_none(self):
        self.assertEqual(changes("scripts/x.lua", LUA), [
            ("M.check", "body", LUA[LUA.index("\n  if a < b"):LUA.index("end\n\nlocal handlers")], " "),
            ("M.check", "condition", "a < b and b ~= 2", "true"),
            ("M.check", "compare", "<", "<="),
            ("M.check", "logic", "and", "or"),
            ("M.check", "equality", "~=", "=="),
            ("M.check", "constant", "2", "3"),
            ("M.check", "return", '"no < here"', "nil"),
            ("f", "body", " return x ", " "),
            ("f", "return", "x", "nil"),
            ("on_tap", "body", " return n >= 10 or false ", " "),
            ("on_tap", "return", "n >= 10 or false", "nil"),
            ("on_tap", "compare", ">=", ">"),
            ("on_tap", "constant", "10", "11"),
            ("on_tap", "logic", "or", "and"),
        ])


class IdentityTests(unittest.TestCase):
    def test_ids_are_unique_and_the_same_on_every_run(self):
        first = [m.ident for m in generator.generate("Sources/X/Counter.swift", SWIFT)]
        second = [m.ident for m in generator.generate("Sources/X/Counter.swift", SWIFT)]
        self.assertEqual(first, second)
        self.assertEqual(len(set(first)), len(first))
        self.assertTrue(all(ident.startswith("g-") and len(ident) == 12 for ident in first))

    def test_an_edit_in_another_function_leaves_the_ids_unchanged(self):
        before = {m.ident: (m.scope, m.find, m.replace) for m in generator.generate("Sources/X/Counter.swift", SWIFT)}
        edited = SWIFT.replace("if limit > 0 { limit = 0 }", "if limit > 0 && limit < 9 { limit = 0 }")
        edited = "// a new header line\n" + edited
        after = {m.ident: (m.scope, m.find, m.replace) for m in generator.generate("Sources/X/Counter.swift", edited)}
        unchanged = {ident: value for ident, value in before.items() if value[0] != "Counter.reset()"}
        for ident, value in unchanged.items():
            self.assertEqual(after.get(ident), value)

    def test_the_same_change_in_another_file_has_another_id(self):
        here = {m.ident for m in generator.generate("Sources/X/Counter.swift", SWIFT)}
        there = {m.ident for m in generator.generate("Sources/Y/Counter.swift", SWIFT)}
        self.assertFalse(here & there)


if __name__ == "__main__":
    unittest.main()
