"""Generated mutants: mechanical bugs planted in Swift, C and Lua sources, nobody choosing which.

The operators (the names `kind` takes):
  body       a function's body replaced by the simplest value of its return type (cargo-mutants' rule): an
             empty body for Void (Lua: every function), `false` and `true` for Bool, 0, "", [], [:], nil, NULL
  compare    a comparison relaxed or tightened: `<` and `<=`, `>` and `>=` swapped
  equality   `==` and `!=` (Lua `~=`) swapped
  logic      `&&` and `||` (Lua `and` and `or`) swapped
  condition  one clause of an `if` or `guard` condition dropped (the whole condition becomes true)
  constant   an integer literal one larger
  return     the value of a `return` replaced by the default of the function's type

Each mutant's id hashes the file, the enclosing function (type and argument labels in Swift), the operator, the
text it replaces, its replacement and its ordinal among the same change in that function, so an edit elsewhere
leaves it unchanged. Only code inside functions is mutated: never strings, comments, declarations or
preprocessor lines.
"""

import hashlib
import re
from dataclasses import dataclass

SWIFT_DEFAULTS = {
    "Bool": ["false", "true"],
    "String": ['""'],
}
SWIFT_NUMBERS = {
    "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64",
    "Double", "Float", "TimeInterval",
}
C_NUMBERS = {
    "int", "long", "short", "char", "unsigned", "signed", "double", "float", "size_t", "lua_Integer",
    "lua_Number", "lua_Unsigned", "lua_KContext", "ptrdiff_t", "ssize_t",
}
SWIFT_TYPE_KEYWORDS = {"struct", "class", "enum", "actor", "extension", "protocol"}
SWIFT_CONTROL = {"if", "guard", "else", "for", "while", "repeat", "do", "catch", "switch", "defer"}
SWIFT_DECL_STOP = {"func", "var", "let", "init", "deinit", "subscript", "case", "struct", "class", "enum",
                   "actor", "extension", "protocol", "typealias", "associatedtype", "static", "import"}
LUA_OPENERS = {"function", "if", "do", "repeat"}
LUA_KEYWORDS = {"and", "break", "do", "else", "elseif", "end", "false", "for", "function", "goto", "if", "in",
                "local", "nil", "not", "or", "repeat", "return", "then", "true", "until", "while"}


@dataclass
class Token:
    kind: str  # ident, number, string, op, punct
    text: str
    start: int
    end: int
    newline_before: bool  # a line break sits between this token and the previous one


@dataclass
class Generated:
    ident: str
    path: str
    line: int
    scope: str
    kind: str
    start: int
    find: str
    replace: str

    def describe(self):
        def short(text):
            text = " ".join(text.split())
            return text if len(text) <= 40 else text[:37] + "..."
        return f"{self.kind}: {short(self.find)} -> {short(self.replace)}"


# Lexing ---------------------------------------------------------------------------------------------------

OP_CHARS = set("=-+!*%<>&|^~?/")


