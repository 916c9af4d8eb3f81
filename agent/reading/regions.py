"""A count over a part of the map (``meaning.Region`` on ``meaning.CountOf``): "how many monsters
are east of the bow?", "how many arrows are in the bottom half?", "how many bats are in the top
right?" (a quarter), "how many arrows are left of you?", "how many monsters are within 5 tiles of
me?", "count the bats near you" (within 3: near, as everywhere), "how many bats are north-east of
the gorgon?" (above it and to its right). A side of one of us or of a thing is strictly past its
row or column; the halves and quarters of the map meet at its exact middle (origin "middle").

A count whose words go on into a part of the map this module cannot read whole ("how many bats
are far from you?", "how many arrows are in the top right half?") is said back with those words,
never counted over the whole map (it was, for "how many bats are in the top right?" and "how
many arrows are left of you?"). ``counted`` is a row of ``questions.ROWS``, gated on the words of
the question before anything is tried. Whether there is one there ("is there a bat in the top
right?", "any monsters near the sword?") is that count over none. In a condition ("if there are
more than 2 bats in the top right, ...") ``take_part`` reads the part after the kind (counts);
``kept`` says back a step on the kind counted there ("..., get it": the nearest one anywhere),
but for an order that opens with one there one way from one of us ("if there is a bat below
you, kill it"): the one lying that way (``meaning.BEARING``), picked as the condition is looked at.
"""

from __future__ import annotations

from dataclasses import replace
from functools import cache
from typing import TYPE_CHECKING

from agent.reading import (
    lexicon as lx,
    lexicon_parts as lp,
    lexicon_staying as ls,
    lexicon_typed as lt,
    meaning as m,
)
from sandbox_worker.api_skills import MAX_DISTANCE

if TYPE_CHECKING:  # read by counts, which question_rows and tokens import
    from agent.reading import question_rows as qr
    from agent.reading.tokens import Tokens

_MARKS = str.maketrans("-,;:.!?", "       ")  # what parts words besides spaces

# The ways a part of the map lies, by the words for them: the compass's points, the sides of the
# map said as adjectives ("the upper half", "the northern part") and as sides ("the top right").
_SIDE_OF_POINT = {side: point for point, side in lx.COMPASS.items()}
_WAYS = {
    **{p: p for p in lx.COMPASS},
    **_SIDE_OF_POINT,
    **{a: _SIDE_OF_POINT[side] for a, side in lx.COMPASS_ADJECTIVES.items()},
    **{w: "north" if w in lt.CORNER_SIDES[::2] else "south" for w in lt.CORNER_SIDES},
}
_UP_DOWN = ("north", "south")
# The two points said as one word ("northeast").
_JOINED = {f"{a}{b}": f"{a} {b}" for a in _UP_DOWN for b in ("east", "west")}
# Ways said without "of" ("above me", "below the bow").
_BEYOND = {
    **{w: "north" if way == "up" else "south" for w, way in lx.ABOVE_BELOW.items()},
    "under": "south",
    "beneath": "south",
}
# What a part of the map is called after its side: one way, a half ("the bottom half", "the east
# side"); two, a quarter ("the top right corner": the quarter, counted, and said so).
_HALF = ("half", "side", "part", "end", "section")
_QUARTER = ("quarter", "quadrant", "corner", "part", "section")
# Near without a number (docs/reading.md, "Near and far without a number").
_NEAR = {("near",): 3, ("close", "to"): 3, ("next", "to"): 1, ("beside",): 1, ("around",): 3}
_UNITS = ("tiles", "tile", "steps", "step", "squares", "square", "spaces", "space")
# A distance said with a bound ("within 5 tiles of me", "less than 3 tiles from me": within 2,
# "at most 3 steps from you": within 3): the bound's words and what it adds to the number.
_BOUNDS = sorted(
    ((tuple(b.split()), most) for b, (_, most) in ls.COUNT_BOUNDS.items()), key=lambda b: -len(b[0])
)
_BOUND_OPENS = frozenset(b[0] for b, _ in _BOUNDS)
# Between the kind counted and the part: "how many bats are there in the top right?".
# "are", "are there", "are still left", "remain", "are still around", "do you see" ...
_VERBS = tuple(
    (*head, *still, *tail)
    for head in (
        (),
        ("are",),
        ("is",),
        ("there", "are"),
        ("are", "there"),
        ("lie",),
        ("live",),
        ("do", "you", "see"),
        ("can", "you", "see"),
    )
    for still in ((), ("still",))
    for tail in (
        (),
        ("lying",),
        ("standing",),
        ("living",),
        ("lying", "around"),
        ("left", "alive"),
        *(tuple(p.split()) for p in lp.LEFT_AFTER),
    )
)
# After the part: "of the map", "right now".
_AFTER = (
    ("right", "now"),
    ("now",),
    ("at", "the", "moment"),
    ("currently",),
    ("still",),
    ("at", "present"),
)
_WHO = {"you": m.COMPANION, "yourself": m.COMPANION, "me": m.PLAYER, "myself": m.PLAYER}
_MY = {"my": m.PLAYER, "your": m.COMPANION}

