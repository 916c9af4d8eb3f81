"""Whether a dry run did something like what the order asked, judged from the world it changed.

A ``Judge`` watches one dry run: the validator shows it each tick's status and the world before
and after the game's step. At the end it gives a ``Verdict`` (or None: accepted) in words a model
can act on:

- ``no_answer``: a question (how many, where, say X...) got no status that answers it;
- ``no_progress``: an errand's companion never moved, picked nothing up, got no closer to what the
  order names and gave no real reason (a claim such as "I can't find a sword" is checked against
  the world); a stay order's companion moved;
- ``done_too_soon``: "Done" came before the companion did anything, while the world does not
  yet satisfy the order.

Pure: no sandbox, no clock; ``agent.validate`` drives it.
"""

from __future__ import annotations

import re
from collections import deque
from collections.abc import Collection, Iterable
from dataclasses import dataclass, field

from agent import intent as it
from agent.answers import ABSENT_RE as _ABSENT_RE, answers, question_words
from agent.intent import Intent, Part
from game.pathfinding import find_path
from game.rules import Event
from game.world import NEEDS, Position, World, manhattan, step_position

FOLLOW_RANGE = 2  # tiles from the player within which following needs no move (skills: follow)
FLEE_RANGE = 4  # tiles from every monster that count as away (skills: flee)
AWAY_CHECK_TICKS = 10
_STEPS = ((-1, 0), (1, 0), (0, -1), (0, 1))
# A monster this close to a tile of the way (it may wander a tile, then fight from the next)
# is a real reason to wait; the shipped movement code keeps two tiles clear.
NEAR_THE_WAY = 3  # a run this long that only moves away from every target is no progress

# Reasons an errand may stand still: monsters, the player in the way, no way, nothing left.
_MONSTER_REASON_RE = re.compile(
    r"\b(?:wait|waiting|monsters?|bats?|gorgons?|danger|dangerous|unsafe|safe|stepping away"
    r"|step away|keeping away|keep away|retreat|retreating|backing off)\b"
)
_DANGER_RE = re.compile(
    r"\b(?:monsters?|bats?|gorgons?|danger|dangerous|unsafe|away|retreat|retreating|backing off)\b"
)
_PLAYER_REASON_RE = re.compile(
    r"\b(?:in (?:my|the) way|step aside|move aside|blocking|let me (?:pass|through))\b"
)
_UNABLE_RE = re.compile(
    r"\b(?:can'?t|cannot|can not|unable|no way|no path|no route|unreachable|out of reach"
    r"|impossible|blocked|stuck|not possible|already)\b"
)
@dataclass(frozen=True, slots=True)
class Verdict:
    kind: str  # no_answer, no_progress, done_too_soon
    message: str


@dataclass(slots=True)
class _Target:
    what: str  # "the sword", "the bat", "the player"
    position: Position
    baseline: int | None  # walking distance when first seen (None: unreachable)
    closest: int | None


@dataclass(slots=True)
class _Run:
    ticks: int = 0
    statuses: list[str] = field(default_factory=list)
    acted: bool = False  # moved, picked up, defeated or handed over
    moved: bool = False
    moved_from_to: tuple[Position, Position] | None = None
    gains: bool = False  # picked up, defeated or handed over something
    reason: str = ""  # a status that gave a real reason for standing still
    false_claim: str = ""  # a reason the world contradicts, in words
    done_early: str = ""  # why a "Done" came too soon
    targets: dict[tuple[str, int], _Target] = field(default_factory=dict)