class Lexer:
    """Turns source text into tokens; comments, preprocessor lines and whitespace are skipped."""

    def __init__(self, text, language):
        self.text = text
        self.language = language
        self.tokens = []

    def run(self):
        text, i, newline = self.text, 0, True
        while i < len(text):
            char = text[i]
            if char == "\n":
                newline, i = True, i + 1
                continue
            if char.isspace():
                i += 1
                continue
            skipped = self.skip_comment(i, newline)
            if skipped is not None:
                newline = newline or "\n" in text[i:skipped]
                i = skipped
                continue
            end, kind = self.token_at(i)
            self.tokens.append(Token(kind, text[i:end], i, end, newline))
            newline = False
            i = end
        return self.tokens

    def skip_comment(self, i, at_line_start):
        text = self.text
        if self.language == "lua":
            if text.startswith("--", i):
                long = re.match(r"--\[(=*)\[", text[i:i + 64])
                if long:
                    close = text.find("]" + long.group(1) + "]", i)
                    return len(text) if close < 0 else close + len(long.group(1)) + 2
                close = text.find("\n", i)
                return len(text) if close < 0 else close
            return None
        if text.startswith("//", i):
            close = text.find("\n", i)
            return len(text) if close < 0 else close
        if text.startswith("/*", i):
            if self.language == "swift":  # Swift block comments nest
                depth, j = 0, i
                while j < len(text):
                    if text.startswith("/*", j):
                        depth, j = depth + 1, j + 2
                    elif text.startswith("*/", j):
                        depth, j = depth - 1, j + 2
                        if depth == 0:
                            return j
                    else:
                        j += 1
                return len(text)
            close = text.find("*/", i + 2)
            return len(text) if close < 0 else close + 2
        if self.language == "c" and text[i] == "#" and at_line_start:
            j = i
            while True:
                close = text.find("\n", j)
                if close < 0:
                    return len(text)
                if text[close - 1] != "\\":
                    return close
                j = close + 1
        if self.language == "swift" and text[i] == "#" and at_line_start:
            directive = re.match(r"#(if|elseif|else|endif|sourceLocation|warning|error)\b", text[i:i + 20])
            if directive:
                close = text.find("\n", i)
                return len(text) if close < 0 else close
        return None

    def token_at(self, i):
        text, char = self.text, self.text[i]
        if self.language == "swift" and (char == '"' or (char == "#" and re.match(r'#+"', text[i:i + 8]))):
            return self.swift_string(i), "string"
        if self.language == "c" and char in "\"'":
            return self.quoted(i, char), "string"
        if self.language == "lua":
            if char in "\"'":
                return self.quoted(i, char), "string"
            long = re.match(r"\[(=*)\[", text[i:i + 64])
            if long:
                close = text.find("]" + long.group(1) + "]", i)
                return (len(text) if close < 0 else close + len(long.group(1)) + 2), "string"
        if char.isalpha() or char == "_" or (char in "@#$" and self.language == "swift"):
            j = i + 1
            while j < len(text) and (text[j].isalnum() or text[j] == "_"):
                j += 1
            return j, "ident"
        if char == "`" and self.language == "swift":
            close = text.find("`", i + 1)
            return (len(text) if close < 0 else close + 1), "ident"
        if char.isdigit():
            return self.number(i), "number"
        if char == "." and text.startswith("..", i) and self.language != "c":
            j = i
            while j < len(text) and (text[j] == "." or text[j] in "<"):
                j += 1
            return j, "op"
        if char in OP_CHARS:
            j = i
            while j < len(text) and text[j] in OP_CHARS:
                if self.language == "lua" and text.startswith("--", j):
                    break  # a comment starts
                j += 1
            return j, "op"
        return i + 1, "punct"

    def number(self, i):
        text = self.text
        match = re.match(r"0[xX][0-9a-fA-F_]+|[0-9][0-9_]*(?:\.[0-9][0-9_]*)?(?:[eE][-+]?[0-9]+)?", text[i:])
        j = i + match.end()
        while j < len(text) and (text[j].isalnum() or text[j] == "_"):
            j += 1  # suffixes (1u, 2L) and the rest of an odd literal stay in the token
        return j

    def quoted(self, i, quote):
        text, j = self.text, i + 1
        while j < len(text) and text[j] != quote and text[j] != "\n":
            j += 2 if text[j] == "\\" else 1
        return min(j + 1, len(text))

    def swift_string(self, i):
        """The end of a Swift string literal (raw, multi-line, with interpolations that hold strings)."""
        text = self.text
        hashes = len(re.match(r"#*", text[i:]).group(0))
        j = i + hashes
        multi = text.startswith('"""', j)
        close = '"""' + "#" * hashes if multi else '"' + "#" * hashes
        j += 3 if multi else 1
        escape = "\\" + "#" * hashes
        while j < len(text):
            if text.startswith(close, j):
                return j + len(close)
            if text.startswith(escape + "(", j):
                j = self.swift_interpolation(j + len(escape) + 1)
                continue
            if text.startswith(escape, j):
                j += len(escape) + 1
                continue
            if text[j] == "\n" and not multi:
                return j
            j += 1
        return len(text)

    def swift_interpolation(self, j):
        text, depth = self.text, 1
        while j < len(text) and depth:
            if text[j] == '"' or (text[j] == "#" and re.match(r'#+"', text[j:j + 8])):
                j = self.swift_string(j)
                continue
            depth += {"(": 1, ")": -1}.get(text[j], 0)
            j += 1
        return j