# Words one of which a count over a part says: the cheap gate before anything is read, and the
# words said back after a count when not read whole:
# "far": "how many bats are far from you?"; the middle, which has no edge: "how many bats are
# in the middle?" (both were answered about something else: how far the nearest is, every bat).
_GATE = frozenset(
    (
        *_WAYS,
        *_JOINED,
        *_BEYOND,
        *lx.ALONG_WAYS,
        "within",
        "far",
        "middle",
        "centre",
        "center",
        "between",
        "nearby",
        *_HALF,
        *_QUARTER,
        *(k[0] for k in _NEAR),
    )
)

WHY = (
    f"I can count them in the whole {lx.DUNGEON_WORDS[0]}, in a half or a quarter of it, on "
    "one side of you, me or another, or within some tiles of one"
)


def counted(words: dict[str, str], said: qr.Said) -> qr.Answer:
    """ "how many bats are in the top right?": the count over that part; said back where the
    words go on into a part not read whole; None when the question counts no part."""
    if not any(w in said.plain for w in ("any", "count", "number", "there", "see")):
        return None  # no count asked: the cheapest gate first
    # the count's own clause: "how many arrows are lying around, not those you have?"
    w = said.plain.split(",")[0].translate(_MARKS).split()
    if _GATE.isdisjoint(w) and _BOUND_OPENS.isdisjoint(w):
        return None
    if (head := _head(w)) is None:
        return _whether(w, said)
    kind, at = head
    tried: list[str] = []
    plain = False  # some verb takes all the words: "how many bats are still around?"
    for verb in _VERBS:
        if tuple(w[at : at + len(verb)]) != verb:
            continue
        rest = w[at + len(verb) :]
        region = _region(rest)
        if region is not None and kind == region.origin:  # "near the bat": which bat?
            return m.Unknown(
                said.text, m.Reason.CANNOT, f"{WHY}, not {_what(kind)} by one of their own"
            )
        if region is not None:
            return m.Ask(m.VALUE, value=m.CountOf(kind, region=region), words=said.text)
        plain = plain or not _trimmed(rest)
        if not tried and _leads_to_a_part(rest):
            tried = rest
    if not tried or plain:
        return None
    return m.Unknown(
        said.text, m.Reason.CANNOT, f'{WHY}; I can\'t read "{" ".join(tried)}" as one part of it'
    )


def _what(kind: str) -> str:
    return "monsters" if kind == m.ANY_MONSTER else "items" if kind == m.ANY_ITEM else f"{kind}s"


