"""A meaning said back in plain words, in the companion's voice ("I have the sword", "your health
plus 2", "a bat is within 3 tiles of me"): for statuses, the labels of decided and watched
conditions in the Lua, and messages about orders.
"""

from __future__ import annotations

from dataclasses import replace
from typing import assert_never

from agent.reading import (
    bearings,
    lexicon as lx,
    lexicon_parts as lp,
    meaning as m,
    offsets,
    tile_picks,
)
from agent.reading.lexicon_typed import ORDINALS
from agent.reading.logic import negate
from sandbox_worker.api_skills import SIDES

_OP_WORDS = {">": "more than", "<": "less than", ">=": "at least", "<=": "at most",
             "==": "exactly", "!=": "not"}
_DISTANCE_OP = {">": "farther away than", "<": "closer than", ">=": "at least as far as",
                "<=": "at most as far as", "==": "as far as", "!=": "not as far as"}
# The two of us's distances to one thing compared: "I am closer to the sword than you".
_PARTIES_OP = {"<": "closer to", ">": "farther from", ">=": "not closer to",
               "<=": "not farther from"}


def party(who: str, *, owner: bool = False, subject: bool = True) -> str:
    if who == m.PLAYER:
        return "your" if owner else "you"
    return "my" if owner else ("I" if subject else "me")


def thing(t: m.Thing, *, article: str = "the") -> str:
    if t.besides is not None:  # "the nearest bat other than the nearest bat to the top right"
        return f"{thing(replace(t, besides=None), article=article)} other than {thing(t.besides)}"
    if t.kind == m.PLAYER:
        return "you"
    if t.kind == m.COMPANION:
        return "me"
    name = _kind(t.kind)
    if t.quantity is None:
        return f"every {name}"
    if t.quantity > 1:
        return f"{t.quantity} {plural(name)}"
    if not t.pick:
        return _a(name) if article == "a" else f"the {name}"
    pick, where = ("nearest", "to") if t.pick == m.NEAREST else ("farthest", "from")
    if t.rank > 1:  # "the second nearest arrow"
        pick = next((w for w, n in ORDINALS.items() if n == t.rank), f"{t.rank}th") + " " + pick
    if t.on is not None and t.pick == m.BEARING:  # "the bat south of me", "... north-west of you"
        return f"the {name} {bearings.way(t.on).replace(' ', '-')} of {thing(t.on.thing)}"
    if t.on is not None:  # "the arrow on the tile 8 south of you", "... straight south of you"
        on = offsets.words(t.on) if t.pick == m.ON else tile_picks.line_words(t.on)
        return f"the {name} {'on ' if t.pick == m.ON else ''}{on}"
    if (at := m.tile_of(t.origin)) is not None and t.pick in (m.NEAREST, m.ON):
        return f"the {name} at row {at[0]}, column {at[1]}"
    if t.origin == m.COMPANION:
        return f"the {pick} {name}"
    return f"the {pick} {name} {where} {origin(t.origin)}"


def origin(where: str) -> str:
    """Where something is measured from (``meaning.Thing.origin``): "you", "me", "the bat",
    "the top left corner", "row 5, column 5"."""
    if where in m.WHO:
        return "you" if where == m.PLAYER else "me"
    if (at := m.tile_of(where)) is not None:
        return f"row {at[0]}, column {at[1]}"
    return f"the {where}" + (" corner" if " " in where and where not in SIDES else "")


def region(r: m.Region | None) -> str:
    """A part of the map counted over (``meaning.Region``), after the things: " in the top right
    quarter of the map", " east of the bow", " within 5 tiles of you"; "" for none."""
    if r is None:
        return ""
    if r.tiles:
        return f" within {r.tiles} tiles of {origin(r.origin)}"
    if r.origin == "middle":
        sides = " ".join(lx.COMPASS[p] for p in r.way.split())
        part = "quarter" if " " in r.way else "half"
        return f" in the {sides} {part} of the {lx.DUNGEON_WORDS[2]}"
    return f" {r.way.replace(' ', '-')} of {origin(r.origin)}"


def _a(name: str) -> str:
    """ "a bat", "an arrow"."""
    return f"{'an' if name[:1] in 'aeiou' else 'a'} {name}"


def _many(n: int, kind: str) -> str:
    """ "1 bat", "2 bats"."""
    return f"{n} {plural(kind) if n != 1 else kind}"


def plural(name: str) -> str:
    return name + ("es" if name.endswith("s") else "s")