# Helpers --------------------------------------------------------------------------------------------------

def matching(tokens, index, opener, closer):
    """The index of the token closing the group tokens[index] opens (len(tokens) when it never closes)."""
    depth = 0
    for j in range(index, len(tokens)):
        if tokens[j].text == opener:
            depth += 1
        elif tokens[j].text == closer:
            depth -= 1
            if depth == 0:
                return j
    return len(tokens)


def spaced(text, token):
    """Whether a binary operator has white space on both sides (what tells `a < b` from `Array<Int>`)."""
    return (token.start > 0 and text[token.start - 1].isspace()
            and token.end < len(text) and text[token.end].isspace())


def plain_integer(token):
    return re.fullmatch(r"(0[xX][0-9a-fA-F_]+|[0-9][0-9_]*)([uUlL]*)", token.text) is not None


def one_more(literal):
    match = re.fullmatch(r"(0[xX])([0-9a-fA-F_]+)([uUlL]*)|([0-9][0-9_]*)([uUlL]*)", literal)
    if match.group(1):
        return f"{match.group(1)}{int(match.group(2).replace('_', ''), 16) + 1:X}{match.group(3)}"
    return f"{int(match.group(4).replace('_', '')) + 1}{match.group(5)}"


def swift_default(return_type):
    """The simplest values of a Swift return type: [] for Void, None when it has none."""
    kind = " ".join(return_type.split())
    if kind in ("", "Void", "()"):
        return []
    if kind in SWIFT_DEFAULTS:
        return SWIFT_DEFAULTS[kind]
    if kind in SWIFT_NUMBERS:
        return ["0"]
    if kind.endswith("?") and not kind.startswith(("some ", "any ")):
        return ["nil"]
    if kind.startswith("[") and kind.endswith("]"):
        return ["[:]"] if ":" in kind else ["[]"]
    if re.fullmatch(r"(Set|Array)<.+>", kind):
        return ["[]"]
    return None


def c_default(type_words, pointer):
    if pointer:
        return ["NULL"]
    words = [w for w in type_words if w not in ("static", "inline", "extern", "const", "LUA_API", "LUALIB_API")]
    if words == ["void"]:
        return []
    if words and all(w in C_NUMBERS or w.endswith("_t") for w in words):
        return ["0"]
    return None


class Collector:
    """Gathers the mutants of one file, numbering each change within its function."""

    def __init__(self, path, text):
        self.path = path
        self.text = text
        self.mutants = []
        self.ordinals = {}

    def add(self, scope, kind, start, find, replace):
        key = (scope, kind, find, replace)
        ordinal = self.ordinals.get(key, 0) + 1
        self.ordinals[key] = ordinal
        digest = hashlib.sha1("\0".join([self.path, scope, kind, find, replace, str(ordinal)]).encode())
        line = self.text.count("\n", 0, start) + 1
        self.mutants.append(Generated("g-" + digest.hexdigest()[:10], self.path, line, scope, kind, start, find,
                                      replace))


def unique_scope(names, name):
    """The function's name, with #2, #3 for the later of several with the same name and labels in one file."""
    count = names.get(name, 0) + 1
    names[name] = count
    return name if count == 1 else f"{name}#{count}"