def _head(w: list[str]) -> tuple[str, int] | None:
    """The kind a count counts and where its words end: "how many bats", "count the arrows"."""
    if w[:2] == ["how", "many"]:
        at = 4 if w[2:4] == ["of", "the"] else 2  # "how many of the bats are in the east half?"
    elif (
        "number" in w[:4]
        and w[w.index("number") + 1 : w.index("number") + 2] == ["of"]
        and (w[: w.index("number")] in ([], ["the"], ["what", "is", "the"]))
    ):
        at = w.index("number") + 2  # "what is the number of bats in the east half?"
    elif w[:1] == ["count"]:
        at = 1 + (w[1:2] == ["all"])
        at += w[at : at + 1] == ["the"]
    else:
        return None
    kind = lx.kind_of(w[at]) if at < len(w) else None
    if kind is None or kind in m.WHO or not w[at].endswith("s"):
        return None
    return kind, at + 1


# How a whether over a part opens, before the kind: "is there a", "are there any", "any"
# ("any monsters near the sword?"), "do you see a".
_THERE = (("is", "there"), ("are", "there"), ("any",), ("do", "you", "see"), ("can", "you", "see"))
_SOME = ("any", "a", "an", "some")
# Any item or monster, whether one lies there ("is there anything in the top left?"): "anything",
# "something".
_ANY_THERE = lp.HAVE_ANYTHING[:2]


def _whether(w: list[str], said: qr.Said) -> qr.Answer:
    """ "is there a bat in the top right?", "are there any bats east of you?", "any monsters
    near the sword?", "are there arrows in the left half?": whether the count there is more than
    none (said with how many, agent.compose.questions); near one of us is ``Near``, as "is there
    a bat near you?" reads; a part not read whole is said back, never the whole count (it was)
    nor the one lying nearest a corner (it was: no answer when none lies in that quarter)."""
    head: tuple[str, ...] | None = next((h for h in _THERE if tuple(w[: len(h)]) == h), None)
    if head is None and w[:2] != ["is", "there"] and w[w[:1] == ["is"]] in _ANY_THERE:
        head = tuple(w[: w[:1] == ["is"]])  # "anything in the bottom right?", "is anything ..."
    if head is None or len(w) < len(head) + 2:
        return None
    at = len(head) + (w[len(head)] == "still")  # "are there still bats in the top right?"
    if w[at] in _ANY_THERE:  # "is there anything in the top left corner?": an item or a monster
        return _anything(w[at + 1 :], said)
    op, n, at = _how_many(w, at, head != ("any",))
    kind = lx.kind_of(w[at]) if at < len(w) else None
    if kind is None or kind in (*m.WHO, m.ANYTHING):
        return None
    tried: list[str] = []
    for verb in _VERBS:
        if tuple(w[at + 1 : at + 1 + len(verb)]) != verb:
            continue
        rest = w[at + 1 + len(verb) :]
        region = _region(rest)
        if region is not None and kind == region.origin:
            return None  # "is there a bat near the bat?"
        if region is not None and region.tiles and region.origin in m.WHO and n == 0:
            near = m.Near(m.Thing(kind), region.tiles, region.origin)  # as "is there one near you?"
            return m.Ask(m.CHECK, check=near if op == ">" else m.Not(near), words=said.text)
        if region is not None:
            count = m.CountOf(kind, region=region)
            return m.Ask(m.CHECK, check=m.Compare(op, count, m.Number(n)), words=said.text)
        if not _trimmed(rest):
            return None  # "is there a bat left?"
        if not tried and _leads_to_a_part(rest):
            tried = rest
    if not tried:
        return None
    return m.Unknown(
        said.text, m.Reason.CANNOT, f'{WHY}; I can\'t read "{" ".join(tried)}" as one part of it'
    )


