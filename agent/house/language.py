"""The house language: canonical English for every meaning the composer serves, declared once.

Each row below is a form of the grammar (``agent.house.grammar``): what it makes, its words with
typed slots, and the meaning it stands for. From these rows come the renderer (a meaning to its
one sentence), the exact reading of such sentences, and the GBNF grammar that constrains a
model restating an order (``agent.house.restate``). The sentences are orders in the player's
voice, as an order is typed: "I", "me" and "my" are the player, "you" and "your" the companion.

    keep between 2 and 5 tiles from me
    if you carry the sword, attack the gorgon, otherwise pick up the sword
    pick up the nearest arrow to me, then bring me the bow
    explore, but if a bat is within 3 tiles of you, come back to me
    tell me the number of bats left times 3

Steps of an order are joined by ", then "; the steps of a branch (after "if", "otherwise",
"but if", "whenever" or before "until") by " and then ", and a branch holds no logic of its
own, so a sentence has one reading. A second kind of sentence says that the order asks for
something the game does not have: ``outside the game: "the wizard"``.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import partial
from typing import Any, assert_never

from agent.house.grammar import Form, Grammar, custom, form, word
from agent.house.places import bearing_pick, bearing_words, offsets, origin_name, which_measured
from agent.reading import lexicon as lx, meaning as m
from sandbox_worker.api_skills import PLACES, SIDES

ITEMS = ("sword", "bow", "arrow")
MONSTERS = ("gorgon", "bat")
KIND_WORDS = {**{k: k for k in ITEMS + MONSTERS}, m.ANY_ITEM: "item", m.ANY_MONSTER: "monster",
              m.ANYTHING: "thing"}
WAYS = ("left", "right", "up", "down", "west", "east", "north", "south")
_OPS = {">": "more than", "<": "less than", ">=": "at least", "<=": "at most", "==": "exactly",
        "!=": "not"}
_ARITH = {"+": "plus", "-": "minus", "*": "times", "/": "divided by"}


@dataclass(frozen=True, slots=True)
class Outside:
    """The order asks for something the game does not have: ``words`` name it."""

    words: str


def _plural(name: str) -> str:
    return name + ("es" if name.endswith("s") else "s")


def _an(name: str) -> str:
    return f"{'an' if name[0] in 'aeiou' else 'a'} {name}"


# -- the things an order names ------------------------------------------------------------------


# The kinds each family of things may name.
FAMILIES = {"item": (*ITEMS, m.ANY_ITEM, m.ANYTHING), "monster": (*MONSTERS, m.ANY_MONSTER),
            "thing": tuple(KIND_WORDS)}


def _things() -> list[Form]:
    out: list[Form] = []
    for family, kinds in FAMILIES.items():
        for kind in kinds:
            name = KIND_WORDS[kind]
            out += [word(f"{family}_kind", name, kind), word(f"{family}_kinds", _plural(name),
                                                             kind),
                    word(f"a_{family}", _an(name), kind)]
        out += _picked(family)
    for item in ITEMS:
        out += [word("held", item, item), word("a_held", _an(item), item)]
    out += [word("concrete", kind, kind) for kind in (*ITEMS, *MONSTERS)]
    out += [word("party", "me", m.PLAYER), word("party", "you", m.COMPANION)]
    out += [word("subject", "i", m.PLAYER), word("subject", "you", m.COMPANION)]
    out += [word("owner", "my", m.PLAYER), word("owner", "your", m.COMPANION)]
    for name in PLACES:  # "the middle of the left side": "the left" is the side, or a step left
        out.append(word("place_name", origin_name(name), name))
    for name in (*PLACES, *SIDES):
        out.append(word("pick_origin", origin_name(name), name))
    out += [word("way", w, w) for w in WAYS] + bearing_words()
    out += [word("pick", "nearest", m.NEAREST), word("pick", "farthest", m.FARTHEST)]
    # One of us, where a thing may be.
    out += [word("someone", "me", m.Thing(m.PLAYER)), word("someone", "yourself",
                                                           m.Thing(m.COMPANION)),
            custom("someone", "{t:thing}", lambda t: t,
                   lambda t: {"t": t} if type(t) is m.Thing and t.kind not in m.WHO else None)]
    # Where to go.
    out += [
        form("place", "{name:place_name}", m.Place),
        form("place", "row {row:positive} column {col:positive}", m.Place),
        form("place", "{thing:thing}", m.Place),
        word("place", "me", m.Place(thing=m.Thing(m.PLAYER))),
        word("place", "where you stand", m.Place(thing=m.Thing(m.COMPANION))),
        *offsets(),
    ]
    return out


def _picked(family: str) -> list[Form]:
    """A thing of a family: "the bat", "every bat", "2 bats", "the nearest bat to me"."""
    kind, kinds = f"{{kind:{family}_kind}}", f"{{kind:{family}_kinds}}"
    picked = f"{family}_picked"  # more than the kind alone: how many, or which
    return [
        form(family, f"the {kind}", m.Thing),
        custom(family, f"{{t:{picked}}}", lambda t: t, lambda t: {"t": t}),
        form(picked, f"every {kind}", m.Thing, quantity=None),
        form(picked, f"{{quantity:several}} {kinds}", m.Thing),
        form(picked, f"the {{pick:pick}} {kind}", m.Thing),
        form(picked, f"the {{pick:pick}} {kind} to me", m.Thing, origin=m.PLAYER),
        custom(picked, f"the {{pick:pick}} {kind} to the {{origin:thing_kind}}", _picked_near,
               lambda t: _unpick(t, lambda o: o in KIND_WORDS)),
        custom(picked, f"the {{pick:pick}} {kind} to {{origin:pick_origin}}", _picked_near,
               lambda t: _unpick(t, lambda o: o in PLACES or (
                   o in SIDES and t.pick == m.NEAREST))),
        custom(picked, f"the {kind} at row {{row:positive}} column {{col:positive}}",
               lambda kind, row, col: m.Thing(kind, 1, _on(kind), m.tile(row, col)),
               _at_tile),
        bearing_pick(kind, picked),
    ]


def _on(kind: str) -> str:
    """An item at a tile is the one lying there; a monster, which wanders, the nearest to it."""
    return m.ON if lx.is_item(kind) else m.NEAREST


def _at_tile(t: Any) -> dict[str, Any] | None:
    """ "the arrow at row 16 column 8": the one of its kind on (or nearest) that tile."""
    if type(t) is not m.Thing or t != m.Thing(t.kind, 1, _on(t.kind), t.origin) or t.kind in m.WHO:
        return None
    at = m.tile_of(t.origin)
    return None if at is None else {"kind": t.kind, "row": at[0], "col": at[1]}


def _picked_near(pick: str, kind: str, origin: str) -> m.Thing:
    """The thing picked near a thing, a spot or a side (from a side only the nearest: the one
    farthest from it is the nearest to the other side, as the reader reads it)."""
    if kind in m.WHO or origin in (m.COMPANION, m.PLAYER) or (
            origin in SIDES and pick != m.NEAREST):
        raise ValueError("picked near a thing or a spot")
    return m.Thing(kind, 1, pick, origin)


def _unpick(t: Any, origin_ok: Any) -> dict[str, Any] | None:
    if type(t) is not m.Thing or not t.pick or t.kind in m.WHO or t != m.Thing(
            t.kind, 1, t.pick, t.origin):  # one thing, and no other field said (none has words)
        return None
    if t.origin in (m.COMPANION, m.PLAYER) or not origin_ok(t.origin):
        return None
    return {"pick": t.pick, "kind": t.kind, "origin": t.origin}


# -- numbers and conditions ---------------------------------------------------------------------


def _numbers() -> list[Form]:
    out: list[Form] = [
        form("term", "{value:number}", m.Number),
        form("term", "the number of {kind:thing_kinds} left", m.CountOf),
        form("term", "the number of {kind:monster_kinds} defeated", m.Defeated),
        form("term", "the number of {kind:monster_kinds} {by:subject} defeated", m.Defeated),
        form("term", "the number of {item:item_kinds} {who:subject} carry", m.Carried),
        form("term", "{who:owner} health", m.HealthOf),
        form("term", "the distance from {origin:party} to {thing:someone}", m.DistanceTo),
        form("term", "the walking distance from {origin:party} to {thing:someone}",
             m.DistanceTo, walk=True),
        # between two things: from the nearest of a kind to the companion (how_far's origin)
        form("term", "the distance from the {origin:concrete} to {thing:thing}", m.DistanceTo),
        form("term", "the difference between {left:term} and {right:term}", m.Arith, op="diff"),
    ]
    # Arithmetic as English says it: "times" and "divided by" before "plus" and "minus", each
    # from left to right ("the number of bats left times 2 minus 1" is (bats x 2) - 1).
    for symbol, ops, item in (("product", ("*", "/"), "term"), ("expr", ("+", "-"), "product")):
        tail = f"{symbol}_tail"
        out += [
            custom(symbol, f"{{first:{item}}}", lambda first: first, _alone(ops)),
            custom(symbol, f"{{first:{item}}} {{rest:{tail}}}", _fold, partial(_unfold,
                                                                               ops=ops)),
        ]
        for op in ops:
            said = _ARITH[op]
            out += [
                custom(tail, f"{said} {{b:{item}}}", partial(_last_link, op=op),
                       partial(_unlast_link, op=op)),
                custom(tail, f"{said} {{b:{item}}} {{rest:{tail}}}", partial(_link, op=op),
                       partial(_unlink, op=op)),
            ]
    return out


def _conditions() -> list[Form]:
    """What an order's condition says: facts (a comparison, something near), what one of us
    carries, each with its words for "not", joined by "and" or by "or"."""
    out = [form("fact", f"{{left:expr}} is {said} {{right:expr}}", m.Compare, op=op)
           for op, said in _OPS.items()]
    out += [
        form("atom", "{who:subject} carry the {item:held}", m.Has),
        word("atom", "you carry something", m.Has(m.COMPANION)),
        word("atom", "i carry something", m.Has(m.PLAYER)),
        custom("atom", "{who:subject} do not carry {item:a_held}",
               lambda who, item: m.Not(m.Has(who, item)),
               lambda c: {"who": c.cond.who, "item": c.cond.item} if (
                   type(c) is m.Not and type(c.cond) is m.Has and c.cond.item in ITEMS)
               else None),
        custom("atom", "{who:subject} carry nothing",
               lambda who: m.Not(m.Has(who)),
               lambda c: {"who": c.cond.who} if (
                   type(c) is m.Not and type(c.cond) is m.Has and c.cond.item == m.ANY_ITEM)
               else None),
        custom("atom", "{kind:a_thing} is within {tiles:positive} tiles of {of:party}",
               lambda kind, tiles, of: m.Near(m.Thing(kind), tiles, of),
               lambda c: {"kind": c.thing.kind, "tiles": c.tiles, "of": c.of} if (
                   type(c) is m.Near and c.thing == m.Thing(c.thing.kind)) else None),
        custom("atom", "no {kind:thing_kind} is within {tiles:positive} tiles of {of:party}",
               lambda kind, tiles, of: m.Not(m.Near(m.Thing(kind), tiles, of)),
               lambda c: {"kind": c.cond.thing.kind, "tiles": c.cond.tiles, "of": c.cond.of} if (
                   type(c) is m.Not and type(c.cond) is m.Near
                   and c.cond.thing == m.Thing(c.cond.thing.kind)) else None),
        form("fact", "{thing:thing_picked} is within {tiles:positive} tiles of {of:party}",
             m.Near),
        custom("fact", "i am within {tiles:positive} tiles of you",
               lambda tiles: m.Near(m.Thing(m.PLAYER), tiles),
               lambda c: {"tiles": c.tiles} if type(c) is m.Near and c.thing == m.Thing(
                   m.PLAYER) and c.of == m.COMPANION else None),
        custom("fact", "you are within {tiles:positive} tiles of me",
               lambda tiles: m.Near(m.Thing(m.COMPANION), tiles, m.PLAYER),
               lambda c: {"tiles": c.tiles} if type(c) is m.Near and c.thing == m.Thing(
                   m.COMPANION) and c.of == m.PLAYER else None),
        # A monster coming towards one of us (watched: nearer than the tick before).
        custom("fact", "{kind:a_monster} comes towards {of:party}",
               lambda kind, of: m.Coming(m.Thing(kind), of),
               lambda c: {"kind": c.thing.kind, "of": c.of} if (
                   type(c) is m.Coming and c.thing == m.Thing(c.thing.kind)) else None),
        # A fact without words of its own for "not" (a comparison, a picked thing near).
        custom("atom", "{c:fact}", lambda c: c,
               lambda c: {"c": c} if type(c) in (m.Compare, m.Near, m.Coming)
               and not _negated_apart(c) else None),
        custom("atom", "it is not true that {cond:fact}", _not,
               lambda c: {"cond": c.cond} if type(c) is m.Not and not _negated_apart(c.cond)
               and type(c.cond) in (m.Compare, m.Near, m.Coming) else None),
    ]
    # A condition only watched: the player on another tile than when the step began. Never
    # decided at once ("if"), asked, or said "whenever" (it holds from the player's first step
    # until they stand where the step began again: not each step, which the reader says back).
    out += [word("watched_atom", "i move", m.Moved(m.PLAYER)),
            custom("watched_atom", "{c:atom}", lambda c: c, lambda c: {"c": c})]
    return out + _joined_conditions("cond", "atom") + _joined_conditions("watched",
                                                                         "watched_atom")


def _joined_conditions(cond: str, atom: str) -> list[Form]:
    """A condition (``cond``): one fact (``atom``), or facts joined by "and" or by "or"."""
    out = [
        custom(cond, f"{{c:{atom}}}", lambda c: c,
               lambda c: {"c": c} if not isinstance(c, (m.AllOf, m.AnyOf)) else None),
        custom(cond, f"{{a:{atom}}} and {{b:{atom}s_and}}", lambda a, b: m.AllOf((a, *b)),
               lambda c: {"a": c.conds[0], "b": c.conds[1:]} if type(c) is m.AllOf and len(
                   c.conds) >= 2 else None),
        custom(cond, f"{{a:{atom}}} or {{b:{atom}s_or}}", lambda a, b: m.AnyOf((a, *b)),
               lambda c: {"a": c.conds[0], "b": c.conds[1:]} if type(c) is m.AnyOf and len(
                   c.conds) >= 2 else None),
    ]
    for joiner in ("and", "or"):
        out += _sequence(f"{atom}s_{joiner}", atom, f" {joiner} ")
    return out


def _chained(v: Any, ops: tuple[str, ...]) -> bool:
    return type(v) is m.Arith and v.op in ops


def _alone(ops: tuple[str, ...]) -> Any:
    def unbuild(v: Any) -> dict[str, Any] | None:
        return {"first": v} if not _chained(v, ops) else None
    return unbuild


def _last_link(b: m.Expr, *, op: str) -> tuple[tuple[str, m.Expr], ...]:
    return ((op, b),)


def _unlast_link(v: Any, *, op: str) -> dict[str, Any] | None:
    return {"b": v[0][1]} if len(v) == 1 and v[0][0] == op else None


def _link(b: m.Expr, rest: tuple[tuple[str, m.Expr], ...], *, op: str
          ) -> tuple[tuple[str, m.Expr], ...]:
    return ((op, b), *rest)


def _unlink(v: Any, *, op: str) -> dict[str, Any] | None:
    return {"b": v[0][1], "rest": v[1:]} if len(v) > 1 and v[0][0] == op else None


def _fold(first: m.Expr, rest: tuple[tuple[str, m.Expr], ...]) -> m.Expr:
    value = first
    for op, operand in rest:
        value = m.Arith(op, value, operand)
    return value


def _unfold(v: Any, ops: tuple[str, ...]) -> dict[str, Any] | None:
    """A left-nested chain of ``ops`` as its first operand and the (op, operand) after it; None
    when the value is no such chain, or an operand on the right is itself one (a - (b - c)
    has no words here)."""
    if not _chained(v, ops):
        return None
    rest: list[tuple[str, m.Expr]] = []
    while _chained(v, ops):
        if _chained(v.right, ops) or (ops == ("*", "/") and _chained(v.right, ("+", "-"))):
            return None
        rest.append((v.op, v.right))
        v = v.left
    return {"first": v, "rest": tuple(reversed(rest))}


def _negated_apart(c: Any) -> bool:
    """Whether a condition's negation has words of its own ("you carry nothing", "no bat is
    within 3 tiles of you")."""
    return type(c) is m.Has or (type(c) is m.Near and c.thing == m.Thing(c.thing.kind)
                                and c.thing.kind not in m.WHO)