def expr(e: m.Expr) -> str:
    if isinstance(e, m.Number):
        return _number(e.value)
    if isinstance(e, m.CountOf):
        besides = f" other than {thing(e.besides)}" if e.besides else ""  # not counting it
        return f"the number of {plural(_kind(e.kind))}{besides}{region(e.region)}"
    if isinstance(e, m.Defeated):
        by = "" if e.by == m.ANYONE else f" {party(e.by)}"
        return f"the number of {plural(_kind(e.kind))}{by} defeated"
    if isinstance(e, m.Carried):
        return f"the {_items(e.item)} {party(e.who)} carry"
    if isinstance(e, m.HealthOf):
        return f"{party(e.who, owner=True)} health"
    if isinstance(e, m.DistanceTo):
        distance = "the steps' walk" if e.walk else "the distance"
        if e.thing.kind in m.WHO and e.origin in m.WHO:
            return f"{distance} between us"
        if e.origin not in m.WHO:
            return f"{distance} from the {_kind(e.origin)} to {thing(e.thing)}"
        return f"{distance} from {party(e.origin, subject=False)} to {thing(e.thing)}"
    if isinstance(e, m.Arith):
        if e.op == "diff":
            return f"the difference between {expr(e.left)} and {expr(e.right)}"
        if e.op == "/" and isinstance(e.right, m.Number) and e.right.value == 2:
            return f"half of {expr(e.left)}"
        op = {"+": "plus", "-": "minus", "*": "times", "/": "divided by"}[e.op]
        return f"{expr(e.left)} {op} {expr(e.right)}"
    raise TypeError(e)


def _kind(kind: str) -> str:
    return lp.KIND_SAID.get(kind, kind)


def _items(item: str) -> str:
    return "items" if item == m.ANY_ITEM else plural(item)


def _number(value: int | float) -> str:
    return str(int(value)) if float(value).is_integer() else f"{value:g}"


def cond(c: m.Cond) -> str:
    """The condition as a sentence: "the bow is farther away than the sword"."""
    if isinstance(c, m.Not):
        inner = c.cond
        if isinstance(inner, m.Has | m.Near | m.Coming | m.Moved):
            return _said(inner, negated=True)
        if isinstance(inner, (m.AllOf, m.AnyOf)):
            # "I don't have a bow or I don't have an arrow", not "not (I have the bow and ...)"
            joiner = " or " if isinstance(inner, m.AllOf) else " and "
            return joiner.join(cond(negate(x)) for x in inner.conds)
        return f"not ({cond(inner)})"
    if isinstance(c, m.Has | m.Near | m.Coming | m.Moved):
        return _said(c)
    if isinstance(c, m.AllOf | m.AnyOf):
        joiner = " and " if isinstance(c, m.AllOf) else " or "
        return joiner.join(cond(x) for x in c.conds)
    if isinstance(c, m.Compare):
        return _compare(c)
    raise TypeError(c)


def _said(c: m.Has | m.Near | m.Coming | m.Moved, negated: bool = False) -> str:
    """ "I have the sword", "a bat is within 3 tiles of me", "a bat is coming towards me" (the
    companion speaks: "me" is the companion), or each denied."""
    not_ = " not" if negated else ""
    if isinstance(c, m.Has):
        who = party(c.who)
        if c.item == m.ANY_ITEM:
            return f"{who} {'carry something' if not negated else 'carry nothing'}"
        return f"{who} don't have {_a(c.item)}" if negated else f"{who} have the {c.item}"
    if isinstance(c, m.Moved):  # "you have moved": from where you stood when the step began
        return f"{'you' if c.who == m.PLAYER else 'I'} have{not_} moved"
    whom = "you" if c.of == m.PLAYER else "me"
    if isinstance(c, m.Coming):
        return f"{thing(c.thing, article='a')} is{not_} coming towards {whom}"
    what, be = {m.PLAYER: ("you", "are"), m.COMPANION: ("I", "am")}.get(c.thing.kind) or (
        thing(c.thing, article="a"), "is")
    return f"{what} {be}{not_} within {c.tiles} {'tile' if c.tiles == 1 else 'tiles'} of {whom}"


