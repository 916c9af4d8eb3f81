"""The dry run's player: it stands still, except where the order is about where the player goes.

- An order that waits for the player to get some tiles away ("don't move until I'm 5 tiles
  away, then …", "whenever I get more than 4 tiles away, catch up with me"): it walks off, a tile
  a tick, until it is that far once, so that a companion that moves before is seen to.
- An order that follows, guards or protects the player: it walks off ``WALKS_OFF`` tiles, so
  that a companion that never moves is seen not to follow; and one that stays where it is, so
  that a companion that follows is seen to move.
- An order that keeps the companion some tiles from the player: it walks up to the companion,
  so that one that lets it come too near is seen to.
- An order that waits for the player to come back ("don't move until I'm back, then …"): once
  it has been away, it walks back.
- An order that waits for the player to move ("wait until I move, then …", "as soon as I take a
  step, follow me"): it stands ``STANDS_FIRST`` ticks, so that a companion that goes on at once
  is seen to, then takes one step and stands.
- An order that watches for the player to get to an item ("when I get to the bow, come to me",
  "once I'm within 3 tiles of the sword, …"): it walks to the nearest one until that holds,
  then stands, so that a program that waits on the companion instead is seen not to go on
  (``walk_ticks``: how long that walk takes, which the composer's run is given on top).

A player who never leaves never tests any of these. Pure: ``move`` reads the world.
"""

from __future__ import annotations

from agent.acceptance.maze import walk_away, walking_distances
from agent.acceptance.plan import Errand
from agent.reading import facts, lexicon as lx, meaning as m
from game.pathfinding import find_path
from game.world import ITEM_NAMES, Position, World, manhattan

WALKS_OFF = 6  # tiles the player walks off from a companion that should follow it
WALKS_UP = 6  # ticks the player walks towards a companion that should keep its distance
WALKS_BACK = 12  # ticks at most the player takes to come back
STANDS_FIRST = 3  # ticks the player stands before the move an order waits for


class DryRunPlayer:
    def __init__(self, meaning: m.Meaning | None, errands: tuple[Errand, ...],
                 awaited: m.Cond | None) -> None:
        self.awaited = awaited
        self.away_to = _gets_away(awaited)  # tiles it walks off to, for the awaited condition
        self.off = 0
        self.up = 0
        # ticks until the one step an order waits for ("until I move"), then None
        self.budge = STANDS_FIRST if _moves(awaited) else None
        # the condition it walks to an item for ("when I get to the bow"), until it holds
        self.goes: m.Cond | None = None
        if self.away_to is None and self.budge is None and meaning is not None:
            self.goes = _goes_to(meaning)
        if self.away_to is None and self.budge is None and self.goes is None:
            if any(_about_the_player(e) or e.action == m.STAY for e in errands):
                self.off = WALKS_OFF
            elif any(e.action == m.KEEP_DISTANCE and e.player and e.act is not None
                     and e.act.least for e in errands):
                self.up = WALKS_UP
        self.back_within = _comes_back(meaning) if meaning is not None else None
        self.back = 0
        self.left = False  # it has been away

    def move(self, world: World) -> str | None:
        here, ai = world.player.position, world.companion.position
        if self.budge is not None:
            self.budge -= 1
            if self.budge > 0:
                return None
            self.budge = None  # one step, off from the companion where it can, then it stands
            return walk_away(world, here, ai, manhattan(here, ai) + 1) or walk_away(
                world, here, ai, 1)
        if self.away_to is not None:
            assert self.awaited is not None  # the walk is worked out from it
            try:
                if facts.holds(world, self.awaited):
                    self.away_to = None  # far enough: it stands there (or comes back) now
                    self._went()
                    return None
            except facts.Unknowable:
                return None
            return walk_away(world, here, ai, self.away_to)
        if self.goes is not None:
            return self._to_the_item(world, self.goes)
        if self.off > 0:
            self.off -= 1
            if self.off == 0:
                self._went()
            return walk_away(world, here, ai, manhattan(here, ai) + 1)
        if self.up > 0 or self.back > 0:
            if self.up > 0:
                self.up -= 1
            else:
                self.back -= 1
            if manhattan(here, ai) <= 1 or (self.back_within is not None and self.up == 0
                                            and manhattan(here, ai) <= self.back_within):
                self.up = self.back = 0
                return None
            taken = {e.position for e in world.entities.values()
                     if e.alive and e.position not in (here, ai)}
            path = find_path(world.is_floor, here, ai, blocked=taken)
            return path[0] if len(path) > 1 else None
        return None

    def _to_the_item(self, world: World, cond: m.Cond) -> str | None:
        try:
            if facts.holds(world, cond):
                self.goes = None  # there: it stands (or comes back) now
                self._went()
                return None
        except facts.Unknowable:
            return None
        here = world.player.position
        goal = _nearest_item(world, cond, here)
        wanted = _item_and_tiles(cond)
        if goal is None or wanted is None or manhattan(here, goal) <= wanted[1]:
            return None  # near it, and the condition still does not hold: it stays off it
        taken = {e.position for e in world.entities.values()
                 if e.alive and e.position not in (here, goal)}
        path = find_path(world.is_floor, here, goal, blocked=taken)
        return path[0] if path else None

    def _went(self) -> None:
        if self.back_within is not None and not self.left:
            self.left = True
            self.back = WALKS_BACK


