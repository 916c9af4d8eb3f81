"""Static check of the skills' calls in generated Lua, before anything runs: the slips a model
makes against the skills' arguments, each answered with the call to write instead, made from
the arguments it gave.

The sandbox checks every argument when the call runs, but only the first wrong one, only on the
tick the call is reached, and never an argument too many (``protect("bat", 5)`` protects from
any bat, the 5 dropped). What is plain from the text alone is caught here: a call given more
arguments than the skill takes, a walk given its steps without a direction, a tile given as
loose numbers instead of one ``{row, col}``, the player given to ``protect``, and a position
joined to text. Plan steps (``{walk, 2}``) are checked like calls, and their corrections are
written as steps.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from agent.extract import tokens
from sandbox_worker.api_skills import MAX_GUARD, PLACES, SIDES

Token = tuple[str, str, int]
_OPENERS = frozenset(("function", "if", "do", "repeat"))  # what an ``end`` or ``until`` closes
_CLOSERS = frozenset(("end", "until"))


@dataclass(frozen=True, slots=True)
class CallProblem:
    line: int
    message: str


def skill_params() -> dict[str, tuple[str, ...]]:
    """Each skill's parameters by name, from the sandbox's API registry."""
    from sandbox_worker import api

    return {e.name: tuple(p.name for p in e.params) for e in api.entries("skill")}


SKILL_PARAMS = skill_params()
# Skills whose first argument is one thing, which a kind and a spot of the map pick.
# (protect takes the spot itself: protect("bat", "top right").)
_ONE_THING = ("fetch", "bring", "attack", "guard", "keep_off", "go_to")
_SPOTS = frozenset(f'"{spot}"' for spot in (*PLACES, *SIDES))
# Skills that take a place to stay near or walk between, where a tile is one {row, col}.
_PLACE_FIRST = ("guard", "patrol", "keep_distance")
# What a skill of no arguments does anyway, so naming it drops nothing: follow(player).
_SAID_ANYWAY = {"follow": ("player", '"player"'), "come_back": ("player", '"player"'),
                "hand_over": ("player", '"player"'), "stay": ("ai", '"ai"')}
_ROW_COL = re.compile(r'^"(?:row|col|column|tile|cell|\d+)"$', re.I)


@dataclass(frozen=True, slots=True)
class _Call:
    name: str
    args: tuple[str, ...]  # each argument's source text
    kinds: tuple[str, ...]  # "string", "number", "name" or "" (an expression)
    step: bool  # written as a plan step {name, ...}
    pos: int

    def written(self, name: str = "", args: tuple[str, ...] | None = None) -> str:
        name, args = name or self.name, self.args if args is None else args
        if self.step:
            return "{" + ", ".join((name, *args)) + "}"
        return f"{name}({', '.join(args)})"


def check_calls(code: str, params: dict[str, tuple[str, ...]] | None = None,
                declared: frozenset[str] = frozenset()) -> list[CallProblem]:
    """The slips in ``code``'s skill calls, each with the call to write instead; ``declared``:
    names the code defines itself (a local ``walk`` is not the skill)."""
    params = SKILL_PARAMS if params is None else params
    toks = list(tokens(code))
    problems: list[CallProblem] = []
    for call in _calls(code, toks, params, declared):
        message = _call_problem(call, params[call.name])
        if message:
            problems.append(CallProblem(code.count("\n", 0, call.pos) + 1, message))
    problems += _joined_positions(code, toks)
    return sorted(problems, key=lambda p: p.line)


def _calls(code: str, toks: list[Token], params: dict[str, tuple[str, ...]],
           declared: frozenset[str]) -> list[_Call]:
    calls = []
    for i, (kind, value, pos) in enumerate(toks):
        if kind != "name" or value not in params or value in declared:
            continue
        prev = toks[i - 1][1] if i else ""
        nxt = toks[i + 1][1] if i + 1 < len(toks) else ""
        if nxt == "(" and prev not in (".", ":", "function"):
            args = _arguments(code, toks, i + 2, ")")
            step = False
        elif prev == "{" and nxt in (",", "}"):
            args = _arguments(code, toks, i + 2, "}") if nxt == "," else []
            step = True
        else:
            continue
        calls.append(_Call(value, tuple(a for a, _ in args), tuple(k for _, k in args),
                           step, pos))
    return calls


def _arguments(code: str, toks: list[Token], start: int, close: str) -> list[tuple[str, str]]:
    """The arguments from ``toks[start]`` up to the bracket ``close`` that ends them, each as
    its source text and its kind (a lone string, number or name; "" for anything else)."""
    args: list[tuple[str, str]] = []
    depth, first = 0, start
    for j in range(start, len(toks)):
        kind, value = toks[j][0], toks[j][1]
        if (kind == "symbol" and value in "({[") or (kind == "name" and value in _OPENERS):
            depth += 1
        elif ((kind == "symbol" and value in ")}]") or (kind == "name" and value in _CLOSERS)
              ) and depth:
            depth -= 1
        elif depth == 0 and toks[j][0] == "symbol" and value in (",", close):
            if j > first:
                span = toks[first:j]
                text = code[span[0][2]:toks[j][2]].strip()
                args.append((text, span[0][0] if len(span) == 1 else ""))
            if value == close:
                break
            first = j + 1
    return args


def _call_problem(call: _Call, params: tuple[str, ...]) -> str:
    for rule in (_walk_without_way, _picked_by_spot, _loose_tile, _protect_whom, _too_many):
        message = rule(call, params)
        if message:
            return message
    return ""


def _walk_without_way(call: _Call, params: tuple[str, ...]) -> str:
    """``walk(2)``, ``{walk, 2}``, ``walk(2, "right")``: the steps where the direction goes."""
    if call.name != "walk" or not call.kinds or call.kinds[0] != "number":
        return ""
    way = call.args[1] if len(call.args) > 1 and call.kinds[1] == "string" else '"right"'
    right = call.written(args=(way, call.args[0]))
    given = "" if way != '"right"' else (
        ' (the direction the order says: "up", "down", "left", "right", "north", "south", '
        '"east" or "west")')
    return (f"{call.written()} gives walk no direction: its first argument is the direction, "
            f"then the steps; write {right}{given}")


def _picked_by_spot(call: _Call, params: tuple[str, ...]) -> str:
    """``attack("bat", "top right")``, ``guard("arrow", "left")``: the one of a kind that lies
    nearest a spot is picked with nearest(), given as the skill's one thing."""
    if (call.name not in _ONE_THING or len(call.args) < 2 or call.kinds[0] != "string"
            or call.args[1] not in _SPOTS or call.args[0] in _SPOTS):
        return ""
    picked = f"nearest({call.args[0]}, {call.args[1]})"
    right = call.written(args=(picked, *call.args[2:]))
    return (f"{call.written()} gives {call.name} a spot where it takes "
            f"{'the steps it stays within' if call.name == 'guard' else 'nothing more'}: the "
            f"{call.args[0].strip(chr(34))} nearest {call.args[1]} is {picked}; write {right}")