def _not(cond: m.Cond) -> m.Not:
    if _negated_apart(cond) or type(cond) is m.Not:
        raise ValueError("said with words of its own")
    return m.Not(cond)


# -- steps -------------------------------------------------------------------------------------


def _acts() -> list[Form]:
    return [f for action in m.Action for f in _errands(action)]


def _errands(action: m.Action) -> list[Form]:
    """The sentences of an errand of ``action``: every action the composer serves has one."""
    def act(pattern: str, when: Callable[[dict[str, Any]], bool] | None = None) -> Form:
        return form("act", pattern, m.Act, when, action=action)

    match action:
        case m.Action.FETCH:
            return [act("pick up {thing:item}")]
        case m.Action.BRING:
            return [act("bring me {thing:item}")]
        case m.Action.ATTACK:
            return [act("attack {thing:monster}")]
        case m.Action.FOLLOW:
            return [act("follow me")]
        case m.Action.STAY:
            return [act("stay here")]
        case m.Action.COME_BACK:
            return [act("come back to me")]
        case m.Action.EXPLORE:
            return [act("explore"), act("explore {steps:positive} new tiles")]
        case m.Action.FLEE:
            return [act("run away")]
        case m.Action.KEEP_AWAY:
            return [act("keep away from {thing:monster}")]
        case m.Action.GO_TO:
            return [act("go to {place:place}")]
        case m.Action.WALK:
            return [act("walk {steps:positive} steps {way:way}")]
        case m.Action.SQUARE:
            return [act("walk in a square"), act("walk in a square of {steps:positive} steps")]
        case m.Action.GUARD:
            return [act("guard {place:place}"),
                    act("guard {place:place} within {most:positive} tiles")]
        case m.Action.PROTECT:
            return [act("protect me"), act("protect me from {thing:monster}")]
        case m.Action.KEEP_DISTANCE:
            return [act("keep between {least:positive} and {most:positive} tiles from "
                        "{thing:someone}", when=lambda s: 0 < s["least"] <= s["most"]),
                    act("keep at least {least:positive} tiles from {thing:someone}"),
                    act("keep at most {most:positive} tiles from {thing:someone}")]
        case m.Action.PATROL:
            return [act("patrol the room"),
                    act("patrol between {place:place} and {other:place}")]
        case m.Action.HAND_OVER:
            return [act("give me everything you carry")]
        case m.Action.KEEP_OFF:  # for the whole order, first ("..., but don't pick it up")
            return [act("leave {thing:item} where it lies"), act("do not fight {thing:monster}")]
        case m.Action.LOCATE:
            return []  # the reader's own: never in a meaning it gives
        case _:
            assert_never(action)