# Swift ----------------------------------------------------------------------------------------------------

def swift_labels(tokens, open_index, close_index):
    """`(a:b:_:)` from a parameter list: each parameter's first name, its external label."""
    labels, depth, expect = [], 0, True
    for token in tokens[open_index + 1:close_index]:
        if token.text in "([<{" and token.kind == "punct":
            depth += 1
        elif token.text in ")]>}" and token.kind == "punct":
            depth -= 1
        elif depth == 0 and token.text == ",":
            expect = True
        elif depth == 0 and expect and token.kind == "ident" and not token.text.startswith("@") \
                and token.text not in ("inout", "borrowing", "consuming"):
            labels.append(token.text)
            expect = False
    return "(" + "".join(label + ":" for label in labels) + ")"


def swift_header(tokens, index, text):
    """For `func` or a computed `var` at tokens[index]: (name, return type, index of the body's `{`) or None."""
    word = tokens[index].text
    if word == "func":
        if index + 1 >= len(tokens):
            return None
        name = tokens[index + 1].text
        j = index + 2
        if j < len(tokens) and tokens[j].text.startswith("<"):
            depth = 0
            while j < len(tokens):
                depth += tokens[j].text.count("<") - tokens[j].text.count(">")
                j += 1
                if depth <= 0:
                    break
        if j >= len(tokens) or tokens[j].text != "(":
            return None
        close = matching(tokens, j, "(", ")")
        name += swift_labels(tokens, j, close)
        j = close + 1
    elif word == "var":
        if index + 2 >= len(tokens) or tokens[index + 1].kind != "ident" or tokens[index + 2].text != ":":
            return None
        name = tokens[index + 1].text
        j = index + 2
    else:
        return None
    return_start, depth = None, 0
    while j < len(tokens):
        token = tokens[j]
        if token.text in "([" and token.kind == "punct":
            depth += 1
        elif token.text in ")]" and token.kind == "punct":
            depth -= 1
        elif depth == 0:
            if token.text == "{":
                break
            if word == "var" and token.newline_before:
                return None  # a stored property: the next line is another statement
            if token.text in ("}", ";", "=") or (token.kind == "ident" and token.text in SWIFT_DECL_STOP) \
                    or (token.text.startswith("@") and token.newline_before):
                return None
            if token.text == "->" or (word == "var" and token.text == ":" and return_start is None):
                return_start = j + 1
            if token.text == "where" and return_start is not None:
                break
        j += 1
    if j >= len(tokens):
        return None
    end = j
    if tokens[j].text == "where":
        while end < len(tokens) and tokens[end].text != "{":
            end += 1
        if end >= len(tokens):
            return None
    return_type = ""
    if return_start is not None and return_start < j:
        return_type = text[tokens[return_start].start:tokens[j - 1].end]
    return name, return_type, end


def statement_start(tokens, index):
    """The first token of the statement that the `{` at tokens[index] ends the header of."""
    j = index - 1
    while j >= 0:
        token = tokens[j]
        if token.text in (")", "]") and token.kind == "punct":
            opener = "(" if token.text == ")" else "["
            depth = 0
            while j >= 0:
                if tokens[j].text == token.text:
                    depth += 1
                elif tokens[j].text == opener:
                    depth -= 1
                    if depth == 0:
                        break
                j -= 1
            if j <= 0:
                return 0
            if tokens[j].newline_before and not continues(tokens, j):
                return j
            j -= 1
            continue
        if token.text in ("{", "}", ";"):
            return j + 1
        if token.newline_before and not continues(tokens, j):
            return j
        j -= 1
    return 0


