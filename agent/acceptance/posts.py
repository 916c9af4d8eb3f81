"""Where the model's program goes, against the tiles the order names (``agent.acceptance.reference``
calls these with the two runs' records; "" when nothing diverges, else why, in words):

- ``stood``: a go-to of the order's own steps whose tile the order names exactly (a row and
  column; a tile counted from a thing or one of us, "right next to me, on my right side", "2
  tiles north of the sword", when it is the first step, so that the thing stands where it stood
  at the start), where the composer's run stood: the model's program stands on that very tile
  too, however near it started (a tile beside the player on another side is not it), and ends
  there when the order ends there. Where the tile falls in a wall, any floor tile as near it
  will do; halfway between two things, the mean rounded either way.
- ``patrolled``: a patrol between two posts the order names: every place the model's program
  turns back at is one of them (a tile of slack: a thing's post is the tile next to it; a
  named spot of the map, ``NEAR_NAMED``), and after its first turn it heads for the other post,
  beyond the composer's shorter run too (the posts are the order's, not the run's).

Pure: the records and the world at the start.
"""

from __future__ import annotations

import math
from collections.abc import Iterable

from agent.acceptance.errands import post_spots
from agent.acceptance.maze import walking_distances
from agent.acceptance.promises import NEAR_NAMED, Record
from agent.reading import facts, meaning as m
from game.world import Position, World, manhattan

NEAR_POST = 1  # a thing's post is the tile next to it; a tile's, the tile itself
REAL_TURN = 3  # tiles walked before and after a turn back: a post, not a step aside
HEADING_MOVES = 6  # moves after a turn before its heading is judged


# -- a tile named exactly -----------------------------------------------------------------------


def stood(meaning: m.Meaning, ref: Record, got: Record) -> str:
    steps = meaning.steps
    for i, act in enumerate(steps):
        if not (isinstance(act, m.Act) and act.action == m.GO_TO and act.place is not None):
            continue
        if act.place.offset is not None and i > 0:
            continue  # counted from where a thing is when the step starts: it may have moved
        tiles = _named_tiles(act.place, ref.start)
        if not tiles or not any(p in tiles for p in ref.positions):
            continue  # no tile named exactly, or the composer's run never stood on it
        (r, c) = min(tiles)
        last = all(isinstance(a, m.Act) and a.action == m.STAY for a in steps[i + 1 :])
        if last and ref.positions[-1] in tiles and got.positions[-1] not in tiles:
            (r1, c1) = got.positions[-1]
            return (
                f"the order's own program goes to row {r}, column {c} and stays there, and "
                f"the companion ended at row {r1}, column {c1}: stand on that very tile"
            )
        if not any(p in tiles for p in got.positions):
            return (
                f"the order's own program goes to row {r}, column {c}, and the companion "
                "never stood there: stand on that very tile"
            )
    return ""


def _named_tiles(place: m.Place, start: World) -> set[Position]:
    """The floor tiles the order's place names exactly, in the world at the start: a row and
    column, a tile counted from something (where it falls in a wall, every floor tile as near
    it); halfway, the mean rounded down or up. Empty: no tile named exactly (a thing, a named
    spot of the map)."""
    if place.offset is not None:
        o = place.offset
        if o.halfway is not None:
            a, b = facts.find(start, o.thing), facts.find(start, o.halfway)
            if a is None or b is None:
                return set()
            rows = _rounded((a.position[0] + b.position[0]) / 2)
            cols = _rounded((a.position[1] + b.position[1]) / 2)
            return {t for r in rows for c in cols for t in _floor_nearest(start, (r, c))}
        raw = facts.offset_tile(start, o)
        return _floor_nearest(start, raw) if raw is not None else set()
    if place.thing is None and place.row and not place.name:
        return _floor_nearest(start, (place.row, place.col))
    return set()


def _rounded(x: float) -> set[int]:
    return {math.floor(x), math.ceil(x)}


def _floor_nearest(world: World, spot: Position) -> set[Position]:
    if world.is_floor(spot):
        return {spot}
    tiles = [
        (r, c)
        for r, line in enumerate(world.maze, start=1)
        for c in range(1, len(line) + 1)
        if world.is_floor((r, c))
    ]
    if not tiles:
        return set()
    least = min(manhattan(t, spot) for t in tiles)
    return {t for t in tiles if manhattan(t, spot) == least}


# -- a patrol's posts ---------------------------------------------------------------------------