class Judge:
    """Watches one dry run of code for ``intent`` on ``world`` (the copy the run steps)."""

    def __init__(self, intent: Intent, world: World, *, names: Collection[str] = ()) -> None:
        self.intent = intent
        self.names = set(names)  # the API's global names: hints name skills only if they exist
        self.companion_id = world.companion.id
        self.start = world.companion.position
        self.start_defeated = dict(world.defeated)
        self.run = _Run()
        self.leading_questions = _leading_questions(intent)
        self.errands = intent.errands
        self._see_targets(world)

    @property
    def active(self) -> bool:
        return bool(self.intent.parts)

    # -- fed by the validator ------------------------------------------------------------------

    def saw(self, status: str, done: bool, world: World) -> None:
        """The code's status for ``world`` (as it saw it, before the game's step)."""
        run = self.run
        run.ticks += 1
        if done:
            if not run.acted and not run.reason and not self.leading_questions:
                run.done_early = run.done_early or self._unfinished(world)
            return
        run.statuses.append(status)
        if not run.reason and not self.leading_questions:
            claim = self._claim(status, world)
            if claim is True:
                run.reason = status
            elif isinstance(claim, str) and not run.false_claim:
                run.false_claim = claim

    def stepped(self, world: World, events: Iterable[Event]) -> None:
        """The world after the game applied the tick, and what happened in it."""
        run = self.run
        for event in events:
            if event.entity != self.companion_id:
                continue
            if event.kind == "move":
                run.acted = run.moved = True
                run.moved_from_to = (self.start, world.companion.position)
            elif event.kind in ("pickup", "defeat", "handover"):
                run.acted = run.gains = True
        self._see_targets(world)

    def verdict(self) -> Verdict | None:
        if not self.active:
            return None
        run = self.run
        if run.done_early:
            return Verdict("done_too_soon", 'you returned "Done" before doing anything: '
                           f"{run.done_early}. Return a status that says what the companion is "
                           'doing while it works, and "Done" only once the order is carried out.')
        if self.leading_questions:
            return self._answered()
        first = self.errands[0] if self.errands else None
        if first is not None and first.action == it.STAY:
            return self._stayed()
        if first is not None:
            return self._progressed()
        return None

    # -- questions -----------------------------------------------------------------------------

    def _answered(self) -> Verdict | None:
        statuses = [s for s in self.run.statuses if s.strip()]
        for part in self.leading_questions:
            if not any(answers(part, s) for s in statuses):
                return Verdict("no_answer", self._no_answer(part))
        return None

    def _no_answer(self, part: Part) -> str:
        got = _shown(self.run.statuses) or '"Done" at once'
        ticks = self.run.ticks
        if part.question == it.SAY:
            said = " ".join(part.words) or "a greeting"
            example = f'return say("{said.capitalize()}")' if "say" in self.names else (
                f'return "{said.capitalize()}"')
            return (f'the order asks the companion to say "{said}", but in {ticks} dry-run ticks '
                    f"no status contained those words (got {got}). Return them as the status, "
                    f'e.g. {example}, then "Done" on the next tick.')
        asked, example = question_words(part, self.names)
        return (f"the order asks {asked}, but in {ticks} dry-run ticks no status answered it "
                f'(got {got}). Return the answer itself as the status, e.g. {example}, then "Done"'
                " on the next tick.")

    # -- errands -------------------------------------------------------------------------------

    def _stayed(self) -> Verdict | None:
        run = self.run
        # Only a monster coming close is a reason to leave the spot.
        stepped_away = bool(run.reason) and bool(_DANGER_RE.search(run.reason.lower()))
        if run.moved and run.moved_from_to and not stepped_away:
            (r0, c0), (r1, c1) = run.moved_from_to
            return Verdict("no_progress",
                           f"the order asks the companion to stay where it is, but it moved from "
                           f"row {r0}, column {c0} to row {r1}, column {c1} in the dry run. Make "
                           'no move and return a status such as "Waiting here" every tick.')
        return None

    def _progressed(self) -> Verdict | None:
        run = self.run
        if run.gains or self._shrank() or run.reason or self._fine_now():
            return None
        goal = " and then ".join(_goal(p) for p in self.errands[:2])
        got = _shown(run.statuses) or "no status"
        nearest = self._nearest_target()
        if run.moved:
            if not nearest or run.ticks < AWAY_CHECK_TICKS:
                return None
            return Verdict("no_progress",
                           f"the order asks the companion to {goal}, but in {run.ticks} dry-run "
                           f"ticks it only moved away from {nearest.what} (at {_at(nearest)}) and "
                           f"picked nothing up; its status was {got}. {self._walk_hint()}")
        towards = f" and got no closer to {nearest.what} (at {_at(nearest)})" if nearest else ""
        claim = f" It said {run.false_claim}." if run.false_claim else ""
        return Verdict("no_progress",
                       f"the order asks the companion to {goal}, but in {run.ticks} dry-run ticks "
                       f"it never moved, picked nothing up{towards}; its status was {got}.{claim} "
                       f"{self._walk_hint()}")

    def _shrank(self) -> bool:
        return any(t.closest is not None and t.baseline is not None and t.closest < t.baseline
                   for t in self.run.targets.values())

    def _walk_hint(self) -> str:
        first = self.errands[0]
        skill = _skill_call(first)
        hint = ("Take one step towards the goal every tick (local path = "
                "ai:find_path_to(target.position); if #path > 0 then ai:move(path[1]) end)")
        if skill and skill.split("(")[0] in self.names:
            hint += f", or call {skill}"
        return hint + ", or say in the status what stops the companion."

    def _fine_now(self) -> bool:
        """The world already is as the order's first open errand wants it (following while
        close, nothing left to do), so standing still is right."""
        for part in self.errands:
            if self._state(part, self._last_world) is not True:
                return False
        return True

    def _nearest_target(self) -> _Target | None:
        known = [t for t in self.run.targets.values() if t.baseline is not None]
        return min(known, key=lambda t: t.baseline or 0) if known else None

    def _unfinished(self, world: World) -> str:
        """Why the order is not yet carried out in ``world``; "" when it is."""
        for part in self.errands:
            if part.action in (it.FOLLOW, it.STAY):
                return (f'"{self.intent.order.strip()}" lasts until the player gives another '
                        'order: return a status every tick and never "Done"')
            if part.action == it.EXPLORE:
                return "nothing has been explored yet"
            if part.action == it.MOVE:
                return "the companion has not moved yet"
            if self._state(part, world) is False:
                return _not_yet(part, world)
        return ""

    def _state(self, part: Part, world: World | None) -> bool | None:
        """Whether ``world`` satisfies ``part`` (None: this module cannot tell)."""
        if world is None:
            return None
        ai, player = world.companion, world.player
        items, monsters = it.kinds(part)
        if part.action == it.FETCH:
            if not items:
                return None
            if part.every or it.ANY_ITEM in part.items:
                return not any(i.name in items for i in world.ground)
            return all(ai.has_item(name) for name in items)
        if part.action == it.BRING:
            return all(player.has_item(name) for name in items) if items else None
        if part.action == it.ATTACK:
            kinds = monsters or _all_kinds(world)
            if not any(m.kind in kinds for m in world.monsters()):
                return True
            return not part.every and _fell_since(self.start_defeated, world, kinds)
        if part.action == it.FOLLOW:
            return manhattan(ai.position, player.position) <= FOLLOW_RANGE
        if part.action == it.COME_BACK:
            return manhattan(ai.position, player.position) <= FOLLOW_RANGE
        if part.action == it.FLEE:
            kinds = monsters or _all_kinds(world)
            return all(manhattan(ai.position, m.position) > FLEE_RANGE
                       for m in world.monsters() if m.kind in kinds)
        if part.action == it.GO_TO:
            spots = [i.position for i in world.ground if i.name in items and i.position]
            spots += [m.position for m in world.monsters() if m.kind in monsters]
            return any(manhattan(ai.position, s) <= 1 for s in spots) if spots else None
        return False

    # -- targets and claims --------------------------------------------------------------------

    def _see_targets(self, world: World) -> None:
        self._last_world = world
        if not self.errands or self.run.gains or self._shrank():
            return  # progress is shown: no need to walk the maze every tick
        distances = _walking_distances(world, world.companion.position)
        for key, what, pos in _targets(self.errands, world):
            d = distances.get(pos)
            target = self.run.targets.get(key)
            if target is None:
                self.run.targets[key] = _Target(what, pos, d, d)
            else:
                target.position = pos
                if d is not None and (target.closest is None or d < target.closest):
                    target.closest = d
                if target.baseline is None:
                    target.baseline = d

    def _claim(self, status: str, world: World) -> bool | str | None:
        """True: ``status`` gives a reason the world bears out; a string: one it contradicts."""
        text = status.lower()
        if _ABSENT_RE.search(text):
            items, monsters, _ = it.things_named(text)
            if not items and not monsters:
                items = tuple(i for p in self.errands for i in it.kinds(p)[0])
                monsters = tuple(m for p in self.errands for m in it.kinds(p)[1])
            seen = _reachable_thing(world, items, monsters)
            if seen is None:
                return True
            name, (r, c) = seen
            return (f'"{status}", but there is a {name} at row {r}, column {c}, which the '
                    "companion can walk to")
        if _PLAYER_REASON_RE.search(text) or _UNABLE_RE.search(text):
            return True
        if _MONSTER_REASON_RE.search(text):
            if self._blocker_near_the_way(world):
                return True
            return f'"{status}", but no monster is near the way'
        return None

    def _blocker_near_the_way(self, world: World) -> bool:
        """Whether a monster stands within reach of the shortest way to the nearest target (or,
        with no target, of the companion), or the player stands on it: only then can they be
        what holds the companion back."""
        here = world.companion.position
        distances = _walking_distances(world, here)
        goals = [(distances[pos], pos) for _, _, pos in _targets(self.errands, world)
                 if pos in distances]
        way = [here]
        if goals:
            way += _way(world, here, min(goals)[1])
        if goals:
            if world.player.position in way[1:]:
                return True
        else:
            # No target to go to: the player beside the companion blocks it only where every
            # other way out is a wall ("go to the corner" while standing next to the player).
            ahead = [(here[0] + dr, here[1] + dc) for dr, dc in _STEPS]
            open_ways = [t for t in ahead if world.is_floor(t)]
            if open_ways == [world.player.position]:
                return True
        return any(manhattan(m.position, tile) <= NEAR_THE_WAY
                   for m in world.monsters() for tile in way)


