"""What a "Done" claims: the postcondition each step of a meaning promises, checked on the run
when the program says Done.

Counted over the whole order: carrying what was fetched (as many as asked, a repetition's
times included, the one its pick names), the monsters defeated, what the player was brought, the
questions answered (with the number or the name the world decides), the turns waited. Of where
the companion stands, the last step that moves it: a walk of so many steps taken in its
direction (or up to the wall that stops it), a loop walked back to where it began, the place,
thing or player gone to, far enough from monsters after fleeing, everything handed over, enough
of the maze explored. Logic: a choice's branch as the world decided it at the start; a watched
condition must have held before what follows it counts; "whenever …" and the duties last until
the player gives another order, so Done never ends them.

Pure: ``broken`` reads a ``Record`` of the run (the Judge keeps it) and the world at the Done.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field, replace
from typing import assert_never

from agent.acceptance.errands import FLEE_RANGE, FOLLOW_RANGE, all_kinds
from agent.acceptance.maze import walking_distances
from agent.answers import answers, said
from agent.reading import facts, lexicon as lx, meaning as m, words
from game.world import ITEM_NAMES, MONSTER_KINDS, Position, World, manhattan

# How much of what it can reach an exploration has walked over before its Done is believed:
# the explore skill says Done only once nothing reachable is left unvisited.
EXPLORED_SHARE = 0.5
EXPLORED_ENOUGH = 30  # tiles: a big maze explored this far is explored, whatever its share
# A walk's way as the reader keeps it: on the screen or by the compass ("2 tiles east").
_WAYS = {"up": (-1, 0), "down": (1, 0), "left": (0, -1), "right": (0, 1),
         "north": (-1, 0), "south": (1, 0), "west": (0, -1), "east": (0, 1)}
# Endless errands whose end state stays once reached (standing still, away from monsters): a
# Done there leaves the companion as the order wants it, and is believed when it holds.
SETTLED = (m.STAY, m.KEEP_AWAY)
# Where the companion stands when a walk, a loop or a go-to ends, and how far from a named spot
# of the map (its point may be a wall: the skill goes to the nearest floor it can reach).
NEAR_SPOT = 2
NEAR_TILE = 1  # a row and column said in numbers
# A monster gone to and not fought: the skill stops as near as is harmless, off every tile the
# monster may wander to this tick and every tile next to those.
NEAR_MONSTER = 3
# A named spot ("the bottom right corner"): the skill keeps clear of monsters near it, and a
# corner of a maze may be a dead end behind one.
NEAR_NAMED = 4


@dataclass(slots=True)
class Record:
    """What the Judge saw of a run, as the postconditions need it."""

    start: World
    ticks: int = 0
    positions: list[Position] = field(default_factory=list)  # the companion's, start first
    picked: list[tuple[str, Position]] = field(default_factory=list)  # name, where
    statuses: list[str] = field(default_factory=list)
    seen: list[World] = field(default_factory=list)  # the worlds the statuses were about
    held: set[m.Cond] = field(default_factory=set)  # watched conditions that came to hold
    # For the comparison with the composer's run (agent.acceptance.reference):
    done_at: int = 0  # the tick the program said "Done" (0: never)
    defeated: list[tuple[str, int]] = field(default_factory=list)  # kind, tick
    picked_at: list[int] = field(default_factory=list)  # the tick of each of ``picked``
    # after each tick: how near the nearest monster of each kind stands
    nearest: list[dict[str, int]] = field(default_factory=list)
    duty_missed: list[int] = field(default_factory=list)  # ticks with a duty not held
    kept: list[int] = field(default_factory=list)  # after each tick: tiles from a kept distance's
    # thing (the nearest), when the order keeps one


def watched(meaning: m.Meaning) -> tuple[m.Cond, ...]:
    """The conditions of the meaning's watches, which the Judge notes as they come to hold."""
    return tuple(dict.fromkeys(s.cond for s in meaning.walk() if isinstance(s, m.Watch)))


def asks_anything(meaning: m.Meaning) -> bool:
    return any(isinstance(s, (m.Ask, m.Say)) for s in meaning.walk())