def patrolled(meaning: m.Meaning, ref: Record, got: Record) -> str:
    act = next((a for a in meaning.acts if a.action == m.PATROL), None)
    if act is None or act.place is None or not ref.positions:
        return ""
    posts = [_post(act.place, ref.start), _post(act.other, ref.start, ref.positions[0])]
    if any(not spots for spots, _ in posts):
        return ""
    turns = real_turns(got.positions)
    for at, _ in turns:
        if not any(_at_post(at, post) for post in posts):
            (r, c) = at
            return (
                f"the companion turned back at row {r}, column {c}, which is none of the "
                f"patrol's posts ({_named(posts)}): walk to each post in turn, and back"
            )
    if turns:
        return _heading(ref.start, got.positions, turns[-1], posts)
    return _stood_at_post(got, posts)


def _stood_at_post(got: Record, posts: list[_Post]) -> str:
    """A patrol that went to one post and stood there its last HEADING_MOVES ticks, the other
    post REAL_TURN tiles away or more ("patrol between here and the arrow" written as a patrol
    from the arrow to itself): a patrol never stands still at a post."""
    tail = got.positions[-(HEADING_MOVES + 1) :]
    if len(tail) <= HEADING_MOVES or len(set(tail)) != 1:
        return ""
    at = tail[0]
    others = [post for post in posts if not _at_post(at, post)]
    if len(others) == len(posts) or not others or any(
        manhattan(at, spot) < REAL_TURN for spots, _ in others for spot in spots
    ):
        return ""
    (r, c) = at
    return (
        f"the companion stopped at the post at row {r}, column {c} and never set off for the "
        f"other ({_named(others)}): walk to each post in turn, and back"
    )


_Post = tuple[list[Position], int]  # where a post may be, and the slack round it


def _post(place: m.Place | None, start: World, here: Position | None = None) -> _Post:
    """Where a patrol's post may be at the start (a kind of thing: any of its kind), and the
    tiles of slack round it; no place: ``here``, where the companion started."""
    if place is None:
        return ([here] if here is not None else []), 0
    spots = post_spots(place, start)
    if place.thing is None and place.offset is None and place.name:
        return spots, NEAR_NAMED
    if place.thing is None:  # a tile: where it falls in a wall, the floor tiles nearest it
        near = [t for s in spots for t in _floor_nearest(start, s)]
        return near, 0
    return spots, NEAR_POST


def _at_post(at: Position, post: _Post) -> bool:
    spots, slack = post
    return any(manhattan(at, s) <= slack for s in spots)


def _named(posts: Iterable[_Post]) -> str:
    return " and ".join(
        " or ".join(f"row {r}, column {c}" for r, c in spots[:2]) for spots, _ in posts
    )


def real_turns(path: list[Position]) -> list[tuple[Position, int]]:
    """Where a walk turns back and goes the way it came, having come REAL_TURN tiles at least
    and going as far again before it turns next (a step aside and back is none), with the
    index in ``path`` of its arrival there."""
    moves = [
        (i + 1, (b[0] - a[0], b[1] - a[1]))
        for i, (a, b) in enumerate(zip(path, path[1:], strict=False))
        if a != b
    ]
    backs = [i for (i, d), (_, e) in zip(moves, moves[1:], strict=False) if d == (-e[0], -e[1])]
    ends = [0, *backs, len(path) - 1]
    out: list[tuple[Position, int]] = []
    for before, at, after in zip(ends, ends[1:], ends[2:], strict=False):
        turn = path[at]
        if (
            max(manhattan(turn, p) for p in path[before : at + 1]) >= REAL_TURN
            and max(manhattan(turn, p) for p in path[at : after + 1]) >= REAL_TURN
        ):
            out.append((turn, at))
    return out


def _heading(
    start: World, path: list[Position], turn: tuple[Position, int], posts: list[_Post]
) -> str:
    """After its last turn, at a post, the walk heads for another post: it comes nearer to
    one, by walking, by half of its moves at least, or gets to it."""
    at, index = turn
    others = [p for p in posts if not _at_post(at, p)]
    after = path[index:]
    moves = sum(1 for a, b in zip(after, after[1:], strict=False) if a != b)
    if not others or moves < HEADING_MOVES:
        return ""
    for spots, slack in others:
        for spot in spots:
            walks = walking_distances(start, spot)
            d0 = walks.get(at)
            d1 = min((walks[p] for p in after if p in walks), default=None)
            if d0 is None or d1 is None or d0 - d1 >= moves / 2 or d1 <= slack:
                return ""
    (r, c), (r1, c1) = at, after[-1]
    return (
        f"after the post at row {r}, column {c} the companion walked {moves} steps to row "
        f"{r1}, column {c1}, which brings it no nearer the patrol's other post "
        f"({_named(others)}): walk to each post in turn, and back"
    )