# -- the world ---------------------------------------------------------------------------------


def _leading_questions(intent: Intent) -> tuple[Part, ...]:
    out = []
    for part in intent.parts:
        if not part.is_question:
            break
        out.append(part)
    return tuple(out)


def _all_kinds(world: World) -> tuple[str, ...]:
    return tuple({m.kind for m in world.monsters(alive_only=False)})


def _fell_since(before: dict[str, int], world: World, kinds: Iterable[str]) -> bool:
    return any(world.defeated.get(k, 0) > before.get(k, 0) for k in kinds)


def _targets(parts: Iterable[Part], world: World) -> list[tuple[tuple[str, int], str, Position]]:
    """What the errands walk to, now: (key, name, position)."""
    ai, player = world.companion, world.player
    out: list[tuple[tuple[str, int], str, Position]] = []
    for part in parts:
        items, monsters = it.kinds(part)
        wanted_items: set[str] = set(items)
        if part.action in (it.FETCH, it.BRING) and not items:
            wanted_items = {i.name for i in world.ground}
        if part.action == it.ATTACK:
            kinds = monsters or _all_kinds(world)
            for m in world.monsters():
                if m.kind in kinds:
                    out.append((("entity", m.id), f"the {m.kind}", m.position))
                    wanted_items |= {n for n in NEEDS[m.kind] if not ai.has_item(n)}
        if part.action == it.GO_TO:
            for m in world.monsters():
                if m.kind in monsters:
                    out.append((("entity", m.id), f"the {m.kind}", m.position))
        if part.action in (it.FETCH, it.BRING, it.ATTACK, it.GO_TO):
            for item in world.ground:
                if item.name in wanted_items and item.position:
                    out.append((("item", item.id), f"the {item.name}", item.position))
        carries = any(ai.has_item(n) for n in items) or (not items and ai.items)
        if part.action in (it.FOLLOW, it.COME_BACK) or (part.action == it.BRING and carries) or (
                part.action == it.GO_TO and part.player):
            out.append((("entity", player.id), "the player", player.position))
    return out