@dataclass(slots=True)
class _Due:
    """What the order owes by its Done, gathered from its steps as the world decided them."""

    fetched: Counter[str] = field(default_factory=Counter)  # concrete kinds "|"-joined: count
    every_fetched: set[str] = field(default_factory=set)
    picks: list[tuple[m.Thing, Position]] = field(default_factory=list)  # the one meant, where
    defeated: Counter[str] = field(default_factory=Counter)
    # one monster picked by more than its kind ("kill the bat below you", "kill the farthest
    # bat", "the bat in the top right corner"): that one, where, its id
    foes: list[tuple[m.Thing, Position, int]] = field(default_factory=list)
    acted: bool = False  # whether a step that acts came before: a pick then is its own
    every_defeated: set[str] = field(default_factory=set)
    brought: list[str] = field(default_factory=list)
    answered: list[m.Ask | m.Say] = field(default_factory=list)
    last: m.Act | None = None  # the last step that moves the companion somewhere
    loops: int = 0  # loops walked ("walk in a square, then come back": one before the last)
    endless: str = ""  # why the order never ends by itself, in words
    unfired: m.Cond | None = None  # a watched condition that must hold first and never did
    turns: int = 0  # turns it must last at least
    explore_turns: int = 0  # an exploration for so many turns: how many


def endless(meaning: m.Meaning, record: Record) -> str:
    """Why the order never ends by itself, in words ("" when it may): no reason excuses a Done
    there."""
    due = _Due()
    _gather(meaning.steps, record, due, 1, inside_turns=False)
    return due.endless


def broken(meaning: m.Meaning, record: Record, now: World) -> str:
    """Why a "Done" said in ``now`` is not earned, in words ("" when it is)."""
    due = _Due()
    _gather(meaning.steps, record, due, 1, inside_turns=False)
    if due.endless:
        return due.endless
    if due.unfired is not None:
        return (f"the order waits until {words.cond(due.unfired)}, which never held in the "
                "dry run")
    if due.turns and record.ticks < due.turns:
        return f"the order lasts {due.turns} turns and \"Done\" came after {record.ticks}"
    return (_counted(due, record, now) or _answered(due, record) or _placed(due, record, now)
            or _looped_on_the_way(due, record))


def _gather(steps: Sequence[m.Step], record: Record, due: _Due, times: int, *,
            inside_turns: bool) -> None:
    for step in steps:
        if due.endless or due.unfired is not None:
            return
        if isinstance(step, m.Act):
            _owe(step, record, due, times, inside_turns)
        elif isinstance(step, (m.Ask, m.Say)):
            due.answered.append(step)
        elif isinstance(step, m.Choice):
            _gather(step.then if _holds(record.start, step.cond) else step.otherwise, record, due,
                    times, inside_turns=inside_turns)
        elif isinstance(step, m.Watch):
            if step.every_time and not inside_turns:
                due.endless = (f'"{words.cond(step.cond)}" is watched for as long as the order '
                               'lasts, until the player gives another: return a status every '
                               'tick and never "Done"')
            elif step.cond in record.held or _holds(record.start, step.cond):
                _gather(step.then, record, due, times, inside_turns=inside_turns)
            elif step.during and not (step.then and _settled(step.during)):
                # "get the bow, but if a bat comes near, come back": what it does meanwhile
                # is the order while the condition never held (not a wait for it: "stay here
                # until I'm 5 tiles away, then come find me" owes the coming)
                _gather(step.during, record, due, times, inside_turns=inside_turns)
            else:
                due.unfired = step.cond
        elif isinstance(step, m.Repeat):
            due.turns = max(due.turns, step.turns)
            if step.turns and any(isinstance(s, m.Act) and s.action == m.EXPLORE
                                  for s in step.body):
                due.explore_turns = step.turns
            _gather(step.body, record, due, times * max(step.times, 1),
                    inside_turns=inside_turns or bool(step.turns))


def _settled(steps: Sequence[m.Step]) -> bool:
    """Whether ``steps`` only wait where the companion is (or away from monsters)."""
    return all(isinstance(s, m.Act) and s.action in SETTLED for s in steps)


