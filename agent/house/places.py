"""The house language's places that are no named spot: a tile counted from a thing or one of
us ("the tile 3 south of the bow", "where you started"), and the spots and sides of the map a
thing is picked by ("the nearest arrow to the left side": the leftmost). Rows of
``agent.house.language``'s grammar."""

from __future__ import annotations

from typing import Any

from agent.house.grammar import Form, custom, word
from agent.reading import meaning as m
from game.world import ITEM_NAMES, MONSTER_KINDS
from sandbox_worker.api_skills import PLACES, SIDES


def origin_name(name: str) -> str:
    """A named spot or a side of the map as a pick is measured from: "the top left corner",
    "the middle", "the left side" (the whole side: only its columns count), "the middle of the
    left side" (the spot "left": "the left" alone would be the side, as players say it)."""
    if name in SIDES:
        return f"the {name}"
    return (
        f"the middle of the {name} side"
        if name in ("left", "right", "top", "bottom")
        else (f"the {name} corner" if " " in name else f"the {name}")
    )


# A tile counted from a thing or one of us: the rows (down) or columns (right) of one step.
_STEP = {"north": (-1, 0), "south": (1, 0), "west": (0, -1), "east": (0, 1)}
_MOST_TILES = 50  # as far as the reader counts (lexicon.MAX_WALK)


def offsets() -> list[Form]:
    """ "the tile 3 south of the bow", "the tile 2 north and 1 east of me" (a thing, one of us);
    "where you started": the companion's tile when the order was given."""
    out = [
        word(axis, w, d)
        for w, (r, c) in _STEP.items()
        for axis, d in (("rows_way", r), ("cols_way", c))
        if d
    ]
    out += [
        custom(
            "place",
            "the tile {n:positive} {way:rows_way} of {thing:someone}",
            lambda n, way, thing: _tile_from(thing, n * way, 0),
            lambda p: _untile(p, rows=True, cols=False),
        ),
        custom(
            "place",
            "the tile {n:positive} {way:cols_way} of {thing:someone}",
            lambda n, way, thing: _tile_from(thing, 0, n * way),
            lambda p: _untile(p, rows=False, cols=True),
        ),
        custom(
            "place",
            "the tile {n:positive} {way:rows_way} and {k:positive} {kway:cols_way} "
            "of {thing:someone}",
            lambda n, way, k, kway, thing: _tile_from(thing, n * way, k * kway),
            lambda p: _untile(p, rows=True, cols=True),
        ),
        word(
            "place", "where you started", m.Place(offset=m.Offset(m.Thing(m.COMPANION), given=True))
        ),
    ]
    return out


def _one_thing(t: Any) -> bool:
    """One thing of the game or one of us, as a tile is counted from (not any of a class)."""
    return (
        type(t) is m.Thing
        and t.quantity == 1
        and t.kind not in (m.ANY_ITEM, m.ANY_MONSTER, m.ANYTHING)
    )


def _tile_from(thing: m.Thing, rows: int, cols: int) -> m.Place:
    if not _one_thing(thing) or abs(rows) > _MOST_TILES or abs(cols) > _MOST_TILES:
        raise ValueError("a tile is counted from one thing, at most 50 tiles")
    return m.Place(offset=m.Offset(thing, rows, cols))


def _untile(p: Any, *, rows: bool, cols: bool) -> dict[str, Any] | None:
    """The slots of a tile counted from a thing ``p`` is, said by its rows, its columns or
    both; None for another place."""
    o = p.offset if type(p) is m.Place else None
    if o is None or o.given or p != m.Place(offset=o) or not _one_thing(o.thing):
        return None
    if bool(o.rows) != rows or bool(o.cols) != cols or max(abs(o.rows), abs(o.cols)) > _MOST_TILES:
        return None
    out: dict[str, Any] = {"thing": o.thing}
    if rows:
        out |= {"n": abs(o.rows), "way": 1 if o.rows > 0 else -1}
    if cols:
        out |= {
            "k" if rows else "n": abs(o.cols),
            "kway" if rows else "way": 1 if o.cols > 0 else -1,
        }
    return out


# The ways a thing is picked by its bearing from one of us or a thing: north or south first.
_BEARINGS = {"north": (-1, 0), "south": (1, 0), "west": (0, -1), "east": (0, 1),
             **{f"{a} {b}": (_STEP[a][0], _STEP[b][1]) for a in ("north", "south")
                for b in ("east", "west")}}


def bearing_words() -> list[Form]:
    """The ways of a bearing: "south", "north east"."""
    return [word("bearing", w, way) for w, way in _BEARINGS.items()]


def bearing_pick(kind: str, picked: str) -> Form:
    """ "the bat south of me", "the arrow west of the sword", "the gorgon south west of
    yourself": the nearest of the kind lying that way of one of us or one thing (the reader's
    BEARING pick)."""
    return custom(picked, f"the {kind} {{way:bearing}} of {{of:someone}}", _bearing, _unbearing)