def _walking_distances(world: World, start: Position) -> dict[Position, int]:
    """Steps from ``start`` to every floor tile, through walls only (monsters move, and may be
    the very target)."""
    dist = {start: 0}
    queue = deque([start])
    while queue:
        r, c = queue.popleft()
        for nxt in ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)):
            if nxt not in dist and world.is_floor(nxt):
                dist[nxt] = dist[(r, c)] + 1
                queue.append(nxt)
    return dist


def _way(world: World, start: Position, goal: Position) -> list[Position]:
    """The tiles of a shortest walk from ``start`` to ``goal`` through walls only."""
    tiles, pos = [], start
    for direction in find_path(world.is_floor, start, goal):
        pos = step_position(pos, direction)
        tiles.append(pos)
    return tiles


def _reachable_thing(world: World, items: Iterable[str],
                     monsters: Iterable[str]) -> tuple[str, Position] | None:
    """The nearest ground item or living monster of these kinds the companion can walk to."""
    distances = _walking_distances(world, world.companion.position)
    items, monsters = set(items), set(monsters)
    found = [(distances[i.position], i.name, i.position) for i in world.ground
             if i.name in items and i.position in distances]
    found += [(distances[m.position], m.kind, m.position) for m in world.monsters()
              if m.kind in monsters and m.position in distances]
    if not found:
        return None
    _, name, pos = min(found)
    return name, pos