def walk_ticks(meaning: m.Meaning, world: World) -> int:
    """The ticks the dry run's player takes to walk to the item a watch of ``meaning`` waits
    for it to get to (0: none)."""
    cond = _goes_to(meaning)
    if cond is None:
        return 0
    here = world.player.position
    goal = _nearest_item(world, cond, here)
    if goal is None:
        return 0
    wanted = _item_and_tiles(cond)
    tiles = wanted[1] if wanted is not None else 0
    return max(walking_distances(world, here).get(goal, 0) - tiles, 0)


def _goes_to(meaning: m.Meaning) -> m.Cond | None:
    """The first condition a watch of ``meaning`` waits for that the player brings about by
    walking to an item ("when I get to the bow": a bow within 1 tile of the player)."""
    for step in meaning.walk():
        if isinstance(step, m.Watch) and _item_and_tiles(step.cond) is not None:
            return step.cond
    return None


def _item_and_tiles(cond: m.Cond) -> tuple[tuple[str, ...], int] | None:
    """The item kinds ``cond`` wants within so many tiles of the player, and how many."""
    if isinstance(cond, m.Near) and cond.of == m.PLAYER:
        thing, tiles = cond.thing, cond.tiles
    elif (isinstance(cond, m.Compare) and isinstance(cond.left, m.DistanceTo)
          and cond.left.origin == m.PLAYER and isinstance(cond.right, m.Number)
          and cond.op in ("<", "<=")):
        thing = cond.left.thing
        tiles = int(cond.right.value) - (1 if cond.op == "<" else 0)
    else:
        return None
    kinds = lx.concrete(thing.kind)
    if not kinds or tiles < 0 or any(k not in ITEM_NAMES for k in kinds):
        return None  # a monster is walked to by no player; the parties are the other rules
    return tuple(kinds), tiles


def _nearest_item(world: World, cond: m.Cond, here: Position) -> Position | None:
    """The item of the kinds ``cond`` wants the player near that it can walk to soonest."""
    wanted = _item_and_tiles(cond)
    if wanted is None:
        return None
    distances = walking_distances(world, here)
    found = [(distances[i.position], i.position) for i in world.ground
             if i.name in wanted[0] and i.position in distances]
    return min(found)[1] if found else None


def _about_the_player(errand: Errand) -> bool:
    """Following, guarding or protecting the player (a guard with no post guards the player)."""
    act = errand.act
    if errand.action == m.FOLLOW:
        return True
    if errand.action == m.GUARD and act is not None:
        post = act.place.thing if act.place is not None else m.Thing(m.PLAYER)
        return post is not None and post.kind == m.PLAYER
    return errand.action == m.PROTECT


def _moves(cond: m.Cond | None) -> bool:
    """Whether ``cond`` waits for the player to move from where it stood."""
    if isinstance(cond, m.Moved):
        return cond.who == m.PLAYER
    if isinstance(cond, m.AllOf | m.AnyOf):
        return any(_moves(c) for c in cond.conds)
    return False


def _gets_away(cond: m.Cond | None) -> int | None:
    """The tiles between the player and the companion that ``cond`` waits for, when it waits
    for the player to be at least that far (None otherwise)."""
    between = _between_us(cond)
    if between is None or between.op not in (">", ">=", "=="):
        return None
    n = int(between.right.value)  # type: ignore[union-attr]  # a Number: _between_us
    return n + 1 if between.op == ">" else n


def _comes_back(meaning: m.Meaning) -> int | None:
    """The tiles within which a watch of the order waits for the player to come back ("until
    I'm back", "until I reach you"), or None."""
    for step in meaning.walk():
        if isinstance(step, m.Watch):
            between = _between_us(step.cond)
            if between is not None and between.op in ("<", "<="):
                n = int(between.right.value)  # type: ignore[union-attr]
                return n - 1 if between.op == "<" else n
    return None


def _between_us(cond: m.Cond | None) -> m.Compare | None:
    """``cond`` when it compares the tiles between the player and the companion with a
    number."""
    if not (isinstance(cond, m.Compare) and isinstance(cond.left, m.DistanceTo)
            and isinstance(cond.right, m.Number)):
        return None
    if {cond.left.thing.kind, cond.left.origin} != {m.COMPANION, m.PLAYER}:
        return None
    return cond