def continues(tokens, j):
    """Whether the line starting at tokens[j] continues the previous line's statement."""
    previous = tokens[j - 1] if j > 0 else None
    if tokens[j].kind == "op" or tokens[j].text in (".", ",", "{") and tokens[j].kind == "punct":
        return tokens[j].text not in ("!",)
    if previous is None:
        return False
    return previous.kind == "op" or previous.text in (",", "(", "[", ":") or previous.text in ("in", "where")


def swift_condition(tokens, start, stop_words):
    """The clauses of the condition starting at tokens[start]: (first, last) index pairs, and the end."""
    clauses, depth, first, j = [], 0, start, start
    while j < len(tokens):
        token = tokens[j]
        if token.kind == "punct" and token.text in "([":
            depth += 1
        elif token.kind == "punct" and token.text in ")]":
            depth -= 1
        elif depth == 0 and (token.text in stop_words or token.text == "{"):
            break
        elif depth == 0 and token.text == ",":
            clauses.append((first, j - 1))
            first = j + 1
        j += 1
    if j >= len(tokens):
        return [], j
    clauses.append((first, j - 1))
    return clauses, j


def swift_expression_end(tokens, start):
    """The last token of the expression starting at tokens[start] (a `return`'s value)."""
    depth, j = 0, start
    while j < len(tokens):
        token = tokens[j]
        if j > start and depth == 0 and token.newline_before and not continues(tokens, j):
            break
        if token.kind == "punct" and token.text in "([{":
            depth += 1
        elif token.kind == "punct" and token.text in ")]}":
            if depth == 0:
                break
            depth -= 1
        elif depth == 0 and token.text == ";":
            break
        j += 1
    return j - 1


def generate_swift(path, text):
    tokens = Lexer(text, "swift").run()
    out = Collector(path, text)
    headers = {}  # index of a body's `{` -> (scope, return type)
    names = {}
    frames = []  # (kind, scope, return type); kind: type, func, control, closure
    types = []
    pending_type = None
    for index, token in enumerate(tokens):
        if token.kind == "ident" and token.text in SWIFT_TYPE_KEYWORDS:
            following = tokens[index + 1] if index + 1 < len(tokens) else None
            if following and following.kind == "ident" and following.text not in ("func", "var", "let"):
                name, j = following.text, index + 2
                while j + 1 < len(tokens) and tokens[j].text == "." and tokens[j + 1].kind == "ident":
                    name += "." + tokens[j + 1].text
                    j += 2
                pending_type = name
        if token.kind == "ident" and token.text in ("func", "var"):
            header = swift_header(tokens, index, text)
            if header:
                name, return_type, brace = header
                body_first = tokens[brace + 1] if brace + 1 < len(tokens) else None
                accessor = body_first is not None and body_first.text in (
                    "get", "set", "didSet", "willSet", "_read", "_modify")
                prefix = ".".join(types[-1:]) + "." if types else ""
                scope = unique_scope(names, prefix + name)
                headers[brace] = (scope, None if accessor else return_type)
        if token.text == "{" and token.kind == "punct":
            if index in headers:
                scope, return_type = headers[index]
                frames.append(("func", scope, return_type))
                if return_type is not None:
                    swift_body(out, tokens, index, scope, return_type, text)
            elif pending_type is not None:
                frames.append(("type", pending_type, None))
                types.append(pending_type)
                pending_type = None
            else:
                first = tokens[statement_start(tokens, index)]
                kind = "control" if first.text in SWIFT_CONTROL else "closure"
                scope = current_scope(frames)
                frames.append((kind, scope, None))
            continue
        if token.text == "}" and token.kind == "punct":
            if frames:
                kind = frames.pop()[0]
                if kind == "type" and types:
                    types.pop()
            continue
        scope = current_scope(frames)
        if scope is None:
            continue
        swift_operators(out, tokens, index, scope, frames, text)
    out.mutants.sort(key=lambda m: m.start)
    return out.mutants


def current_scope(frames):
    for kind, scope, _ in reversed(frames):
        if kind == "func":
            return scope
        if kind == "type":
            return None
    return None