def _asks() -> list[Form]:
    ask = m.Ask
    one = "{thing:someone}"

    def about(pattern: str, asks: str, **fixed: Any) -> Form:
        """A question about one thing: ``things`` holds it."""
        def build(thing: m.Thing, **slots: Any) -> m.Ask:
            return ask(asks, (thing,), **fixed, **slots)

        def unbuild(a: Any) -> dict[str, Any] | None:
            if type(a) is not m.Ask or a.asks != asks or len(a.things) != 1:
                return None
            rest = {k: getattr(a, k) for k in ("who", "pick", "value", "check")}
            extra = {k: v for k, v in rest.items() if k not in fixed and v not in ("", None)}
            if any(rest[k] != v for k, v in fixed.items()):
                return None
            slots = {"thing": a.things[0]}
            for name in ("who", "pick"):
                if f"{{{name}:" in pattern:
                    slots[name] = getattr(a, name)
                    extra.pop(name, None)
            return None if extra else slots
        return custom("ask", f"tell me {pattern}", build, unbuild)

    return [
        about("how many {thing:count_kinds} are left", m.COUNT),
        about(f"where {one} is", m.WHERE),
        about(f"how far {one} is from {{who:party}}", m.DISTANCE),
        about("whether {who:subject} carry {thing:item}", m.HAS),
        about("what defeats {thing:thing}", m.WEAKNESS),
        about("which {thing:kind_thing} is {pick:pick} to {who:party}", m.WHICH),
        about(f"which of us is {{pick:pick}} to {one}", m.WHICH_OF_US),
        word("count_kinds", "monsters", m.Thing(m.ANY_MONSTER)),
        *[word("count_kinds", _plural(n), m.Thing(k)) for k, n in KIND_WORDS.items()
          if k != m.ANY_MONSTER],
        *[word("kind_thing", n, m.Thing(k)) for k, n in KIND_WORDS.items()],
        form("ask", "tell me where {who:subject} stand", ask, asks=m.WHERE),
        form("ask", "tell me {who:owner} health", ask, asks=m.HEALTH),
        form("ask", "tell me what {who:subject} carry", ask, asks=m.CARRYING),
        form("ask", "tell me {value:expr}", ask, asks=m.VALUE),
        form("ask", "tell me whether {check:cond}", ask, asks=m.CHECK),
        *which_measured(),
        # which of two is nearer to one of us, in the model's taught words (_which_of_two)
        *[_which_of_two(said, pick, who) for said, pick, who in (
            ("nearer", m.NEAREST, m.COMPANION), ("farther", m.FARTHEST, m.COMPANION),
            ("nearer to me", m.NEAREST, m.PLAYER), ("farther from me", m.FARTHEST, m.PLAYER))],
        _which_of_two_retired(),
        custom("ask", "tell me which of us has more {what:measure}",
               lambda what: ask(m.WHICH_OF_US, value=what, pick=m.MORE),
               lambda a: {"what": a.value} if (type(a) is m.Ask and a.asks == m.WHICH_OF_US
                                               and a.pick == m.MORE and not a.things) else None),
        custom("ask", "tell me which of us has fewer {what:measure}",
               lambda what: ask(m.WHICH_OF_US, value=what, pick=m.FEWER),
               lambda a: {"what": a.value} if (type(a) is m.Ask and a.asks == m.WHICH_OF_US
                                               and a.pick == m.FEWER and not a.things) else None),
        word("measure", "health", m.HealthOf(m.COMPANION)),
        *[word("measure", _plural(n), m.Carried(m.COMPANION, k)) for k, n in KIND_WORDS.items()
          if k in ITEMS or k == m.ANY_ITEM],
        form("ask", 'say {text:text}', m.Say),
    ]


