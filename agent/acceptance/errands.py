"""Where a world stands against an errand: whether it already satisfies it, whether a duty's
post is held, and what the errands walk to."""

from __future__ import annotations

from collections.abc import Iterable
from typing import assert_never

from agent.acceptance.plan import Errand
from agent.reading import facts, lexicon as lx, meaning as m
from game.world import NEEDS, Position, World, manhattan

FOLLOW_RANGE = 2  # tiles from the player within which following needs no move (skills: follow)
FLEE_RANGE = 4  # tiles from every monster that count as away (skills: flee)


def satisfied(errand: Errand, world: World | None,
              start_defeated: dict[str, int]) -> bool | None:
    """Whether ``world`` satisfies ``errand`` (None: this module cannot tell); a fight counts
    monsters fallen since ``start_defeated``, the tally when the dry run began."""
    if world is None:
        return None
    ai, player = world.companion, world.player
    items, monsters = errand.items, errand.monsters
    a = errand.action
    match a:
        case m.Action.FETCH | m.Action.LOCATE:
            if not items:
                return None
            if errand.every:
                return not any(i.name in items for i in world.ground)
            return all(ai.has_item(name) for name in items)
        case m.Action.BRING:
            return all(player.has_item(name) for name in items) if items else None
        case m.Action.ATTACK:
            kinds = monsters or all_kinds(world)
            if not any(mo.kind in kinds for mo in world.monsters()):
                return True
            return not errand.every and _fell_since(start_defeated, world, kinds)
        case m.Action.FOLLOW | m.Action.COME_BACK:
            return manhattan(ai.position, player.position) <= FOLLOW_RANGE
        case m.Action.FLEE | m.Action.KEEP_AWAY:
            kinds = monsters or all_kinds(world)
            return all(manhattan(ai.position, mo.position) > FLEE_RANGE
                       for mo in world.monsters() if mo.kind in kinds)
        case m.Action.GO_TO:
            spots = [i.position for i in world.ground if i.name in items and i.position]
            return any(manhattan(ai.position, s) <= 1 for s in spots) if spots else None
        case m.Action.HAND_OVER:
            return not ai.items
        case m.Action.GUARD | m.Action.PROTECT | m.Action.KEEP_DISTANCE:
            return _duty_held(errand.act, world)
        case m.Action.STAY | m.Action.EXPLORE | m.Action.WALK | m.Action.SQUARE | (
                m.Action.PATROL | m.Action.KEEP_OFF):
            return False  # done by moving: nothing in the world says so before it starts
        case _:
            assert_never(a)


def _duty_held(act: m.Act | None, world: World) -> bool | None:
    """Whether the companion stands where a guard, a protection or a kept distance wants it
    (one tile of slack); None when this module cannot tell."""
    if act is None:
        return None
    ai, player = world.companion.position, world.player.position
    if act.action == m.PROTECT:
        kinds = lx.concrete(act.thing.kind if act.thing else m.ANY_MONSTER)
        foes = [mo.position for mo in world.monsters() if mo.kind in kinds]
        if act.thing and (act.thing.pick or act.thing.origin != m.COMPANION):
            one = facts.find(world, act.thing)  # one picked monster (reading.picked_foes)
            foes = [one.position] if one is not None else []
        if not foes:
            return manhattan(ai, player) <= FOLLOW_RANGE
        foe = min(foes, key=lambda f: manhattan(player, f))
        return manhattan(player, ai) + manhattan(ai, foe) - manhattan(player, foe) <= 2
    if act.action == m.GUARD:
        post = act.place or m.Place(thing=m.Thing(m.PLAYER))
        spots = post_spots(post, world)
        reach = (act.most or 2) + 1
        return any(manhattan(ai, s) <= reach for s in spots) if spots else None
    if act.action == m.KEEP_DISTANCE:
        spots = post_spots(m.Place(thing=act.thing), world) if act.thing else []
        if not spots:
            return None
        d = min(manhattan(ai, s) for s in spots)
        return (not act.least or d >= act.least - 1) and (not act.most or d <= act.most + 1)
    return None