def function_return(frames):
    """The return type of the function a `return` here leaves, or None inside a closure."""
    for kind, _, return_type in reversed(frames):
        if kind == "control":
            continue
        return return_type if kind == "func" else None
    return None


def swift_body(out, tokens, brace, scope, return_type, text):
    close = matching(tokens, brace, "{", "}")
    if close >= len(tokens):
        return
    defaults = swift_default(return_type)
    if defaults is None:
        return
    body = text[tokens[brace].end:tokens[close].start]
    for value in defaults or [""]:
        replacement = f" {value} " if value else ""
        if body.strip() != value:
            out.add(scope, "body", tokens[brace].end, body, replacement)


def swift_operators(out, tokens, index, scope, frames, text):
    token = tokens[index]
    swaps = {"<": "<=", "<=": "<", ">": ">=", ">=": ">"}
    if token.kind == "op" and spaced(text, token):
        if token.text in swaps:
            out.add(scope, "compare", token.start, token.text, swaps[token.text])
        elif token.text in ("==", "!="):
            out.add(scope, "equality", token.start, token.text, "!=" if token.text == "==" else "==")
        elif token.text in ("&&", "||"):
            out.add(scope, "logic", token.start, token.text, "||" if token.text == "&&" else "&&")
    elif token.kind == "number" and plain_integer(token) and not (index > 0 and tokens[index - 1].text == "."):
        out.add(scope, "constant", token.start, token.text, one_more(token.text))
    elif token.kind == "ident" and token.text in ("if", "guard"):
        stop = ("else",) if token.text == "guard" else ()
        clauses, end = swift_condition(tokens, index + 1, stop)
        plain = [c for c in clauses if tokens[c[0]].text not in ("let", "var", "case", "#available", "#unavailable")]
        for first, last in plain:
            if first > last:
                continue
            clause = text[tokens[first].start:tokens[last].end]
            if clause == "true":
                continue
            if len(clauses) == 1:
                out.add(scope, "condition", tokens[first].start, clause, "true")
            else:
                # Dropped with the comma that joins it to its neighbour.
                position = clauses.index((first, last))
                if position + 1 < len(clauses):
                    follow = tokens[clauses[position + 1][0]].start
                    out.add(scope, "condition", tokens[first].start, text[tokens[first].start:follow], "")
                else:
                    before = tokens[clauses[position - 1][1]].end
                    out.add(scope, "condition", before, text[before:tokens[last].end], "")
    elif token.kind == "ident" and token.text == "return":
        return_type = function_return(frames)
        if not return_type:
            return
        defaults = swift_default(return_type)
        if not defaults or index + 1 >= len(tokens):
            return
        following = tokens[index + 1]
        if following.newline_before or following.text in ("}", ";"):
            return
        last = swift_expression_end(tokens, index + 1)
        if last < index + 1:
            return
        value = text[following.start:tokens[last].end]
        for default in defaults:
            if value != default:
                out.add(scope, "return", following.start, value, default)


# C --------------------------------------------------------------------------------------------------------

def generate_c(path, text):
    tokens = Lexer(text, "c").run()
    out = Collector(path, text)
    names = {}
    index = 0
    while index < len(tokens):
        token = tokens[index]
        if token.text == "{" and index > 0 and tokens[index - 1].text == ")":
            start = statement_start_c(tokens, index)
            header = tokens[start:index]
            words = [t.text for t in header]
            if words and words[0] not in ("struct", "enum", "union", "typedef") and "=" not in words:
                open_paren = matching_back(tokens, index - 1)
                name_token = tokens[open_paren - 1] if open_paren > 0 else None
                if name_token is not None and name_token.kind == "ident":
                    type_tokens = tokens[start:open_paren - 1]
                    pointer = any(t.text.startswith("*") for t in type_tokens)
                    type_words = [t.text for t in type_tokens if t.kind == "ident"]
                    scope = unique_scope(names, name_token.text)
                    close = matching(tokens, index, "{", "}")
                    c_function(out, tokens, index, close, scope, c_default(type_words, pointer), text)
                    index = close + 1
                    continue
        index += 1
    out.mutants.sort(key=lambda m: m.start)
    return out.mutants