def _which_of_two_retired() -> Form:
    """Which of two, in the words the language said it in before ("tell me which is nearest to
    you, the gorgon or the bow"), retired: read, never said, so that the restating adapter,
    taught them, may still write them until it is taught the words of ``_which_of_two``."""
    return custom("ask", "tell me which is {pick:pick} to {who:party}, {a:someone} or {b:someone}",
                  lambda pick, who, a, b: m.Ask(m.WHICH, (a, b), who=who, pick=pick),
                  lambda a: {"pick": a.pick, "who": a.who, "a": a.things[0], "b": a.things[1]} if (
                      type(a) is m.Ask and a.asks == m.WHICH and len(a.things) == 2
                      and a.value is None and a.check is None) else None, retired=True)


def _which_of_two(said: str, pick: str, who: str) -> Form:
    """ "which is nearer, the gorgon or the bow": which of two things is nearer to (farther
    from) one of us, said as the model was taught it (agent.training.logic_orders: "which is
    nearer, the gorgon or the bow?"; it was "tell me which is nearest to you, ...", a phrasing
    the model never saw)."""
    def unbuild(a: Any) -> dict[str, Any] | None:
        return {"a": a.things[0], "b": a.things[1]} if (
            type(a) is m.Ask and a.asks == m.WHICH and len(a.things) == 2 and a.who == who
            and a.pick == pick and a.value is None and a.check is None) else None
    return custom("ask", f"which is {said}, {{a:someone}} or {{b:someone}}",
                  lambda a, b: m.Ask(m.WHICH, (a, b), who=who, pick=pick), unbuild)


