"""The words a verdict is made of: an errand's goal and the skill call that does it, what the
world still lacks, the statuses the code gave, a say text as Lua."""

from __future__ import annotations

from agent.acceptance.errands import all_kinds
from agent.acceptance.maze import reachable_thing
from agent.acceptance.plan import Errand
from agent.reading import meaning as m
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
    return {
        m.FETCH: f"pick up {thing}",
        m.BRING: f"bring {thing} to the player",
        m.ATTACK: f"attack {foe}",
        m.FOLLOW: "follow the player",
        m.COME_BACK: "come back to the player",
        m.GO_TO: f"go to {thing if items else foe}",
        m.EXPLORE: "explore",
        m.WALK: "walk where the order says", m.SQUARE: "walk round a square",
        m.KEEP_AWAY: f"keep away from {foe}",
        m.FLEE: f"keep away from {foe}",
        m.STAY: "stay",
        m.GUARD: "stay near what it guards and fight what comes close",
        m.PROTECT: f"stand between the player and {foe}",
        m.KEEP_DISTANCE: "keep the distance the order asks for",
        m.PATROL: "walk back and forth between the places",
        m.HAND_OVER: "walk onto the player's tile to hand everything over",
    }.get(part.action, "do something")


def skill_call(part: Errand) -> str:
    items, monsters = (part.items, part.monsters)
    item = f'"{items[0]}"' if items else ""
    kind = f'"{monsters[0]}"' if monsters else ""
    every = part.every
    return {
        m.FETCH: f"fetch_all({item})" if every else f"fetch({item})",
        m.BRING: f"bring({item})",
        m.ATTACK: f"attack_all({kind})" if every else f"attack({kind})",
        m.FOLLOW: "follow()",
        m.COME_BACK: "come_back()",
        m.EXPLORE: "explore()",
        m.FLEE: f"keep_away({kind})" if kind else "flee()",
        m.PROTECT: f"protect({kind})",
        m.PATROL: "patrol()",
        m.HAND_OVER: "hand_over()",
    }.get(part.action, "")


def shown(statuses: list[str]) -> str:
    distinct: list[str] = []
    for s in statuses:
        if s not in distinct:
            distinct.append(s)
    listed = ", ".join(f'"{s[:60]}"' for s in distinct[:3])
    return listed + (" ..." if len(distinct) > 3 else "")


def lua_text(text: str) -> str:
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'
