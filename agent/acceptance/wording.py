"""The words a verdict is made of: an errand's goal and the skill call that does it, what the
world still lacks, the statuses the code gave, a say text as Lua."""

from __future__ import annotations

from typing import assert_never

from agent.acceptance.errands import all_kinds
from agent.acceptance.maze import reachable_thing
from agent.acceptance.plan import Errand
from agent.reading import meaning as m, offsets
from game.world import World, manhattan


def not_yet(part: Errand, world: World) -> str:
    items, monsters = (part.items, part.monsters)
    if part.action == m.FETCH:
        missing = [n for n in items if not world.companion.has_item(n)] or list(items)
        seen = reachable_thing(world, missing, ())
        where = f" (the nearest lies at row {seen[1][0]}, column {seen[1][1]})" if seen else ""
        return f"the companion does not carry {_a(missing[0])} yet{where}"
    if part.action == m.BRING:
        missing = [n for n in items if not world.player.has_item(n)] or list(items)
        return f"the player does not have {_a(missing[0])} yet"
    if part.action == m.ATTACK:
        kinds = monsters or all_kinds(world)
        alive = [mo for mo in world.monsters() if mo.kind in kinds]
        if alive:
            mo = min(alive, key=lambda e: manhattan(world.companion.position, e.position))
            return (f"{len(alive)} {_kind_words(alive)} still alive (the nearest at row "
                    f"{mo.position[0]}, column {mo.position[1]})")
        return "no monster fell yet"
    if part.action == m.COME_BACK:
        d = manhattan(world.companion.position, world.player.position)
        return f"the companion is still {d} tiles from the player"
    if part.action == m.FLEE:
        return "a monster is still within four tiles"
    return "the companion is not there yet"


def _place(part: Errand) -> str:
    """Where a go-to that names no item or monster goes: the player, a tile, a named spot."""
    place = part.act.place if part.act is not None else None
    if part.player or place is None:
        return "the player" if part.player else "where the order says"
    if place.offset is not None:  # "the tile 3 south of the bow"
        return offsets.words(place.offset)
    return f"the {place.name}" if place.name else f"row {place.row}, column {place.col}"


def _kind_words(alive: list) -> str:
    kinds = sorted({mo.kind for mo in alive})
    if len(kinds) == 1:
        return f"{kinds[0]}{'s are' if len(alive) > 1 else ' is'}"
    return "monsters are"


def _a(name: str) -> str:
    return f"an {name}" if name[0] in "aeiou" else f"a {name}"


def goal_of(part: Errand) -> str:
    items, monsters = (part.items, part.monsters)
    thing = " and ".join(f"the {n}" for n in items) or "what the order names"
    foe = " and ".join(f"the {mo}" for mo in monsters) or "the monsters"
    a = part.action
    match a:
        case m.Action.FETCH | m.Action.LOCATE:
            return f"pick up {thing}"
        case m.Action.BRING:
            return f"bring {thing} to the player"
        case m.Action.ATTACK:
            return f"attack {foe}"
        case m.Action.FOLLOW:
            return "follow the player"
        case m.Action.COME_BACK:
            return "come back to the player"
        case m.Action.GO_TO:
            return f"go to {thing if items else foe if monsters else _place(part)}"
        case m.Action.EXPLORE:
            tiles = part.act.steps if part.act is not None else 0
            return f"explore {tiles} new tiles" if tiles else "explore"
        case m.Action.WALK:
            return "walk where the order says"
        case m.Action.SQUARE:
            return "walk round a square"
        case m.Action.KEEP_AWAY | m.Action.FLEE:
            return f"keep away from {foe}"
        case m.Action.STAY:
            return "stay"
        case m.Action.GUARD:
            return "stay near what it guards and fight what comes close"
        case m.Action.PROTECT:
            return f"stand between the player and {foe}"
        case m.Action.KEEP_DISTANCE:
            return "keep the distance the order asks for"
        case m.Action.PATROL:
            return "walk back and forth between the places"
        case m.Action.HAND_OVER:
            return "walk onto the player's tile to hand everything over"
        case m.Action.KEEP_OFF:
            return f"walk round {thing} without picking it up"
        case _:
            assert_never(a)


def skill_call(part: Errand) -> str:
    """The skill call that does the errand, where one call with no arguments but its thing
    does ("" where the call needs what the order says: a place, a way, bounds)."""
    items, monsters = (part.items, part.monsters)
    item = f'"{items[0]}"' if items else ""
    kind = f'"{monsters[0]}"' if monsters else ""
    every = part.every
    a = part.action
    match a:
        case m.Action.FETCH | m.Action.LOCATE:
            return f"fetch_all({item})" if every else f"fetch({item})"
        case m.Action.BRING:
            return f"bring({item})"
        case m.Action.ATTACK:
            return f"attack_all({kind})" if every else f"attack({kind})"
        case m.Action.FOLLOW | m.Action.COME_BACK | m.Action.PATROL | m.Action.HAND_OVER:
            return f"{a}()"
        case m.Action.EXPLORE:
            tiles = part.act.steps if part.act is not None else 0
            return f"explore({tiles or ''})"
        case m.Action.FLEE:
            return f"keep_away({kind})" if kind else "flee()"
        case m.Action.PROTECT:
            return f"protect({kind})"
        case m.Action.KEEP_OFF:
            return f"keep_off({item})"
        case m.Action.STAY | m.Action.GO_TO | m.Action.WALK | m.Action.SQUARE | (
                m.Action.KEEP_AWAY | m.Action.GUARD | m.Action.KEEP_DISTANCE):
            return ""
        case _:
            assert_never(a)


def shown(statuses: list[str]) -> str:
    distinct: list[str] = []
    for s in statuses:
        if s not in distinct:
            distinct.append(s)
    listed = ", ".join(f'"{s[:60]}"' for s in distinct[:3])
    return listed + (" ..." if len(distinct) > 3 else "")


def lua_text(text: str) -> str:
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'