def _compare(c: m.Compare) -> str:
    left, right = c.left, c.right
    if isinstance(left, m.DistanceTo) and isinstance(right, m.DistanceTo) and not (
            left.walk | right.walk) and left.origin in m.WHO:
        if left.origin == right.origin:
            return f"{thing(left.thing)} is {_DISTANCE_OP[c.op]} {thing(right.thing)}"
        if left.thing == right.thing and right.origin in m.WHO and c.op in _PARTIES_OP:
            subject = party(left.origin)  # the two of us's distances to one thing
            return (f"{subject} {'am' if subject == 'I' else 'are'} {_PARTIES_OP[c.op]} "
                    f"{thing(left.thing)} than {party(right.origin, subject=False)}")
    if isinstance(left, m.CountOf) and isinstance(right, m.Number):
        kind, n = _kind(left.kind), int(right.value)
        if c.op in (">", "!=") and n == 0 and left.region:  # "are there bats east of you?"
            return f"there are {plural(kind)}{region(left.region)}"
        if c.op in ("==", "<=") and n == 0 and left.region:
            return f"there are no {plural(kind)}{region(left.region)}"
        if c.op in (">", "!=") and n == 0:
            return f"there are {plural(kind)} left"
        if c.op == "==" and n == 0:
            return f"there are no {plural(kind)} left"
        return f"there are {_OP_WORDS[c.op]} {_many(n, kind)}{region(left.region) or ' left'}"
    if isinstance(left, m.CountOf) and isinstance(right, m.CountOf):
        more = {">": "more", "<": "fewer", ">=": "at least as many", "<=": "at most as many",
                "==": "as many", "!=": "not as many"}[c.op]
        joint = "as" if c.op in (">=", "<=", "==", "!=") else "than"
        return f"there are {more} {plural(_kind(left.kind))} {joint} {plural(_kind(right.kind))}"
    if isinstance(left, m.Defeated) and isinstance(right, m.Number) and (
            float(right.value).is_integer()):
        return _defeated(left, c.op, int(right.value))
    if isinstance(left, m.Carried) and isinstance(right, m.Number):
        what, n = _items(left.item), int(right.value)
        if c.op == "==" and n == 0:
            return f"{party(left.who)} carry no {what}"
        return f"{party(left.who)} carry {_OP_WORDS[c.op]} {n} {what}"
    if isinstance(left, m.DistanceTo) and isinstance(right, m.Number):
        k = _number(right.value)
        tiles = "tile" if k == "1" else "tiles"
        if not left.walk and left.thing.kind in m.WHO:  # "you are more than 3 tiles away"
            said = {"<=": f"within {k} {tiles} of me", "<": f"closer than {k} {tiles}",
                    "==": f"{k} {tiles} away"}
            return "you are " + said.get(c.op, f"{_OP_WORDS[c.op]} {k} {tiles} away")
        if left.origin in m.WHO:
            unit = "steps' walk" if left.walk and left.thing.kind not in m.WHO else "tiles"
            return (f"{thing(left.thing)} is {_OP_WORDS[c.op]} {k} {unit} from "
                    f"{party(left.origin, subject=False)}")
    return f"{expr(left)} is {_OP_WORDS[c.op]} {expr(right)}"


def _defeated(d: m.Defeated, op: str, n: int) -> str:
    """How many monsters one of us (or anyone) has defeated, against a number: "I have
    defeated a bat", "you have not defeated any gorgon", "at least 2 bats have been defeated"."""
    kind = _kind(d.kind)
    some, none = op in (">", "!=") and n == 0, op in ("==", "<=", "<") and n == int(op == "<")
    if d.by == m.ANYONE:
        return (f"{_a(kind)} has been defeated" if some else f"no {kind} has been defeated"
                if none else f"{_OP_WORDS[op]} {_many(n, kind)} have been defeated")
    who = party(d.by)
    return (f"{who} have defeated {_a(kind)}" if some else f"{who} have not defeated any {kind}"
            if none else f"{who} have defeated {_OP_WORDS[op]} {_many(n, kind)}")


def step(s: m.Step) -> str:
    """A step in a few words, for logs and messages."""
    if isinstance(s, m.Act):
        return _errand(s)
    if isinstance(s, m.Ask):
        return _question(s)
    if isinstance(s, m.Say):
        return f'say "{s.text}"'
    if isinstance(s, m.Choice):
        return f"if {cond(s.cond)}: {steps(s.then)}" + (
            f", otherwise {steps(s.otherwise)}" if s.otherwise else "")
    if isinstance(s, m.Watch):
        head = "whenever" if s.every_time else "once"
        return f"{steps(s.during) or 'wait'}; {head} {cond(s.cond)}: {steps(s.then) or 'stop'}"
    if isinstance(s, m.Repeat):
        return f"{steps(s.body) or 'wait'} " + (f"{s.times} times" if s.times
                                               else f"for {s.turns} turns")
    return f'"{s.words}"'