def _loose_tile(call: _Call, params: tuple[str, ...]) -> str:
    """``guard(8, 15)``, ``guard("row", 8, 15)``, ``patrol("8", "column")``: a tile given as
    loose numbers or words instead of one position table."""
    if call.name not in _PLACE_FIRST or not call.kinds:
        return ""
    if not (call.kinds[0] == "number" or (call.kinds[0] == "string"
                                           and _ROW_COL.match(call.args[0]))):
        return ""
    numbers = [a for a, k in zip(call.args, call.kinds, strict=True) if k == "number"]
    if call.name == "guard" and call.kinds[:2] == ("number", "number") and len(numbers) == 2 \
            and numbers[1].isdigit() and int(numbers[1]) <= MAX_GUARD:  # guard(8, 2): row, steps
        numbers.insert(1, "<col>")
    tile = "{" + ", ".join(numbers[:2] + ["<row>", "<col>"][len(numbers[:2]):]) + "}"
    rest = tuple(numbers[2:3]) if call.name == "guard" else ()
    right = call.written(args=(tile, *rest))
    return (f"{call.written()} gives {call.name} a tile as loose numbers or words: a tile is "
            f"one position table {{row, col}}; write {right}")


def _protect_whom(call: _Call, params: tuple[str, ...]) -> str:
    """``protect("player", 3)``, ``protect(ai, 2)``, ``protect("bat", 5)``: protect keeps
    the player safe from a monster; a distance kept from someone is keep_distance."""
    if call.name != "protect" or not call.args:
        return ""
    whom = call.args[0] in ('"player"', "player", "ai", '"ai"')
    counted = len(call.args) > 1 and call.kinds[1] == "number"
    if not (whom or counted):
        return ""
    what = '"player"' if whom else call.args[0]
    keep = call.written("keep_distance", (what, *call.args[1:3]) if counted else (what,))
    return (f"{call.written()}: protect takes only the monster to stand between the player and "
            f"(protect(\"bat\"), protect()); to keep a distance from {what} write {keep} "
            "(keep_distance(what, at_least, at_most))")


def _too_many(call: _Call, params: tuple[str, ...]) -> str:
    extra = call.args[len(params):]
    if not extra or call.name == "say" or all(a in _SAID_ANYWAY.get(call.name, ())
                                              for a in extra):
        return ""  # what say() leaves out the judge sees in the answer, and says better
    kept = call.written(args=call.args[: len(params)])
    given = f"{len(call.args)} argument" + ("s" if len(call.args) > 1 else "")
    return (f"{call.written()} gives {call.name} {given}, and it takes "
            f"{len(params) or 'none'}: {call.name}({', '.join(params)}); what is more would be "
            f"dropped: write {kept}")


def _joined_positions(code: str, toks: list[Token]) -> list[CallProblem]:
    """``"at " .. bow.position``: a position is a table, which ``..`` cannot join to text."""
    problems = []
    for i in range(len(toks) - 1):
        if toks[i][1] != "position" or i < 2 or toks[i - 1][1] != "." or toks[i - 2][0] != "name":
            continue
        after = i + 2 < len(toks) and toks[i + 1][1] == "." and toks[i + 2][1] == "."
        if i + 1 < len(toks) and toks[i + 1][1] in ("[", ".") and not after:
            continue  # bow.position[1]: a number
        before = i >= 4 and toks[i - 3][1] == "." and toks[i - 4][1] == "."
        if before or after:
            owner = toks[i - 2][1]
            problems.append(CallProblem(
                code.count("\n", 0, toks[i][2]) + 1,
                f"{owner}.position is a table {{row, col}}, which .. cannot join to text: "
                f'write where("<thing>") for "row R, column C", or {owner}.position[1] and '
                f"{owner}.position[2]"))
    return problems