def _owe(act: m.Act, record: Record, due: _Due, times: int, inside_turns: bool) -> None:
    a = act.action
    if a in m.ENDLESS and a not in SETTLED:
        if not inside_turns:
            due.endless = (f'"{act.words or a}" lasts until the player gives another order: '
                           'return a status every tick and never "Done"')
        return
    thing = act.thing
    kinds = _kinds(thing) if thing is not None and not thing.is_party else ()
    if a in (m.FETCH, m.BRING) and kinds:
        key = "|".join(kinds)
        if thing is not None and thing.every:
            due.every_fetched |= set(kinds)
        else:
            n = (thing.quantity if thing is not None and thing.quantity else 1) * times
            # "get the bow and bring it to me": the bring carries what was fetched
            due.fetched[key] = (max(due.fetched[key], n) if a == m.BRING
                                else due.fetched[key] + n)
        if thing is not None and (thing.pick or thing.origin != m.COMPANION):
            spot = facts.find(record.start, thing)
            if spot is not None and spot.carried_by == "":
                due.picks.append((thing, spot.position))
        if a == m.BRING:
            due.brought += [k for k in kinds if k in ITEM_NAMES][:1]
    elif a == m.HAND_OVER:
        # "first hand me whatever you're carrying, then ...": what it carried, the player's
        due.brought += [i.name for i in record.start.companion.items if i.name not in due.brought]
    elif a == m.ATTACK:
        monsters = tuple(k for k in kinds if k in MONSTER_KINDS) or all_kinds(record.start)
        key = "|".join(monsters)
        if thing is None or thing.every:
            due.every_defeated |= set(monsters)
        else:
            due.defeated[key] += (thing.quantity or 1) * times
        if thing is not None and _one_foe_picked(thing, times, due.acted):  # that one alone
            foe = facts.find(record.start, thing)
            due.foes += [(thing, foe.position, foe.id)] if foe is not None else []
    due.acted = True
    if a == m.SQUARE:
        due.loops += times
    if a == m.WALK:
        # "take two steps to the right, and do that twice", "walk 2 right, then 2 right": the
        # walks one after the other the same way are one walk as long as all of them
        before = due.last
        steps = act.steps * times + (before.steps if before is not None and before.action == m.WALK
                                     and before.way == act.way else 0)
        due.last = replace(act, steps=steps)
    elif a in (m.SQUARE, m.GO_TO, m.COME_BACK, m.EXPLORE, m.FLEE, m.KEEP_AWAY, m.HAND_OVER):
        due.last = act
    elif a in (m.FETCH, m.BRING, m.ATTACK) and kinds:
        # "come back to me, then fetch the bow": it ends where the bow was, which the things
        # picked up and the monsters defeated answer for, not by the player
        due.last = None


def _one_foe_picked(thing: m.Thing, times: int, acted: bool) -> bool:
    """Whether a fight is owed on the one monster its thing picks in the world the order starts
    in: one picked by its bearing, kept from the order's start; one picked otherwise (the
    farthest, the second nearest, by a spot, a tile or a thing) where the fight is the order's
    first step, so it picks as the order starts (a later step picks where things are then)."""
    if thing.pick == m.BEARING:
        return True
    if thing.every or (thing.quantity or 1) != 1 or times != 1:
        return False
    return not acted and bool(thing.pick or thing.origin != m.COMPANION or thing.on is not None)


def _kinds(thing: m.Thing) -> tuple[str, ...]:
    return tuple(lx.concrete(thing.kind))


def _holds(world: World, cond: m.Cond) -> bool:
    try:
        return facts.holds(world, cond)
    except facts.Unknowable:
        return True  # what cannot be told is not held against the code


# -- what is counted ----------------------------------------------------------------------------


def _counted(due: _Due, record: Record, now: World) -> str:
    picked = Counter(name for name, _ in record.picked)
    for key, n in due.fetched.items():
        kinds = key.split("|")
        got = sum(picked[k] for k in kinds)
        have = sum(1 for i in now.companion.items if i.name in kinds) + sum(
            1 for i in now.player.items if i.name in kinds)
        there = got + sum(1 for i in record.start.ground if i.name in kinds
                          and i.position is not None and _reachable(record.start, i.position))
        if got < n and have < n and there - got > 0:
            return (f"the order asks for {_count(n, kinds)} and the companion picked up "
                    f"{got}")
    for kind in sorted(due.every_fetched):
        left = [i for i in now.ground if i.name == kind and i.position is not None
                and _reachable(now, i.position)]
        if left:
            (r, c) = left[0].position or (0, 0)
            return f"the order asks for every {kind}, and one still lies at row {r}, column {c}"
    for thing, (r, c) in due.picks:
        if (r, c) not in [at for name, at in record.picked]:
            which = words.thing(thing) if hasattr(words, "thing") else thing.kind
            return (f"the order asks for {which}, the one at row {r}, column {c}, and the "
                    "companion never picked it up")
    for kind in due.brought:
        if not any(i.name == kind for i in now.player.items):
            return f"the order asks to bring the {kind} to the player, who does not carry it"
    fallen = Counter({k: now.defeated.get(k, 0) - record.start.defeated.get(k, 0)
                      for k in MONSTER_KINDS})
    for key, n in due.defeated.items():
        kinds = key.split("|")
        got = sum(fallen[k] for k in kinds)
        alive = sum(1 for mo in record.start.monsters() if mo.kind in kinds)
        if got < min(n, alive):
            return f"the order asks to defeat {_count(n, kinds)} and {got} fell"
    for kind in sorted(due.every_defeated):
        if any(mo.kind == kind for mo in now.monsters()):
            return f"the order asks to defeat every {kind}, and one is still alive"
    for thing, (r, c), foe in due.foes:
        if any(mo.id == foe for mo in now.monsters()):
            return (f"the order asks to defeat {words.thing(thing)}, the one at row {r}, column "
                    f"{c} as the order starts, and it is still alive")
    return ""