def statement_start_c(tokens, index):
    j = index - 1
    while j >= 0 and tokens[j].text not in (";", "}", "{"):
        j -= 1
    return j + 1


def matching_back(tokens, close):
    depth = 0
    for j in range(close, -1, -1):
        if tokens[j].text == ")":
            depth += 1
        elif tokens[j].text == "(":
            depth -= 1
            if depth == 0:
                return j
    return 0


def c_function(out, tokens, brace, close, scope, defaults, text):
    if close >= len(tokens):
        return
    if defaults is not None:
        body = text[tokens[brace].end:tokens[close].start]
        replacement = f" return {defaults[0]}; " if defaults else " "
        if " ".join(body.split()) != replacement.strip():
            out.add(scope, "body", tokens[brace].end, body, replacement)
    swaps = {"<": "<=", "<=": "<", ">": ">=", ">=": ">"}
    for j in range(brace + 1, close):
        token = tokens[j]
        if token.kind == "op" and spaced(text, token):
            if token.text in swaps:
                out.add(scope, "compare", token.start, token.text, swaps[token.text])
            elif token.text in ("==", "!="):
                out.add(scope, "equality", token.start, token.text, "!=" if token.text == "==" else "==")
            elif token.text in ("&&", "||"):
                out.add(scope, "logic", token.start, token.text, "||" if token.text == "&&" else "&&")
        elif token.kind == "number" and plain_integer(token):
            out.add(scope, "constant", token.start, token.text, one_more(token.text))
        elif token.text == "if" and j + 1 < close and tokens[j + 1].text == "(":
            end = matching(tokens, j + 1, "(", ")")
            condition = text[tokens[j + 1].end:tokens[end].start]
            if condition.strip() and condition.strip() != "1":
                out.add(scope, "condition", tokens[j + 1].end, condition, "1")
        elif token.text == "return" and defaults:
            end = j + 1
            while end < close and tokens[end].text != ";":
                end += 1
            if end > j + 1:
                value = text[tokens[j + 1].start:tokens[end - 1].end]
                if value != defaults[0]:
                    out.add(scope, "return", tokens[j + 1].start, value, defaults[0])


# Lua ------------------------------------------------------------------------------------------------------

def lua_function_name(tokens, index):
    """The name of the function whose `function` keyword is tokens[index], None when anonymous."""
    following = tokens[index + 1] if index + 1 < len(tokens) else None
    if following is not None and following.kind == "ident" and following.text not in LUA_KEYWORDS:
        name, j = following.text, index + 2
        while j + 1 < len(tokens) and tokens[j].text in (".", ":") and tokens[j + 1].kind == "ident":
            name += tokens[j].text + tokens[j + 1].text
            j += 2
        return name
    # `name = function (...)`, `t.name = function`, `name = function` in a table constructor.
    if index >= 2 and tokens[index - 1].text == "=" and tokens[index - 2].kind == "ident":
        j, name = index - 2, tokens[index - 2].text
        while j >= 2 and tokens[j - 1].text in (".", ":") and tokens[j - 2].kind == "ident":
            name = tokens[j - 2].text + tokens[j - 1].text + name
            j -= 2
        return name
    return None