def _anything(rest: list[str], said: qr.Said) -> qr.Answer:
    """ "is there anything in the top left corner?", "is anything near the sword?": whether an
    item or a monster lies there, the two counts there over none (it was the one thing lying
    nearest the corner, wherever it lay, or the nearest sword)."""
    rest = rest[1:] if rest[:1] in (["lying"], ["left"]) else rest
    region = _region(rest)
    if region is None and _leads_to_a_part(rest):  # "is there anything far from you?"
        why = f'{WHY}; I can\'t read "{" ".join(rest)}" as one part of it'
        return m.Unknown(said.text, m.Reason.CANNOT, why)
    if region is None:
        return None
    kinds = (m.ANY_ITEM, m.ANY_MONSTER)
    if region.origin in m.WHO and rest[:1] != ["within"]:
        return None  # "is there anything near me?": what lies nearest, as before
    if region.tiles and region.origin in m.WHO:  # as "is there a bat within 5 tiles of you?"
        some: tuple[m.Cond, ...] = tuple(
            m.Near(m.Thing(k), region.tiles, region.origin) for k in kinds
        )
    else:
        some = tuple(m.Compare(">", m.CountOf(k, region=region), m.Number(0)) for k in kinds)
    return m.Ask(m.CHECK, check=m.AnyOf(some), words=said.text)


@cache
def _compared() -> list[tuple[tuple[str, ...], str]]:
    """How many a whether asks of, after "are there": "more than", "at least" (logic, which
    imports tokens, which imports this module through ranks: read at the first whether)."""
    from agent.reading.logic import COMPARISONS

    return sorted(
        ((tuple(k.split()), op) for k, op in COMPARISONS.items()), key=lambda c: -len(c[0])
    )


def _how_many(w: list[str], at: int, some: bool) -> tuple[str, int, int]:
    """The comparison and the number a whether asks of from ``w[at]`` ("more than 2 bats":
    more than 2; "no bats": none; "2 bats": at least 2; "a bat", "any bats": more than none),
    and where the kind's word is."""
    if w[at : at + 1] == ["no"]:
        return "==", 0, at + 1  # "are there no bats in the top half?"
    if some and w[at : at + 1] and w[at] in _SOME:
        return ">", 0, at + 1
    for said, op in _compared():
        k = at + len(said)
        if tuple(w[at:k]) == said and k < len(w) and (n := lx.number(w[k])) is not None:
            return op, int(n), k + 1  # "are there more than 2 bats in the top right?"
    if at < len(w) and (n := lx.number(w[at])) is not None and n >= 1:
        return (">=", int(n), at + 1) if n > 1 else (">", 0, at + 1)  # at least 2; "one": any
    return ">", 0, at


# The words a part of the map may open with after a kind counted in a condition (take_part).
_OPENS = frozenset(("in", "on", "at", "to", *_BEYOND, *_JOINED, *_WAYS, *_GATE, *_BOUND_OPENS))


def take_part(t: Tokens, kind: str) -> m.Region | None:
    """After a kind counted in a condition ("if there are more than 2 bats in the top right",
    "until there are no arrows on the left side"): the part of the map its next words name, the
    cursor past them; None, the cursor as it was, for none. Of the map's middle or one of us
    only: a thing's part is nowhere once the thing is (count's nil), which a condition cannot
    compare."""
    words = t.words[t.i : t.i + 9]
    if not words or words[0] not in _OPENS:
        return None  # most counts: "there are bats left"
    for n in range(len(words), 0, -1):
        region = _region([w for w in words[:n] if w != "-"])
        if region is not None and region.origin in (*m.WHO, "middle") and region.origin != kind:
            t.i += n
            return region
    return None