def _bearing(kind: str, way: tuple[int, int], of: m.Thing) -> m.Thing:
    if not _one_thing(of) or of != m.Thing(of.kind) or of.kind == kind:
        raise ValueError("a bearing is from one of us or one kind of thing")
    return m.Thing(kind, 1, m.BEARING, on=m.Offset(of, *way))


def _unbearing(t: Any) -> dict[str, Any] | None:
    o = t.on if type(t) is m.Thing and t.pick == m.BEARING else None
    if o is None or (o.rows, o.cols) not in _BEARINGS.values() or t != m.Thing(
            t.kind, 1, m.BEARING, on=o) or o != m.Offset(o.thing, o.rows, o.cols):
        return None
    if not _one_thing(o.thing) or o.thing != m.Thing(o.thing.kind) or o.thing.kind == t.kind:
        return None
    return {"kind": t.kind, "way": (o.rows, o.cols), "of": o.thing}


def which_measured() -> list[Form]:
    """Which thing lies nearest a side or a spot (``which_by_spot``), and which of two kinds is
    nearer to (farther from) a kind of thing, a corner, the middle or a tile: "tell me which is
    nearest to the bat, the sword or the bow" (the reader's WHICH of two, measured from
    ``Ask.who``; from one of us, ``language``'s own sentence)."""
    points = [word("point_spot", origin_name(n), n) for n in PLACES if " " in n or n == "middle"]
    pair = "the {a:concrete} or the {b:concrete}"
    return [
        which_by_spot(),
        *points,
        custom(
            "ask",
            f"tell me which is {{pick:pick}} to the {{origin:concrete}}, {pair}",
            _of_two,
            lambda a: _unsaid_of_two(a, lambda o: o in (*MONSTER_KINDS, *ITEM_NAMES)),
        ),
        custom(
            "ask",
            f"tell me which is {{pick:pick}} to {{origin:point_spot}}, {pair}",
            _of_two,
            lambda a: _unsaid_of_two(a, lambda o: o in PLACES and (" " in o or o == "middle")),
        ),
        custom(
            "ask",
            "tell me which is {pick:pick} to row {row:positive} column {col:positive}, " + pair,
            lambda pick, row, col, a, b: _of_two(pick, m.tile(row, col), a, b),
            _unsaid_of_two_at_tile,
        ),
    ]


def _of_two(pick: str, origin: str, a: str, b: str) -> m.Ask:
    return m.Ask(m.WHICH, (m.Thing(a), m.Thing(b)), who=origin, pick=pick)


def _unsaid_of_two(a: Any, origin_ok: Any) -> dict[str, Any] | None:
    """The parts of a WHICH of two kinds measured from a point other than one of us."""
    if type(a) is not m.Ask or len(a.things) != 2 or not origin_ok(a.who):
        return None
    x, y = a.things
    if a != _of_two(a.pick, a.who, x.kind, y.kind) or not (
        {x.kind, y.kind} <= {*MONSTER_KINDS, *ITEM_NAMES}
    ):
        return None
    return {"pick": a.pick, "origin": a.who, "a": x.kind, "b": y.kind}


def _unsaid_of_two_at_tile(a: Any) -> dict[str, Any] | None:
    said = _unsaid_of_two(a, lambda o: m.tile_of(o) is not None)
    if said is None:
        return None
    row, col = m.tile_of(said.pop("origin")) or (0, 0)
    return {**said, "row": row, "col": col}


def which_by_spot() -> Form:
    """ "tell me which bat is nearest to the right side" ("which bat is furthest east?"), "tell
    me which arrow is nearest to the bottom left corner": the one of a kind nearest a side or a
    named spot (the reader's WHICH, its thing picked from that origin)."""
    return custom(
        "ask",
        "tell me which {kind:thing_kind} is nearest to {origin:pick_origin}",
        lambda kind, origin: m.Ask(m.WHICH, (m.Thing(kind, 1, m.NEAREST, origin),), pick=m.NEAREST),
        _which_by_spot,
    )


def _which_by_spot(a: Any) -> dict[str, Any] | None:
    """ "which bat is furthest east?", "which arrow is closest to the bottom left corner?": the
    one of a kind nearest a side or a named spot (the reader's WHICH with its pick's origin)."""
    if type(a) is not m.Ask or a != m.Ask(m.WHICH, a.things, pick=m.NEAREST) or len(a.things) != 1:
        return None
    t = a.things[0]
    if (
        t != m.Thing(t.kind, 1, m.NEAREST, t.origin)
        or t.kind in m.WHO
        or (t.origin not in PLACES and t.origin not in SIDES)
    ):
        return None
    return {"kind": t.kind, "origin": t.origin}