def post_spots(place: m.Place, world: World) -> list[Position]:
    """Where a post is: the player, the companion, the things of a kind, a tile, a named spot of
    the map (its point, as the sandbox's nearest() takes it), a tile counted from something
    (the floor tile nearest it, as the composer's Lua takes it)."""
    if place.offset is not None:  # where the companion started: not told by the world now
        spot = None if place.offset.given else facts.offset_tile(world, place.offset)
        return [floor_near(world, spot)] if spot is not None else []
    t = place.thing
    if t is None:
        if place.row:
            return [(place.row, place.col)]
        spot = facts.origin_position(world, place.name) if place.name else None
        return [spot] if spot is not None else []
    if t.kind in m.WHO:
        return [facts.party_entity(world, t.kind).position]
    if t.pick or t.origin != m.COMPANION:  # one picked thing: that one, as the sandbox picks it
        one = facts.find(world, t)
        return [one.position] if one is not None else []
    return [s.position for s in facts.spots(world, t.kind)]


def floor_near(world: World, spot: Position) -> Position:
    """The floor tile nearest ``spot`` (rows plus columns; the first of equals, top to bottom,
    left to right), as agent.compose.lua's tile counted from something is."""
    tiles = [(r, c) for r, line in enumerate(world.maze, start=1)
             for c in range(1, len(line) + 1) if world.is_floor((r, c))]
    return min(tiles, key=lambda t: manhattan(t, spot)) if tiles else spot


def all_kinds(world: World) -> tuple[str, ...]:
    return tuple({mo.kind for mo in world.monsters(alive_only=False)})


def _fell_since(before: dict[str, int], world: World, kinds: Iterable[str]) -> bool:
    return any(world.defeated.get(k, 0) > before.get(k, 0) for k in kinds)


def targets(parts: Iterable[Errand], world: World) -> list[tuple[tuple[str, int], str, Position]]:
    """What the errands walk to, now: (key, name, position)."""
    ai, player = world.companion, world.player
    out: list[tuple[tuple[str, int], str, Position]] = []
    for part in parts:
        items, monsters = part.items, part.monsters
        wanted_items: set[str] = set(items)
        if part.action in (m.FETCH, m.BRING) and not items:
            wanted_items = {i.name for i in world.ground}
        if part.action == m.ATTACK:
            kinds = monsters or all_kinds(world)
            for mo in world.monsters():
                if mo.kind in kinds:
                    out.append((("entity", mo.id), f"the {mo.kind}", mo.position))
                    wanted_items |= {n for n in NEEDS[mo.kind] if not ai.has_item(n)}
        if part.action == m.GO_TO:
            for mo in world.monsters():
                if mo.kind in monsters:
                    out.append((("entity", mo.id), f"the {mo.kind}", mo.position))
            spot = _place_of(part, world)
            if spot is not None:
                out.append((("place", 0), "the place it goes to", spot))
        if part.action in (m.FETCH, m.BRING, m.ATTACK, m.GO_TO):
            for item in world.ground:
                if item.name in wanted_items and item.position:
                    out.append((("item", item.id), f"the {item.name}", item.position))
        carries = any(ai.has_item(n) for n in items) or (not items and ai.items)
        if part.action in (m.FOLLOW, m.COME_BACK) or (part.action == m.BRING and carries) or (
                part.action == m.GO_TO and part.player):
            out.append((("entity", player.id), "the player", player.position))
    return out


def _place_of(part: Errand, world: World) -> Position | None:
    """The tile a go-to walks to when the order names a place, not a thing: a row and column,
    a named spot of the map (its point)."""
    place = part.act.place if part.act is not None else None
    if place is not None and place.offset is not None:  # "the tile 3 south of the bow"
        spot = None if place.offset.given else facts.offset_tile(world, place.offset)
        return floor_near(world, spot) if spot is not None else None
    if place is None or place.thing is not None:
        return None
    if place.row:
        return (place.row, place.col)
    return facts.origin_position(world, place.name) if place.name else None