def _count(n: int, kinds: Iterable[str]) -> str:
    names = " or ".join(kinds)
    return f"{n} {names}{'s' if n != 1 else ''}" if n != 1 else f"a {names}"


def _reachable(world: World, spot: Position) -> bool:
    here = world.companion.position
    return spot == here or spot in walking_distances(world, here)


# -- what is said -------------------------------------------------------------------------------


def _answered(due: _Due, record: Record) -> str:
    statuses = [s for s in record.statuses if s.strip()]
    seen = record.seen or [record.start]
    for step in due.answered:
        if isinstance(step, m.Say):
            if not any(said(step.text, s) for s in statuses):
                return f'the order asks to say "{step.text}", and no status said it'
        elif not any(answers(step, s, seen) for s in statuses):
            return f"the order asks {words.step(step)}, and no status answered it"
    return ""


# -- where it stands ----------------------------------------------------------------------------


def _placed(due: _Due, record: Record, now: World) -> str:
    act = due.last
    if act is None:
        return ""
    here = now.companion.position
    a = act.action
    match a:
        case m.Action.WALK:
            return _walked(act, record, now)
        case m.Action.SQUARE:
            return _looped(record)
        case m.Action.COME_BACK:
            return _by_the_player(here, now)
        case m.Action.GO_TO:
            if act.place is not None and act.place.thing is not None and (
                    act.place.thing.kind == m.PLAYER):
                return _by_the_player(here, now)
            return _gone_to(act, record, now)
        case m.Action.EXPLORE:
            seen = len(set(record.positions))
            if act.steps:  # "explore 10 tiles": that many besides the one it started on
                return "" if seen - 1 >= act.steps else (
                    f"the order asks the companion to explore {act.steps} new tiles, and it "
                    f"walked over {seen - 1}")
            reachable = len(walking_distances(record.start, record.start.companion.position))
            # "explore for 20 turns": as much as its turns walk over (agent.acceptance.timed)
            timed = EXPLORED_SHARE * (due.explore_turns + 1) if due.explore_turns else reachable
            if seen >= min(EXPLORED_ENOUGH, EXPLORED_SHARE * reachable, timed):
                return ""
            return (f"the order asks the companion to explore, and it walked over {seen} tiles "
                    f"of the {reachable} it can reach")
        case m.Action.FLEE | m.Action.KEEP_AWAY:
            kinds = lx.concrete(act.thing.kind) if act.thing is not None else MONSTER_KINDS
            near = [manhattan(here, mo.position) for mo in now.monsters() if mo.kind in kinds]
            if near and min(near) < FLEE_RANGE:  # a tile of slack: the monster moves after it
                return (f"the order asks the companion to get away from the monsters, and one "
                        f"is {min(near)} tiles from it")
            return ""
        case m.Action.HAND_OVER:
            if not now.companion.items:
                return ""
            return ("the order asks the companion to hand everything over, and it still "
                    "carries " + ", ".join(i.name for i in now.companion.items))
        case (m.Action.FETCH | m.Action.BRING | m.Action.ATTACK | m.Action.FOLLOW | m.Action.STAY
              | m.Action.GUARD | m.Action.PROTECT | m.Action.KEEP_DISTANCE | m.Action.PATROL
              | m.Action.KEEP_OFF | m.Action.LOCATE):
            return ""  # never the last move (_owe keeps the errands that end where they stand)
        case _:
            assert_never(a)


def _by_the_player(here: Position, now: World) -> str:
    d = manhattan(here, now.player.position)
    return "" if d <= FOLLOW_RANGE else (f"the order asks the companion to come to the player, "
                                         f"and it stands {d} tiles away")