def _not_yet(part: Part, world: World) -> str:
    items, monsters = it.kinds(part)
    if part.action == it.FETCH:
        missing = [n for n in items if not world.companion.has_item(n)] or list(items)
        seen = _reachable_thing(world, missing, ())
        where = f" (the nearest lies at row {seen[1][0]}, column {seen[1][1]})" if seen else ""
        return f"the companion does not carry {_a(missing[0])} yet{where}"
    if part.action == it.BRING:
        missing = [n for n in items if not world.player.has_item(n)] or list(items)
        return f"the player does not have {_a(missing[0])} yet"
    if part.action == it.ATTACK:
        kinds = monsters or _all_kinds(world)
        alive = [m for m in world.monsters() if m.kind in kinds]
        if alive:
            m = min(alive, key=lambda m: manhattan(world.companion.position, m.position))
            return (f"{len(alive)} {_kind_words(alive)} still alive (the nearest at row "
                    f"{m.position[0]}, column {m.position[1]})")
        return "no monster fell yet"
    if part.action == it.COME_BACK:
        d = manhattan(world.companion.position, world.player.position)
        return f"the companion is still {d} tiles from the player"
    if part.action == it.FLEE:
        return "a monster is still within four tiles"
    return "the companion is not there yet"


def _kind_words(alive: list) -> str:
    kinds = sorted({m.kind for m in alive})
    if len(kinds) == 1:
        return f"{kinds[0]}{'s are' if len(alive) > 1 else ' is'}"
    return "monsters are"


def _a(name: str) -> str:
    return f"an {name}" if name[0] in "aeiou" else f"a {name}"


def _goal(part: Part) -> str:
    items, monsters = it.kinds(part)
    thing = " and ".join(f"the {n}" for n in items) or "what the order names"
    foe = " and ".join(f"the {m}" for m in monsters) or "the monsters"
    return {
        it.FETCH: f"pick up {thing}",
        it.BRING: f"bring {thing} to the player",
        it.ATTACK: f"attack {foe}",
        it.FOLLOW: "follow the player",
        it.COME_BACK: "come back to the player",
        it.GO_TO: f"go to {thing if items else foe}",
        it.EXPLORE: "explore",
        it.MOVE: "walk where the order says",
        it.FLEE: f"keep away from {foe}",
        it.STAY: "stay",
    }.get(part.action, "do something")


def _skill_call(part: Part) -> str:
    items, monsters = it.kinds(part)
    item = f'"{items[0]}"' if items else ""
    kind = f'"{monsters[0]}"' if monsters else ""
    every = part.every
    return {
        it.FETCH: f"fetch_all({item})" if every else f"fetch({item})",
        it.BRING: f"bring({item})",
        it.ATTACK: f"attack_all({kind})" if every else f"attack({kind})",
        it.FOLLOW: "follow()",
        it.COME_BACK: "come_back()",
        it.EXPLORE: "explore()",
        it.FLEE: f"keep_away({kind})" if kind else "flee()",
    }.get(part.action, "")


def _at(target: _Target) -> str:
    return f"row {target.position[0]}, column {target.position[1]}"


def _shown(statuses: list[str]) -> str:
    distinct: list[str] = []
    for s in statuses:
        if s not in distinct:
            distinct.append(s)
    shown = ", ".join(f'"{s[:60]}"' for s in distinct[:3])
    return shown + (" ..." if len(distinct) > 3 else "")