def kept(text: str, steps: list[m.Step]) -> list[m.Step]:
    """The steps, or the order said back where a step under a condition that counts a kind over
    a part of the map is on that kind ("if there's an arrow on the left, get it"): the errand
    would take the nearest one anywhere, not one in that part. Where the order opens with that
    condition and the part is a way from one of us ("if there is a bat below you, kill it"), the
    errand goes for the one lying that way (``_borne``)."""
    first = steps[0] if steps else None
    borne = _borne(first) if isinstance(first, m.Choice) else {}
    if borne and isinstance(first, m.Choice):
        steps = [_on_borne(first, borne), *steps[1:]]
    for step in m.walk(tuple(steps)):
        if not isinstance(step, (m.Choice, m.Watch)) or not (kinds := _counted_in_a_part(step)):
            continue
        for act in m.walk((step,)):
            if isinstance(act, m.Act) and not kinds.isdisjoint(_things_of(act, borne)):
                return [m.Unknown(text.strip(" .!?"), m.Reason.CANNOT, KEPT_WHY)]
    return steps


# The rows (down) and columns (right) of one step each point of a way goes.
_STEP = {"north": (-1, 0), "south": (1, 0), "west": (0, -1), "east": (0, 1)}


def bearing_of(origin: str, way: str) -> m.Offset:
    """A way ("north east") from ``origin`` (one of us or a kind) as ``meaning.Offset``."""
    rows = sum(_STEP[p][0] for p in way.split())
    cols = sum(_STEP[p][1] for p in way.split())
    return m.Offset(m.Thing(origin), rows, cols)


def _borne(step: m.Choice) -> dict[str, m.Thing]:
    """The kind a condition says there is some of one way from one of us ("if there is a bat
    below you", "if there are more than 2 bats east of me"), and the one of it lying that way
    (``meaning.BEARING``: the nearest of those the count counts, picked as the order is given,
    when the condition is looked at); {} for any other condition (none there, a quarter of the
    map, within tiles of one of us)."""
    c = step.cond
    if not (isinstance(c, m.Compare) and isinstance(c.left, m.CountOf)
            and isinstance(c.right, m.Number) and c.left.besides is None):
        return {}
    region, least = c.left.region, c.right.value + (c.op == ">")
    if region is None or not region.way or region.tiles or region.origin not in m.WHO or (
            c.op not in (">", ">=") or least < 1):
        return {}
    return {c.left.kind: m.Thing(c.left.kind, pick=m.BEARING, on=bearing_of(region.origin,
                                                                            region.way))}


def _on_borne(step: m.Choice, borne: dict[str, m.Thing]) -> m.Choice:
    """The condition's steps whose errand is on one thing of the kind counted, alone ("kill it",
    "go to the bat"), on the one lying that way."""
    def one(act: m.Step) -> m.Step:
        if not isinstance(act, m.Act):
            return act
        if act.thing is not None and (on := _borne_one(act.thing, borne)) is not None:
            return replace(act, thing=on)
        if act.place is not None and act.place.thing is not None and (
                on := _borne_one(act.place.thing, borne)) is not None:
            return replace(act, place=replace(act.place, thing=on))
        return act
    return replace(step, then=tuple(one(act) for act in step.then))


def _borne_one(thing: m.Thing, borne: dict[str, m.Thing]) -> m.Thing | None:
    """The one lying that way for ``thing``, one of the kind counted picked by its kind alone."""
    alone = (thing.pick, thing.origin, thing.rank, thing.on, thing.besides, thing.quantity) == (
        "", m.COMPANION, 1, None, None, 1)
    return borne.get(thing.kind) if alone else None


def _things_of(act: m.Act, borne: dict[str, m.Thing]) -> tuple[str, ...]:
    """The game's kinds an errand goes for or to, but for the one lying the way counted."""
    things = (act.thing, act.place.thing if act.place else None)
    return tuple(k for th in things if th is not None and th not in borne.values()
                 for k in lx.concrete(th.kind))


KEPT_WHY = (
    f"I can tell whether there are some in a part of the {lx.DUNGEON_WORDS[2]}, but not go for "
    f"the ones there: I would go for the {lx.NEAREST[0]} one anywhere"
)


