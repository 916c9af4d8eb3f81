"""What may hold the companion back on a dry run, as the judge weighs a reason for standing still
or giving up: the player in the way, a monster near the way, a thing no longer there; and how
many walks an order's steps take at most (how long a Done may fairly take)."""

from __future__ import annotations

import re
from collections.abc import Collection, Iterable

from agent.acceptance.errands import targets
from agent.acceptance.maze import shortest_way, walking_distances
from agent.acceptance.plan import Errand
from agent.answers import ABSENT_RE
from agent.reading import facts, lexicon as lx, meaning as m
from game.world import DIRECTIONS, Position, World, manhattan, step_position

_STEPS = ((-1, 0), (1, 0), (0, -1), (0, 1))
# A monster this close to a tile of the way (it may wander a tile, then fight from the next)
# is a real reason to wait; the shipped movement code keeps two tiles clear.
NEAR_THE_WAY = 3


def player_in_the_way(errands: Iterable[Errand], world: World,
                      kinds: Collection[str] = ()) -> bool:
    """Whether the player can be what holds the companion back: never from the companion's
    own tile (sharing a tile is not being in the way), and, with targets to walk to (those
    of ``kinds`` when the status names some), only when none of them can be reached but
    from the player's tile. The companion may pass through the player's tile (only standing
    there hands things over): an item it can walk to, or a monster with an open side other
    than the player's tile, is within reach."""
    here, player = world.companion.position, world.player.position
    if player == here:
        return False
    reach = walking_distances(world, here)

    def within_reach(key: tuple[str, int], pos: Position) -> bool:
        spots = [pos] if key[0] in ("item", "place") else []
        spots += [step_position(pos, d) for d in DIRECTIONS]
        return any(s in reach and s != player for s in spots)

    return not any(within_reach(key, pos) for key, what, pos in targets(errands, world)
                   if pos != player and (not kinds or what.removeprefix("the ") in kinds))


def blocker_near_the_way(errands: Iterable[Errand], world: World) -> bool:
    """Whether a monster stands within reach of the shortest way to the nearest target (or,
    with no target, of the companion), or the player stands on it: only then can they be
    what holds the companion back."""
    here = world.companion.position
    distances = walking_distances(world, here)
    goals = [(distances[pos], pos) for _, _, pos in targets(errands, world) if pos in distances]
    way = [here]
    if goals:
        way += shortest_way(world, here, min(goals)[1])
        # the player in the way, not the player it walks to
        if world.player.position in way[1:] and world.player.position != min(goals)[1]:
            return True
    else:
        # No target to go to: the player beside the companion blocks it only where every
        # other way out is a wall ("go to the corner" while standing next to the player).
        ahead = [(here[0] + dr, here[1] + dc) for dr, dc in _STEPS]
        open_ways = [t for t in ahead if world.is_floor(t)]
        if open_ways == [world.player.position]:
            return True
    return any(manhattan(mo.position, tile) <= NEAR_THE_WAY
               for mo in world.monsters() for tile in way)


def excuses(reason: str, unmet: str) -> bool:
    """Whether a reason for giving up speaks of what the order has not had. That a thing is
    not there ("no gorgon left", "I don't see a bow") excuses only a promise about that thing:
    the gorgon the companion defeated itself excuses no return that was never made. What holds
    the companion back ("the gorgon stays in my way", "there is no way") excuses any."""
    text = reason.lower()
    if not ABSENT_RE.search(text):
        return True
    named = {k for w in re.findall(r"[a-z']+", text) for n in [lx.kind_of(w)] if n
             for k in lx.concrete(n)}
    said = set(re.findall(r"[a-z]+", unmet.lower()))
    return not named or any(k in said or f"{k}s" in said for k in named)


def walks_taken(steps: Iterable[m.Step], world: World, times: int = 1) -> int:
    """The walks an order's steps take at most: one for each errand that goes somewhere, each
    thing of an "every" or a count, one more for the weapon of a fight; a step done for so many
    turns ("explore for 20 turns") and a stay are counted in turns, not walks."""
    walks = 0
    for step in steps:
        if isinstance(step, m.Act) and step.action not in m.ENDLESS:
            thing = step.thing
            n = 1
            if thing is not None and not thing.is_party:
                n = len(facts.spots(world, thing.kind)) if thing.every else thing.quantity or 1
            # a fight walks to a weapon (an arrow for each bat) as well as to the monster
            walks += times * max(n, 1) * (2 if step.action == m.ATTACK else 1)
        elif isinstance(step, m.Repeat):
            if not step.turns:
                walks += walks_taken(step.body, world, times * max(step.times, 1))
        elif isinstance(step, m.Choice):
            walks += max(walks_taken(step.then, world, times),
                         walks_taken(step.otherwise, world, times))
        elif isinstance(step, m.Watch):
            walks += walks_taken(step.during, world, times) + walks_taken(step.then, world, times)
    return walks