def _walked(act: m.Act, record: Record, now: World) -> str:
    """The walk's last moves all went its way, as many as it asks, or up to what stops it."""
    dr, dc = _WAYS.get(act.way, (0, 0))
    if (dr, dc) == (0, 0):
        return ""
    steps = 0
    path = record.positions
    for (r0, c0), (r1, c1) in zip(reversed(path[:-1]), reversed(path[1:]), strict=False):
        if (r1, c1) == (r0, c0):
            continue  # a tick it waited
        if (r1 - r0, c1 - c0) != (dr, dc):
            break
        steps += 1
    if steps >= act.steps:
        return ""
    (r, c) = now.companion.position
    ahead = (r + dr, c + dc)
    if not now.is_floor(ahead) or ahead == now.player.position or any(
            mo.position == ahead for mo in now.monsters()):
        return ""  # stopped by a wall, the player or a monster: said, not done too soon
    return (f"the order asks for a walk of {act.steps} steps {act.way}, and the companion took "
            f"{steps} and then stopped with nothing in its way")


def _looped(record: Record) -> str:
    path = record.positions
    here = path[-1] if path else None
    for i in range(len(path) - 2, -1, -1):
        if path[i] == here and _a_loop(path[i:]):
            return ""
    return ("the order asks for a loop back to where it began, and the companion did not walk "
            "round one to its start")


def _looped_on_the_way(due: _Due, record: Record) -> str:
    """A loop the order walks before its last move ("walk in a square, then come back"): one
    walked round to where it began somewhere on the way, not only the last move made."""
    if not due.loops or (due.last is not None and due.last.action == m.SQUARE):
        return ""
    path = record.positions
    first: dict[Position, int] = {}
    for j, here in enumerate(path):
        i = first.setdefault(here, j)  # from its first visit: the widest way round
        if i < j and _a_loop(path[i:j + 1]):
            return ""
    return ("the order asks for a loop walked back to where it began before what comes next, "
            "and the companion never walked round one")


def _a_loop(path: Sequence[Position]) -> bool:
    tiles = set(path)
    return len(tiles) >= 4 and len({r for r, _ in tiles}) > 1 and len({c for _, c in tiles}) > 1


def _gone_to(act: m.Act, record: Record, now: World) -> str:
    place = act.place
    here = now.companion.position
    if place is None:
        return ""
    if place.offset is not None:  # the tile counted from where the thing was at the start
        return _gone_to_tile(facts.offset_tile(record.start, place.offset), now, NEAR_TILE)
    if place.thing is not None:
        t = place.thing
        targets = [s.position for s in facts.spots(now, t.kind)]
        if t.pick or t.origin != m.COMPANION:
            meant = facts.find(record.start, t)
            targets = [meant.position] if meant is not None else targets
        near = NEAR_MONSTER if any(k in MONSTER_KINDS for k in _kinds(t)) else NEAR_SPOT
        if not targets or any(manhattan(here, p) <= near for p in targets):
            return ""
        (r, c) = min(targets, key=lambda p: manhattan(here, p))
        return (f"the order asks the companion to go to the {t.kind} at row {r}, column {c}, "
                f"and it stands {manhattan(here, (r, c))} tiles from it")
    spot = (place.row, place.col) if place.row else facts.origin_position(now, place.name)
    # a named spot is a region; a row and column the tile itself (a step of slack: someone
    # may stand on it)
    return _gone_to_tile(spot, now, NEAR_NAMED if place.name else NEAR_TILE if place.row
                         else NEAR_SPOT)


def _gone_to_tile(spot: Position | None, now: World, near: int) -> str:
    """Why the companion is not at ``spot`` (within ``near``, and as far again as the floor
    tile nearest it that it can reach); "" when it is, or there is no spot."""
    here = now.companion.position
    if spot is None:
        return ""
    floor = _nearest_floor(now, spot)
    slack = near + (manhattan(spot, floor) if floor is not None else 0)
    if manhattan(here, spot) <= slack:
        return ""
    (r, c) = spot
    return (f"the order asks the companion to go to row {r}, column {c}, and it stands "
            f"{manhattan(here, spot)} tiles from there")


def _nearest_floor(world: World, spot: Position) -> Position | None:
    reach = walking_distances(world, world.companion.position)
    taken = {mo.position for mo in world.monsters()}
    tiles = [t for t in reach if t not in taken] + [world.companion.position]
    return min(tiles, key=lambda t: manhattan(t, spot)) if tiles else None
