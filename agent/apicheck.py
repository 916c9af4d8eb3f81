"""Static check of generated Lua against the API: every global, library member and method used
must exist. An unknown name is answered with the nearest real one, before anything runs.
"""

from __future__ import annotations

import difflib
from collections.abc import Collection, Mapping
from dataclasses import dataclass

from agent.extract import tokens
from sandbox_worker.api_skills import PLACES, WAYS

LUA_KEYWORDS = frozenset(
    "and break do else elseif end false for function goto if in local nil not or repeat return "
    "then true until while".split()
)


def sandbox_environment() -> tuple[frozenset[str], dict[str, frozenset[str]]]:
    """What a real sandbox runtime's environment offers besides the game API: its globals, and
    each library's members. Read from the runtime itself, so the check allows exactly what the
    code will find (no string.pack, which the sandbox leaves out; coroutine, which it keeps)."""
    from sandbox_worker import api
    from sandbox_worker.runtime import SandboxRuntime

    api_names = set(api.global_names())
    plain: set[str] = set()
    members: dict[str, set[str]] = {}
    for name in SandboxRuntime()._known_globals:  # the registry's globals and S.env_names()
        library, dot, member = name.partition(".")
        if dot:
            members.setdefault(library, set()).add(member)
        elif name not in api_names:
            plain.add(name)
    return frozenset(plain), {lib: frozenset(names) for lib, names in members.items()}


LUA_GLOBALS, LUA_LIBRARIES = sandbox_environment()
STRING_METHODS = LUA_LIBRARIES["string"]

# The game's words that code writes as text: directions, the spots of the map, the things.
MONSTER_WORDS = frozenset(("gorgon", "bat", "monster"))
GAME_WORDS = frozenset((*WAYS, *(w for spot in PLACES for w in spot.split()), "sword", "bow",
                        "arrow", "item", *MONSTER_WORDS)) - {"w", "a", "s", "d"}

# Well-known names from other Lua versions or languages, with what to use instead.
KNOWN_MISTAKES = {
    "table.getn": "use #t for the length of a table",
    "math.pow": "use x ^ y",
    "unpack": "use table.unpack",
    "string.split": "Lua has no split; use string.gmatch",
    "len": "use #t or string.len(s)",
    "require": "modules cannot be loaded; everything is already available",
    "io": "there is no file access",
    "load": "code cannot be loaded at run time",
    "loadstring": "code cannot be loaded at run time",
    "dofile": "files cannot be run",
    "setmetatable": "metatables are not available; keep state in custom fields (ai.my_field = ...)",
    "getmetatable": "metatables are not available",
    "rawget": "not available",
    "rawset": "not available",
    "debug": "the debug library is not available",
    "coroutine": "coroutines are not needed: update_func is called once per tick",
    "string.pack": "binary packing is not available in the sandbox",
    "string.unpack": "binary packing is not available in the sandbox",
    "string.packsize": "binary packing is not available in the sandbox",
    "string.dump": "functions cannot be dumped in the sandbox",
}


@dataclass(frozen=True, slots=True)
class NameProblem:
    name: str
    line: int
    message: str