def _sequence(symbol: str, item: str, joiner: str) -> list[Form]:
    """A tuple of one or more ``item``s said with ``joiner`` between them."""
    return [
        custom(symbol, f"{{a:{item}}}", lambda a: (a,),
               lambda v: {"a": v[0]} if isinstance(v, tuple) and len(v) == 1 else None),
        custom(symbol, f"{{a:{item}}}{joiner}{{b:{symbol}}}", lambda a, b: (a, *b),
               lambda v: {"a": v[0], "b": v[1:]} if isinstance(v, tuple) and len(v) > 1
               else None),
    ]


def _logic() -> list[Form]:

    out: list[Form] = [
        custom("plain", "{s:act}", lambda s: s, lambda v: {"s": v} if type(v) is m.Act else None),
        custom("plain", "{s:ask}", lambda s: s,
               lambda v: {"s": v} if type(v) in (m.Ask, m.Say) else None),
    ]
    # A repetition of one plain step (a body of several would read like a branch).
    out += [
        custom("simple", "{s:plain}", lambda s: s,
               lambda v: {"s": v} if type(v) in (m.Act, m.Ask, m.Say) else None),
        custom("simple", "{body:plain} {times:several} times",
               lambda body, times: _repeat((body,), times=times),
               lambda v: {"body": v.body[0], "times": v.times} if (
                   type(v) is m.Repeat and len(v.body) == 1 and v.times > 1 and not v.turns)
               else None),
        custom("simple", "{body:plain} for {turns:positive} turns",
               lambda body, turns: _repeat((body,), turns=turns),
               lambda v: {"body": v.body[0], "turns": v.turns} if (
                   type(v) is m.Repeat and len(v.body) == 1 and v.turns > 0 and not v.times)
               else None),
        custom("simple", "wait {turns:positive} turns", lambda turns: _repeat((), turns=turns),
               lambda v: {"turns": v.turns} if type(v) is m.Repeat and not v.body and not v.times
               and v.turns > 0 else None),
    ]
    out += _sequence("branch", "simple", " and then ")
    out += [
        custom("step", "{s:simple}", lambda s: s, lambda v: {"s": v} if _simple(v) else None),
        form("step", "if {cond:cond}, {then:branch}", m.Choice),
        form("step", "if {cond:cond}, {then:branch}, otherwise {otherwise:branch}", m.Choice),
        form("step", "wait until {cond:watched}", m.Watch),
        form("step", "{during:branch} until {cond:watched}", m.Watch),
        form("step", "as soon as {cond:watched}, {then:branch}", m.Watch),
        form("step", "{during:branch}, but if {cond:watched}, {then:branch}", m.Watch),
        # "whenever": an errand runs to its end each time the condition starts holding, a duty
        # while it holds (the composer's whenever and each_time)
        form("step", "whenever {cond:cond}, {then:branch}", m.Watch, every_time=True),
        form("step", "{during:branch}, and whenever {cond:cond}, {then:branch}", m.Watch,
             every_time=True),
    ]
    out += _sequence("steps", "step", ", then ")
    out.append(custom("order", "{steps:steps}", lambda steps: m.Meaning("", steps),
                      lambda v: {"steps": v.steps} if isinstance(v, m.Meaning) and v.steps
                      else None))
    out.append(form("outside", 'outside the game: {words:text}', Outside))
    return out


def _simple(value: Any) -> bool:
    return type(value) in (m.Act, m.Ask, m.Say) or (
        type(value) is m.Repeat and all(type(s) in (m.Act, m.Ask, m.Say) for s in value.body))


def _repeat(body: tuple[m.Step, ...], *, times: int = 0, turns: int = 0) -> m.Repeat:
    if (times and times < 2) or (not times and turns < 1):
        raise ValueError("a repetition is two times or more, or one turn or more")
    return m.Repeat(body, times=times, turns=turns)


def forms() -> list[Form]:
    return [*_things(), *_numbers(), *_conditions(), *_acts(), *_asks(), *_logic()]


HOUSE = Grammar(forms(), root="order")