def generate_lua(path, text):
    tokens = Lexer(text, "lua").run()
    out = Collector(path, text)
    names = {}
    frames = []  # (opener, scope or None for an anonymous function)
    swaps = {"<": "<=", "<=": "<", ">": ">=", ">=": ">"}
    for index, token in enumerate(tokens):
        scope = next((s for kind, s in reversed(frames) if kind == "function" and s), None)
        if token.kind == "ident" and token.text in LUA_OPENERS:
            if token.text == "do" and frames and frames[-1][0] == "loop":
                frames[-1] = ("do", frames[-1][1])
                continue
            if token.text == "function":
                name = lua_function_name(tokens, index)
                if name is not None:
                    name = unique_scope(names, name)
                    lua_body(out, tokens, index, name, text)
                frames.append(("function", name))
                continue
            frames.append((token.text, scope))
            if token.text == "if" and scope is not None:
                lua_condition(out, tokens, index, scope, text)
            continue
        if token.kind == "ident" and token.text in ("while", "for"):
            frames.append(("loop", scope))  # its `do` opens the block
            continue
        if token.kind == "ident" and token.text in ("end", "until"):
            if frames:
                frames.pop()
            continue
        if scope is None:
            continue
        if token.kind == "ident" and token.text == "elseif":
            lua_condition(out, tokens, index, scope, text)
        elif token.kind == "op" and token.text in swaps:
            out.add(scope, "compare", token.start, token.text, swaps[token.text])
        elif token.kind == "op" and token.text in ("==", "~="):
            out.add(scope, "equality", token.start, token.text, "~=" if token.text == "==" else "==")
        elif token.kind == "ident" and token.text in ("and", "or"):
            out.add(scope, "logic", token.start, token.text, "or" if token.text == "and" else "and")
        elif token.kind == "number" and plain_integer(token):
            out.add(scope, "constant", token.start, token.text, one_more(token.text))
        elif token.kind == "ident" and token.text == "return" and frames and innermost_named(frames):
            last, j = None, index + 1
            depth = 0
            while j < len(tokens):
                t = tokens[j]
                if depth == 0 and (t.text in ("end", "else", "elseif", "until", ";")):
                    break
                if t.text in ("(", "{", "["):
                    depth += 1
                elif t.text in (")", "}", "]"):
                    depth -= 1
                elif t.kind == "ident" and t.text in LUA_OPENERS:
                    break  # a function value: left alone
                last, j = j, j + 1
            if last is not None:
                value = text[tokens[index + 1].start:tokens[last].end]
                if value != "nil":
                    out.add(scope, "return", tokens[index + 1].start, value, "nil")
    out.mutants.sort(key=lambda m: m.start)
    return out.mutants


def innermost_named(frames):
    for kind, scope in reversed(frames):
        if kind == "function":
            return scope is not None
    return False


def lua_body(out, tokens, index, name, text):
    j = index + 1
    while j < len(tokens) and tokens[j].text != "(":
        j += 1
    close = matching(tokens, j, "(", ")")
    if close >= len(tokens):
        return
    depth, end = 1, close + 1
    while end < len(tokens):
        word = tokens[end]
        if word.kind == "ident" and word.text in LUA_OPENERS:
            depth += 1
        elif word.kind == "ident" and word.text in ("end", "until"):
            depth -= 1
            if depth == 0:
                break
        end += 1
    if end >= len(tokens) or end == close + 1:
        return
    body = text[tokens[close].end:tokens[end].start]
    out.add(name, "body", tokens[close].end, body, " ")


def lua_condition(out, tokens, index, scope, text):
    j = index + 1
    while j < len(tokens) and tokens[j].text != "then":
        j += 1
    if j >= len(tokens) or j == index + 1:
        return
    condition = text[tokens[index + 1].start:tokens[j - 1].end]
    if condition != "true":
        out.add(scope, "condition", tokens[index + 1].start, condition, "true")


# Entry points ---------------------------------------------------------------------------------------------

GENERATORS = {".swift": generate_swift, ".c": generate_c, ".lua": generate_lua}


def generate(path, text):
    """Every mutant of the file at path (relative to the repository) whose text is text."""
    for suffix, generator in GENERATORS.items():
        if path.endswith(suffix):
            return generator(path, text)
    return []