def check_names(
    code: str,
    api_globals: Collection[str],
    entity_methods: Collection[str],
    *,
    params: Collection[str] = ("player", "ai", "monsters", "items"),
    libraries: Mapping[str, Collection[str]] = LUA_LIBRARIES,
) -> list[NameProblem]:
    """Unknown globals, library members and methods in ``code``, each with the nearest real name."""
    toks = list(tokens(code))
    declared = _declared_names(toks) | set(params)
    known_globals = set(LUA_GLOBALS) | set(api_globals) | declared
    methods = set(entity_methods) | set(STRING_METHODS)
    problems: list[NameProblem] = []
    seen: set[str] = set()

    def report(name: str, pos: int, message: str) -> None:
        if name not in seen:
            seen.add(name)
            problems.append(NameProblem(name, code.count("\n", 0, pos) + 1, message))

    brace_depth = 0
    for i, (kind, value, pos) in enumerate(toks):
        if kind == "symbol":
            brace_depth += value == "{"
            brace_depth -= value == "}"
            continue
        if kind != "name" or value in LUA_KEYWORDS:
            continue
        prev = toks[i - 1][1] if i and toks[i - 1][0] == "symbol" else ""
        prev2 = toks[i - 2][1] if i >= 2 else ""
        nxt = toks[i + 1][1] if i + 1 < len(toks) else ""
        nxt2 = toks[i + 2][1] if i + 2 < len(toks) else ""
        if prev == ":":
            if value not in methods:
                report(f":{value}", pos, _unknown(f":{value}", value, methods, "method"))
            continue
        if prev == "." and prev2 != ".":  # a field (``a.b``), not the ``..`` operator
            lib = toks[i - 2][1] if i >= 2 and toks[i - 2][0] == "name" else ""
            owner_is_lib = lib in libraries and (i < 3 or toks[i - 3][1] not in (".", ":"))
            if owner_is_lib and lib not in declared and value not in libraries[lib]:
                full = f"{lib}.{value}"
                hint = KNOWN_MISTAKES.get(full)
                report(full, pos, f"{full} does not exist" + (f"; {hint}" if hint else
                       _nearest_hint(value, libraries[lib], prefix=f"{lib}.")))
            continue
        if brace_depth and nxt == "=" and nxt2 != "=" and prev in ("{", ","):
            continue  # a key in a table constructor
        if value not in known_globals:
            hint = KNOWN_MISTAKES.get(value) or _game_word(value, nxt)
            message = f"unknown name '{value}'" + (f"; {hint}" if hint else
                      _nearest_hint(value, sorted(set(api_globals) | LUA_GLOBALS | set(params))))
            report(value, pos, message)
    return problems


def _game_word(name: str, nxt: str) -> str:
    """A word of the game written as a name (``walk(right, 3)``, ``monster.name``): said as
    the text it should be, or how to get the thing it names."""
    if name not in GAME_WORDS:
        return ""
    if nxt in (".", ":", "["):
        return (f'"{name}" is no variable: nearest("{name}") is the nearest one (nil when there '
                f"is none), or go through {'monsters' if name in MONSTER_WORDS else 'items'} "
                "with ipairs")
    return f'a word of the game is text in quotes: write "{name}"'


def _unknown(shown: str, name: str, candidates: Collection[str], what: str) -> str:
    return f"unknown {what} '{shown}'" + _nearest_hint(name, candidates, prefix=":")


def _nearest_hint(name: str, candidates: Collection[str], prefix: str = "") -> str:
    close = difflib.get_close_matches(name, list(candidates), n=1, cutoff=0.5)
    if not close:
        lowered = {c.lower(): c for c in candidates}
        close = [lowered[k] for k in lowered if name.lower() in k or k in name.lower()][:1]
    return f"; did you mean {prefix}{close[0]}?" if close else ""


def _declared_names(toks: list[tuple[str, str, int]]) -> set[str]:
    """Names the code itself declares: locals, parameters, loop variables, assigned globals."""
    declared: set[str] = set()
    for i, (kind, value, _) in enumerate(toks):
        if kind != "name":
            continue
        if value in ("local", "for"):
            j = i + 1
            if j < len(toks) and toks[j][1] == "function":
                j += 1
            while j < len(toks) and toks[j][0] == "name" and toks[j][1] not in LUA_KEYWORDS:
                declared.add(toks[j][1])
                j += 1
                while j < len(toks) and toks[j][1] == "<":  # <const>, <close> attributes
                    j += 3
                if j < len(toks) and toks[j][1] == ",":
                    j += 1
                else:
                    break
        elif value == "function":
            j = i + 1
            while j < len(toks) and toks[j][1] != "(":
                if toks[j][0] == "name" and toks[j - 1][1] == "function":
                    declared.add(toks[j][1])  # function name() declares a global
                j += 1
            j += 1
            while j < len(toks) and toks[j][1] != ")":
                if toks[j][0] == "name":
                    declared.add(toks[j][1])
                j += 1
        elif (
            i + 1 < len(toks)
            and toks[i + 1][1] == "="
            and (i + 2 >= len(toks) or toks[i + 2][1] != "=")
            and (i == 0 or toks[i - 1][1] not in (".", ":", "{", ",", "=", "<", ">", "~"))
        ):
            declared.add(value)  # a global assignment (x = 1) makes x a known name
    return declared