def _counted_in_a_part(step: m.Choice | m.Watch) -> set[str]:
    """The kinds the step's condition counts over a part of the map."""
    kinds: set[str] = set()
    conds: list[m.Cond] = [step.cond]
    while conds:
        c = conds.pop()
        if isinstance(c, m.Not):
            conds.append(c.cond)
        elif isinstance(c, (m.AllOf, m.AnyOf)):
            conds.extend(c.conds)
        elif isinstance(c, m.Compare):
            for e in (c.left, c.right):
                if isinstance(e, m.CountOf) and e.region is not None:
                    kinds.update(lx.concrete(e.kind))
    return kinds


def _region(w: list[str]) -> m.Region | None:
    """The part of the map all of ``w`` names, else None."""
    w = _trimmed(w)
    if not w:
        return None
    return _of_the_map(w) or _beside(w) or _within(w)


def _trimmed(w: list[str]) -> list[str]:
    """``w`` without "of the map", "right now" at its end."""
    for after in _AFTER:
        if tuple(w[-len(after) :]) == after:
            w = w[: -len(after)]
    if len(w) >= 3 and w[-3] in ("of", "in", "on", "around", "about") and w[-2] == "the" and (
            w[-1] in lx.MAP_WORDS):  # "... around the pool"
        w = w[:-3]
    return w


def _of_the_map(w: list[str]) -> m.Region | None:
    """ "in the bottom half", "on the east side", "in the top right", "in the north-west
    corner": a way of the map's middle."""
    if len(w) < 3 or w[0] not in ("in", "on", "at") or w[1] != "the":
        return None
    ways, part = _ways(w[2:])
    if ways is None or len(part) > 1:
        return None
    if part and part[0] not in (_HALF if " " not in ways else _QUARTER):
        return None
    return m.Region("middle", way=ways)


def _ways(w: list[str]) -> tuple[str | None, list[str]]:
    """The way or two ways ``w`` begins with ("top right": "north east"; "north": "north") and
    the words after them; None when it begins with none or with two of one sense."""
    if w and w[0] in _JOINED:
        return _JOINED[w[0]], w[1:]
    ways: list[str] = []
    while w and w[0] in _WAYS and len(ways) < 2:
        ways.append(_WAYS[w[0]])
        w = w[1:]
    if not ways:
        return None, w
    if len(ways) == 2:
        up, side = ways if ways[0] in _UP_DOWN else ways[::-1]
        if up not in _UP_DOWN or side in _UP_DOWN:
            return None, w  # "the top bottom", "the left right"
        return f"{up} {side}", w
    return ways[0], w


def _who(w: list[str]) -> str | None:
    """The party or the kind of thing all of ``w`` names ("you", "the bow"), else None."""
    if len(w) == 1:
        return _WHO.get(w[0])
    if len(w) == 2 and w[0] == "the":
        if w[1] == "player":
            return m.PLAYER
        kind = lx.kind_of(w[1])
        if kind not in (None, m.ANY_ITEM, m.ANY_MONSTER, m.ANYTHING, *m.WHO) and (
            not w[1].endswith("s")
        ):  # one thing, not "the bats"
            return kind
    return None


def _beside(w: list[str]) -> m.Region | None:
    """ "east of the bow", "to the left of you", "north-east of me", "above me", "to my left"."""
    if w[:2] == ["to", "the"]:
        w = w[2:]
    if len(w) == 3 and w[0] == "to" and w[1] in _MY and w[2] in _WAYS:  # "to my left"
        return m.Region(_MY[w[1]], way=_WAYS[w[2]])
    if w and w[0] in _BEYOND:
        who = _who(w[1:])
        return m.Region(who, way=_BEYOND[w[0]]) if who else None
    if w and w[0] in lx.ALONG_WAYS:  # "down from you", "up the corridor from the bow"
        k = 3 if w[1:2] == ["the"] and w[2:3] and w[2] in _ALONG_WHAT else 1
        who = _who(w[k + 1:]) if w[k:k + 1] == ["from"] else None
        return m.Region(who, way=_BEYOND[lx.ALONG_WAYS[w[0]]]) if who else None
    ways, rest = _ways(w)
    if ways is None or not rest or rest[0] not in ("of", "from"):
        return None
    who = _who(rest[1:])
    return m.Region(who, way=ways) if who else None