def _errand(s: m.Act) -> str:
    a = s.action
    match a:
        case m.Action.GO_TO if s.place is not None:
            return f"go to {_place(s.place, the='')}"
        case m.Action.WALK:
            return f"walk {s.steps} steps {s.way}"
        case m.Action.GUARD | m.Action.PATROL if s.place is not None:
            posts = [_place(p) for p in (s.place, s.other) if p is not None]
            joined = " and ".join(posts)
            return f"guard {joined}" if a == m.Action.GUARD else f"patrol between {joined}" if (
                len(posts) == 2) else f"patrol to {joined}"
        case m.Action.KEEP_DISTANCE if s.thing is not None:
            bounds = " and ".join(b for b in (f"at least {s.least}" if s.least else "",
                                              f"at most {s.most}" if s.most else "") if b)
            return f"keep {bounds} tiles from {thing(s.thing)}"
        case m.Action.HAND_OVER:
            return "hand you everything"
        case m.Action.KEEP_OFF if s.thing is not None and lx.is_monster(s.thing.kind):
            return f"walk round every {_kind(s.thing.kind)}'s reach"  # "..., don't touch it"
        case m.Action.KEEP_OFF if s.thing is not None:  # "go to the bow but don't pick it up"
            return f"leave every {_kind(s.thing.kind)} where it lies"
        case m.Action.PROTECT if s.thing is not None:  # not "protect the bat": the bat is the foe
            return f"shield you from {thing(s.thing)}"
        case (m.Action.FETCH | m.Action.BRING | m.Action.ATTACK | m.Action.FOLLOW | m.Action.STAY
              | m.Action.COME_BACK | m.Action.EXPLORE | m.Action.FLEE | m.Action.KEEP_AWAY
              | m.Action.GO_TO | m.Action.SQUARE | m.Action.GUARD | m.Action.PROTECT
              | m.Action.KEEP_DISTANCE | m.Action.PATROL | m.Action.KEEP_OFF | m.Action.LOCATE):
            named = a.replace("_", " ")
            return f"{named} {thing(s.thing)}" if s.thing is not None else named
        case _:
            assert_never(a)


def _place(p: m.Place, the: str = "the ") -> str:
    if p.offset is not None:  # "the tile 3 south of the bow"
        return offsets.words(p.offset)
    return thing(p.thing) if p.thing else (f"{the}{p.name}" if p.name
                                           else f"row {p.row}, column {p.col}")


def _question(a: m.Ask) -> str:
    """What a question asks, as the companion would put what it tried: "say which of us is
    nearer the gorgon", "say whether there are more bats than gorgons"."""
    what = thing(a.things[0]) if a.things else "it"
    if a.asks == m.WHICH_OF_US and a.value is not None:
        return f"say which of us has {measure(a)}"
    if a.asks == m.WHICH_OF_US:
        return (f"say which of us is {'farther from' if a.pick == m.FARTHEST else 'nearer'} "
                f"{what}")
    if a.asks == m.CHECK and a.check is not None:
        return f"say whether {cond(a.check)}"
    if a.asks == m.VALUE and a.value is not None:
        return f"work out {expr(a.value)}"
    if a.asks == m.DISTANCE:
        if a.things and a.things[0].kind in m.WHO:
            return "say how far apart we are"  # not "how far you is"
        return f"say how far {what} is"
    if a.asks == m.WHICH:
        near = "farther" if a.pick == m.FARTHEST else "nearer"
        to = "" if a.who in ("", m.COMPANION) else (
            f" {'from' if near == 'farther' else 'to'} {origin(a.who)}")
        if len(a.things) == 2:
            return f"say which is {near}{to}, {what} or {thing(a.things[1])}"
        name = _kind(a.things[0].kind if a.things else m.ANYTHING)
        return f"say which {name} is {'farthest' if near == 'farther' else 'nearest'}"
    if a.asks == m.COUNT:
        kind = a.things[0].kind if a.things else m.ANY_MONSTER
        return f"say how many {plural(_kind(kind))} are left"
    you = a.who == m.PLAYER
    said = {m.WHERE: f"say where {what} is" if a.things else (
                f"say where {'you are' if you else 'I am'}"),
            m.HEALTH: f"say {'your' if you else 'my'} health",
            m.CARRYING: f"say what {'you carry' if you else 'I carry'}"
            + (f" besides {plural(_kind(a.besides))}" if a.besides else ""),
            m.HAS: f"say whether {'you have' if you else 'I have'} {what}",
            m.WEAKNESS: f"say what beats {what}"}
    return said.get(a.asks, f"answer a question ({a.asks.replace('_', ' ')})")


def measure(a: m.Ask) -> str:
    """What a which-of-us question counts, with its more or fewer: "more arrows", "less
    health"."""
    if isinstance(a.value, m.Carried):
        return f"{a.pick} {plural(_kind(a.value.item))}"
    return f"{'more' if a.pick == m.MORE else 'less'} health"


def steps(ss: tuple[m.Step, ...]) -> str:
    return ", then ".join(step(s) for s in ss)