# The words a way of one of us or a thing may open with ("below you", "to the left of the bow",
# "north-east of me", "to your left"): agent.reading.bearings, after a thing's noun.
BESIDE_OPENS = frozenset(("to", *_BEYOND, *_JOINED, *_WAYS, *lx.ALONG_WAYS))
# What a way is said along ("down the corridor from you", "up the wall from me").
_ALONG_WHAT = frozenset((*lx.AREA_WORDS, "wall", "way"))


def beside(w: list[str]) -> m.Region | None:
    """The way of one of us or of one thing all of ``w`` names ("below you", "to the left of
    the sword", "north-east of me", "south - west of you", "to your left"), else None."""
    w = [x for x in w if x != "-"]
    return _beside(w) if w else None


def _within(w: list[str]) -> m.Region | None:
    """ "within 5 tiles of me", "near you", "close to the bow", "next to me", "nearby" (near the
    companion, as "if there is a bat nearby" is)."""
    if w == ["nearby"]:
        return m.Region(m.COMPANION, tiles=_NEAR[("near",)])
    for said, tiles in _NEAR.items():
        if tuple(w[: len(said)]) == said:
            who = _who(w[len(said) :])
            return m.Region(who, tiles=tiles) if who else None
    bounded = _bounded(w)
    if bounded is None or (within := bounded[0]) is None:
        return None  # "more than 3 tiles from me": no part this module counts over (said back)
    rest = bounded[1]
    if not rest or rest[0] not in ("of", "from", "to") or not 0 < within <= MAX_DISTANCE:
        return None  # "less than 1 tile from me": none (said back)
    who = _who(rest[1:])
    return m.Region(who, tiles=within) if who else None


def _bounded(w: list[str]) -> tuple[int | None, list[str]] | None:
    """The tiles within which a bound and a number opening ``w`` count ("less than 3 tiles": 2,
    "at most 3": 3, "within 5": 5; None for a bound with no most: "more than 3 tiles") and the
    words after the number and its unit ("tiles", "tiles away"); None when ``w`` opens so not."""
    for said, most in _BOUNDS:
        k = len(said)
        if tuple(w[:k]) != said or (n := lx.number(w[k] if k < len(w) else "")) is None:
            continue
        rest = w[k + 1 :]
        rest = rest[1:] if rest[:1] and rest[0] in _UNITS else rest
        rest = rest[1:] if rest[:1] == ["away"] else rest
        if most is None:
            return None, rest
        return n + most, rest
    return None


def _leads_to_a_part(w: list[str]) -> bool:
    """Whether ``w`` begins as a part of the map would ("in the top ...", "east of", "within",
    "near"): words to say back when not read whole."""
    if w[:1] in (["in"], ["on"], ["at"], ["to"]) and w[1:2] in (["the"], ["my"], ["your"], ["our"]):
        w = w[2:]
    elif w[:1] == ["left"] and w[1:2] != ["of"]:
        return False  # "how many arrows are left": the ones remaining
    if w[:1] == ["same"] or w[1:2] == ["half"] or w[1:2] == ["side"]:
        return True  # "in the same half as me", "in your half", "on my side"
    if w[:1] in ([p] for p in (*_HALF, *_QUARTER)) and w[1:2] == ["of"]:
        return False  # "how many bats, half of them?": a number worked out
    if w[:1] and w[0] in lx.ALONG_WAYS and "from" not in w[1:4]:
        return False  # "how many bats are down there?": there, pointed at, not a way from one
    return bool(w) and (w[0] in _GATE or _bounded(w) is not None)
