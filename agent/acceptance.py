"""Whether a dry run did what the order's meaning asks, judged from the world it changed and the
code itself.

A ``Judge`` watches one dry run: the validator shows it each tick's status and the world before
and after the game's step. At the end it gives a ``Verdict`` (or None: accepted) in words a model
can act on:

- ``no_logic``: the order has a condition, a count or a comparison and the code does not check,
  count or compare anything of the kind (a condition dropped, or every branch done);
- ``wrong_branch``: the order's condition decides one way in this world and the companion went
  about the other way (picked up what only the other branch fetches, fought what only it fights);
- ``no_answer``: a question (how many, where, say X, a number worked out, a yes or no, which is
  nearer) got no status that answers it, or the answer is wrong;
- ``no_progress``: an errand's companion never moved, picked nothing up, got no closer to what the
  order names and gave no real reason (a claim such as "I can't find a sword" is checked against
  the world); a stay order's companion moved;
- ``done_too_soon``: "Done" came before the companion did anything, while the world does not
  yet satisfy the order.

What should happen first is worked out from the meaning on the world of the dry run: a choice's
condition decides its branch (``agent.reading.facts``), a watched condition that already holds
its reaction. Pure: no sandbox, no clock; ``agent.validate`` drives it.
"""

from __future__ import annotations

import functools
import re
from collections import deque
from collections.abc import Collection, Iterable
from dataclasses import dataclass, field

from agent.answers import ABSENT_RE as _ABSENT_RE, answers, question_words, said
from agent.reading import facts, lexicon as lx, meaning as m, words
from agent.reading.meaning import Meaning
from game.pathfinding import find_path
from game.rules import Event
from game.world import (
    ITEM_NAMES,
    MONSTER_KINDS,
    NEEDS,
    WALL,
    Position,
    World,
    manhattan,
    step_position,
)

FOLLOW_RANGE = 2  # tiles from the player within which following needs no move (skills: follow)
FLEE_RANGE = 4  # tiles from every monster that count as away (skills: flee)
AWAY_CHECK_TICKS = 10
_STEPS = ((-1, 0), (1, 0), (0, -1), (0, 1))
# A monster this close to a tile of the way (it may wander a tile, then fight from the next)
# is a real reason to wait; the shipped movement code keeps two tiles clear.
NEAR_THE_WAY = 3

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
    r"|impossible|blocked|stuck|not possible|already|didn'?t|nothing to do|stopped)\b"
)
# Code that checks something: a Lua condition of any form.
_BRANCH_RE = re.compile(r"\b(?:if|elseif|while|until)\b|\b(?:decide|watch|each_time)\s*\("
                        r"|\band\b.*\bor\b")
_COUNTS_RE = re.compile(r"\b(?:times|for_turns|for|while|repeat)\b")


@dataclass(frozen=True, slots=True)
class Verdict:
    kind: str  # no_logic, wrong_branch, no_answer, no_progress, done_too_soon
    message: str


@dataclass(frozen=True, slots=True)
class _Errand:
    """What one errand is about, as the checks below need it."""

    action: str
    items: tuple[str, ...] = ()
    monsters: tuple[str, ...] = ()
    player: bool = False
    every: bool = False
    act: m.Act | None = None  # the errand as read (a duty's post and bounds)

    @classmethod
    def of(cls, act: m.Act) -> _Errand:
        thing = act.thing
        if act.action in (m.GO_TO, m.GUARD) and act.place is not None:
            thing = act.place.thing
        kinds = lx.concrete(thing.kind) if thing is not None and not thing.is_party else ()
        return cls(act.action,
                   tuple(k for k in kinds if k in ITEM_NAMES),
                   tuple(k for k in kinds if k in MONSTER_KINDS),
                   player=act.action == m.COME_BACK or (thing is not None
                                                        and thing.kind == m.PLAYER),
                   every=thing is not None and thing.every, act=act)


@dataclass(frozen=True, slots=True)
class Expected:
    """What a meaning asks to happen first in one world: its steps with every condition worked
    out, what only the branches not taken would have done, and whether it starts by waiting."""

    steps: tuple[m.Step, ...]
    not_taken: tuple[m.Step, ...] = ()
    waits: bool = False
    # Watched conditions that did not hold at the start: once one does, what comes first is
    # over, and what the order does next is the watch's own business.
    watched: tuple[m.Cond, ...] = ()


def expected(meaning: Meaning, world: World) -> Expected:
    steps: list[m.Step] = []
    other: list[m.Step] = []
    watched: list[m.Cond] = []
    waits = False

    def add(seq: Iterable[m.Step]) -> None:
        nonlocal waits
        for step in seq:
            if isinstance(step, m.Choice):
                try:
                    yes = facts.holds(world, step.cond)
                except facts.Unknowable:
                    yes = True
                add(step.then if yes else step.otherwise)
                other.extend(m.walk(step.otherwise if yes else step.then))
            elif isinstance(step, m.Watch):
                try:
                    now = facts.holds(world, step.cond)
                except facts.Unknowable:
                    now = False
                if now:
                    add(step.then)
                elif step.during:
                    watched.append(step.cond)
                    add(step.during)
                elif not steps:
                    waits = True
                    return
                else:
                    return
            elif isinstance(step, m.Repeat):
                still = all(isinstance(b, m.Act) and b.action == m.STAY for b in step.body)
                if (not step.body or (step.turns and still)) and not steps:
                    # "wait 5 turns", "hold still for 4 turns, then ...": waiting first, and
                    # what comes after may start within the dry run
                    waits = True
                    return
                add(step.body)
            else:
                steps.append(step)

    add(meaning.steps)
    return Expected(tuple(steps), tuple(other), waits, tuple(watched))


def _duty_held(act: m.Act | None, world: World) -> bool | None:
    """Whether the companion stands where a guard, a protection or a kept distance wants it
    (one tile of slack); None when this module cannot tell (a named spot)."""
    if act is None:
        return None
    ai, player = world.companion.position, world.player.position
    if act.action == m.PROTECT:
        kinds = lx.concrete(act.thing.kind if act.thing else m.ANY_MONSTER)
        foes = [mo.position for mo in world.monsters() if mo.kind in kinds]
        if not foes:
            return manhattan(ai, player) <= FOLLOW_RANGE
        foe = min(foes, key=lambda f: manhattan(player, f))
        return manhattan(player, ai) + manhattan(ai, foe) - manhattan(player, foe) <= 2
    if act.action == m.GUARD:
        post = act.place or m.Place(thing=m.Thing(m.PLAYER))
        spots = _spots(post, world)
        reach = (act.most or 2) + 1
        return any(manhattan(ai, s) <= reach for s in spots) if spots else None
    if act.action == m.KEEP_DISTANCE:
        spots = _spots(m.Place(thing=act.thing), world) if act.thing else []
        if not spots:
            return None
        d = min(manhattan(ai, s) for s in spots)
        return (not act.least or d >= act.least - 1) and (not act.most or d <= act.most + 1)
    return None


def _spots(place: m.Place, world: World) -> list[Position]:
    """Where a post is: the player, the companion, the things of a kind, a tile; [] for a named
    spot."""
    t = place.thing
    if t is None:
        return [(place.row, place.col)] if place.row else []
    if t.kind in m.WHO:
        return [facts.party_entity(world, t.kind).position]
    return [s.position for s in facts.spots(world, t.kind)]


def _holds(cond: m.Cond, world: World) -> bool:
    try:
        return facts.holds(world, cond)
    except facts.Unknowable:
        return False


def logic_problem(meaning: Meaning, code: str) -> str:
    """Why the code cannot be doing the order's logic: it never checks the condition the order
    sets, never counts what it repeats, never compares what it compares ("" when it may)."""
    plain = _strip_strings(code)
    for step in meaning.walk():
        if isinstance(step, (m.Choice, m.Watch)):
            if not _BRANCH_RE.search(plain):
                return (f'the order says what to do depending on whether {words.cond(step.cond)}, '
                        "but the code checks no condition: decide once with "
                        "if decide(\"...\", function() return <condition> end) then ... end "
                        "(or check every tick with watch), and do only the branch that holds")
            missing = _fact_missing(step.cond, plain)
            if missing:
                return (f"the order depends on whether {words.cond(step.cond)}, but the code "
                        f"never looks at it: use {missing} in the condition")
        elif isinstance(step, m.Repeat):
            n = step.times or step.turns
            if not (_COUNTS_RE.search(plain) or re.search(rf"\b{n}\b", plain)):
                what = f"{n} times" if step.times else f"for {n} turns"
                return (f"the order asks for it {what}, but the code counts nothing: use "
                        f"times({step.times}, <step>)" if step.times else
                        f"the order asks for it {what}, but the code counts nothing: use "
                        f"for_turns({step.turns}, <step>)")
        elif isinstance(step, m.Act) and step.thing is not None and (
                step.thing.pick == m.FARTHEST or step.thing.origin != m.COMPANION):
            if not re.search(r"\b(?:farthest|nearest|how_far|distance_to|manhattan)\b", plain):
                t = step.thing
                fn = "farthest" if t.pick == m.FARTHEST else "nearest"
                where = "" if t.origin == m.COMPANION else (
                    ", player" if t.origin == m.PLAYER else f', "{t.origin}"')
                return (f"the order asks for {words.thing(t)}, but the code compares no "
                        f"distances: pick it with {fn}(\"{t.kind}\"{where})")
    return ""


def _strip_strings(code: str) -> str:
    code = re.sub(r"--\[\[.*?\]\]|--[^\n]*", " ", code, flags=re.S)
    return re.sub(r'"(?:[^"\\\n]|\\.)*"|\'(?:[^\'\\\n]|\\.)*\'', '""', code)


def _fact_missing(cond: m.Cond, plain: str) -> str:
    """A name the code would use to look at the condition's facts, when it uses none."""
    needs: list[tuple[str, str]] = []

    def visit(value: object) -> None:
        if isinstance(value, m.HealthOf):
            needs.append((r"\bhealth\b", "ai.health or player.health"))
        elif isinstance(value, m.DistanceTo) or isinstance(value, m.Near):
            needs.append((r"\b(?:how_far|distance_to|manhattan|near|nearer|find_path_to"
                          r"|position)\b", "how_far(...) or near(...)"))
        elif isinstance(value, (m.Carried, m.Has)):
            needs.append((r"\b(?:has_item|carried|carrying|items)\b",
                          "ai:has_item(...) or carried(...)"))
        elif isinstance(value, m.CountOf):
            needs.append((r"\b(?:count|monsters|items|alive)\b", "count(...)"))
        elif isinstance(value, m.Defeated):
            needs.append((r"\bdefeated\b", "defeated(...)"))
        for name in getattr(value, "__slots__", ()):
            inner = getattr(value, name)
            for v in inner if isinstance(inner, tuple) else (inner,):
                if hasattr(v, "__slots__"):
                    visit(v)

    visit(cond)
    for pattern, hint in needs:
        if not re.search(pattern, plain):
            return hint
    return ""


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
    seen: list[World] = field(default_factory=list)  # the worlds the statuses were about
    acted: bool = False  # moved, picked up, defeated or handed over
    moved: bool = False
    moved_from_to: tuple[Position, Position] | None = None
    gains: bool = False  # picked up, defeated or handed over something
    picked: list[str] = field(default_factory=list)
    defeated: list[str] = field(default_factory=list)
    reason: str = ""  # a status that gave a real reason for standing still
    false_claim: str = ""  # a reason the world contradicts, in words
    done_early: str = ""  # why a "Done" came too soon
    fired: bool = False  # a watched condition came to hold: the order moved on
    targets: dict[tuple[str, int], _Target] = field(default_factory=dict)


class Judge:
    """Watches one dry run of ``code`` for ``meaning`` on ``world`` (the copy the run steps);
    a None meaning judges nothing beyond the validator's own checks."""

    def __init__(self, meaning: Meaning | None, world: World, *, code: str = "",
                 names: Collection[str] = ()) -> None:
        self.meaning = meaning
        self.names = set(names)  # the API's global names: hints name skills only if they exist
        self.companion_id = world.companion.id
        self.start = world.companion.position
        self.start_defeated = dict(world.defeated)
        self.run = _Run()
        plan = expected(meaning, world) if meaning is not None else Expected(())
        self.plan = plan
        self.leading = _leading(plan.steps)
        self.errands = tuple(_Errand.of(s) for s in plan.steps if isinstance(s, m.Act))
        self.others = _only_other(plan)
        # Answers the world decides are checked on the worlds the code saw: kept only then.
        self._keeps_worlds = any(isinstance(s, m.Ask) and s.asks in (m.VALUE, m.CHECK, m.WHICH)
                                 for s in self.leading)
        self.logic = logic_problem(meaning, code) if meaning is not None and code else ""
        self._last_world = world
        self._start_world = world.copy() if meaning is not None and meaning.has_logic else world
        self._see_targets(world)

    @property
    def active(self) -> bool:
        return self.meaning is not None and bool(self.meaning.steps)

    # -- fed by the validator ------------------------------------------------------------------

    def saw(self, status: str, done: bool, world: World) -> None:
        """The code's status for ``world`` (as it saw it, before the game's step)."""
        run = self.run
        run.ticks += 1
        if done:
            if not run.acted and not run.reason and not self.leading and not self.plan.waits:
                run.done_early = run.done_early or self._unfinished(world)
            return
        run.statuses.append(status)
        if self._keeps_worlds:
            run.seen.append(world.copy())
        if not run.reason and not self.leading:
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
                named = [k for k in (*ITEM_NAMES, *MONSTER_KINDS) if k in event.text.lower()]
                if event.kind == "pickup":
                    run.picked += named[:1]
                elif event.kind == "defeat":
                    run.defeated += [k for k in named if k in MONSTER_KINDS][:1]
        if run.seen and self._keeps_worlds:
            run.seen.append(world.copy())
        if not run.fired and self.plan.watched:
            run.fired = any(_holds(cond, world) for cond in self.plan.watched)
        self._see_targets(world)

    def verdict(self) -> Verdict | None:
        if not self.active:
            return None
        run = self.run
        if self.logic:
            return Verdict("no_logic", self.logic + ".")
        if run.done_early:
            return Verdict("done_too_soon", 'you returned "Done" before doing anything: '
                           f"{run.done_early}. Return a status that says what the companion is "
                           'doing while it works, and "Done" only once the order is carried out.')
        wrong = self._wrong_branch()
        if wrong:
            return Verdict("wrong_branch", wrong)
        if self.leading:
            return self._answered()
        if self.plan.waits or run.fired:
            return None
        first = self.errands[0] if self.errands else None
        if first is not None and first.action == m.STAY:
            return self._stayed()
        if first is not None:
            return self._progressed()
        return None

    # -- branches ------------------------------------------------------------------------------

    def _wrong_branch(self) -> str:
        items, monsters = self.others
        took = [i for i in self.run.picked if i in items]
        fought = [k for k in self.run.defeated if k in monsters]
        if not took and not fought:
            return ""
        what = f"picked up the {took[0]}" if took else f"defeated a {fought[0]}"
        conditions = [s for s in (self.meaning.walk() if self.meaning else ())
                      if isinstance(s, m.Choice)]
        why = (f" although {words.cond(conditions[0].cond)} "
               f"{'holds' if self._holds(conditions[0].cond) else 'does not hold'} here"
               if conditions else "")
        return (f"the companion {what}, which only the other branch of the order asks for{why}: "
                "decide the condition once, when the order starts, and do only the branch it "
                "chooses.")

    def _holds(self, cond: m.Cond) -> bool:
        try:
            return facts.holds(self._first_world, cond)
        except facts.Unknowable:
            return False

    # -- questions -----------------------------------------------------------------------------

    def _answered(self) -> Verdict | None:
        statuses = [s for s in self.run.statuses if s.strip()]
        seen = self.run.seen or [self._first_world]
        for step in self.leading:
            if isinstance(step, m.Say):
                if not any(said(step.text, s) for s in statuses):
                    return Verdict("no_answer", self._not_said(step))
                continue
            if not any(answers(step, s, seen) for s in statuses):
                return Verdict("no_answer", self._no_answer(step))
        return None

    def _not_said(self, step: m.Say) -> str:
        got = _shown(self.run.statuses) or '"Done" at once'
        example = f"return say({_lua_text(step.text)})" if "say" in self.names else (
            f"return {_lua_text(step.text)}")
        return (f'the order asks the companion to say "{step.text}", but in {self.run.ticks} '
                f"dry-run ticks no status contained those words (got {got}). Return them as the "
                f'status, e.g. {example}, then "Done" on the next tick.')

    def _no_answer(self, ask: m.Ask) -> str:
        got = _shown(self.run.statuses) or '"Done" at once'
        asked, example = question_words(ask, self.names, self._first_world)
        return (f"the order asks {asked}, but in {self.run.ticks} dry-run ticks no status "
                f"answered it (got {got}). Return the answer itself as the status, e.g. "
                f'{example}, then "Done" on the next tick.')

    @property
    def _first_world(self) -> World:
        return self.run.seen[0] if self.run.seen else self._start_world

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
        """The world already is as the order's errands want it (following while close,
        nothing left to do), so standing still is right."""
        for errand in self.errands:
            if self._state(errand, self._last_world) is not True:
                return False
        return True

    def _nearest_target(self) -> _Target | None:
        known = [t for t in self.run.targets.values() if t.baseline is not None]
        return min(known, key=lambda t: t.baseline or 0) if known else None

    def _unfinished(self, world: World) -> str:
        """Why the order is not yet carried out in ``world``; "" when it is."""
        for errand in self.errands:
            if errand.action in m.ENDLESS:
                order = self.meaning.order.strip() if self.meaning else "this order"
                return (f'"{order}" lasts until the player gives another '
                        'order: return a status every tick and never "Done"')
            if errand.action == m.EXPLORE:
                return "nothing has been explored yet"
            if errand.action in (m.WALK, m.SQUARE) or (errand.action == m.GO_TO
                                                       and not errand.items):
                return "the companion has not moved yet"
            if self._state(errand, world) is False:
                return _not_yet(errand, world)
        return ""

    def _state(self, errand: _Errand, world: World | None) -> bool | None:
        """Whether ``world`` satisfies ``errand`` (None: this module cannot tell)."""
        if world is None:
            return None
        ai, player = world.companion, world.player
        items, monsters = errand.items, errand.monsters
        if errand.action == m.FETCH:
            if not items:
                return None
            if errand.every:
                return not any(i.name in items for i in world.ground)
            return all(ai.has_item(name) for name in items)
        if errand.action == m.BRING:
            return all(player.has_item(name) for name in items) if items else None
        if errand.action == m.ATTACK:
            kinds = monsters or _all_kinds(world)
            if not any(mo.kind in kinds for mo in world.monsters()):
                return True
            return not errand.every and _fell_since(self.start_defeated, world, kinds)
        if errand.action in (m.FOLLOW, m.COME_BACK):
            return manhattan(ai.position, player.position) <= FOLLOW_RANGE
        if errand.action in (m.FLEE, m.KEEP_AWAY):
            kinds = monsters or _all_kinds(world)
            return all(manhattan(ai.position, mo.position) > FLEE_RANGE
                       for mo in world.monsters() if mo.kind in kinds)
        if errand.action == m.GO_TO:
            spots = [i.position for i in world.ground if i.name in items and i.position]
            return any(manhattan(ai.position, s) <= 1 for s in spots) if spots else None
        if errand.action == m.HAND_OVER:
            return not ai.items
        if errand.action in (m.GUARD, m.PROTECT, m.KEEP_DISTANCE):
            return _duty_held(errand.act, world)
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
            named = [k for k in (lx.kind_of(w) for w in re.findall(r"[a-z']+", text)) if k]
            items = tuple(k for n in named for k in lx.concrete(n) if k in ITEM_NAMES)
            monsters = tuple(k for n in named for k in lx.concrete(n) if k in MONSTER_KINDS)
            if not items and not monsters:
                items = tuple(i for e in self.errands for i in e.items)
                monsters = tuple(k for e in self.errands for k in e.monsters)
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
        return any(manhattan(mo.position, tile) <= NEAR_THE_WAY
                   for mo in world.monsters() for tile in way)


def _leading(steps: tuple[m.Step, ...]) -> tuple[m.Ask | m.Say, ...]:
    out: list[m.Ask | m.Say] = []
    for step in steps:
        if not isinstance(step, (m.Ask, m.Say)):
            break
        out.append(step)
    return tuple(out)


def _only_other(plan: Expected) -> tuple[set[str], set[str]]:
    """Items and monster kinds that only the branches not taken would pick up or fight."""
    def kinds(steps: Iterable[m.Step]) -> tuple[set[str], set[str]]:
        items: set[str] = set()
        monsters: set[str] = set()
        for s in steps:
            if isinstance(s, m.Act) and s.thing is not None and not s.thing.is_party:
                errand = _Errand.of(s)
                if s.action in (m.FETCH, m.BRING):
                    items |= set(errand.items)
                if s.action == m.ATTACK:
                    monsters |= set(errand.monsters)
                    items |= {n for k in errand.monsters for n in NEEDS[k]}
        return items, monsters

    taken = kinds(m.walk(plan.steps))
    other = kinds(plan.not_taken)
    return other[0] - taken[0], other[1] - taken[1]


def _lua_text(text: str) -> str:
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'


# -- the world ---------------------------------------------------------------------------------


def _all_kinds(world: World) -> tuple[str, ...]:
    return tuple({mo.kind for mo in world.monsters(alive_only=False)})


def _fell_since(before: dict[str, int], world: World, kinds: Iterable[str]) -> bool:
    return any(world.defeated.get(k, 0) > before.get(k, 0) for k in kinds)


def _targets(parts: Iterable[_Errand], world: World) -> list[tuple[tuple[str, int], str, Position]]:
    """What the errands walk to, now: (key, name, position)."""
    ai, player = world.companion, world.player
    out: list[tuple[tuple[str, int], str, Position]] = []
    for part in parts:
        items, monsters = part.items, part.monsters
        wanted_items: set[str] = set(items)
        if part.action in (m.FETCH, m.BRING) and not items:
            wanted_items = {i.name for i in world.ground}
        if part.action == m.ATTACK:
            kinds = monsters or _all_kinds(world)
            for mo in world.monsters():
                if mo.kind in kinds:
                    out.append((("entity", mo.id), f"the {mo.kind}", mo.position))
                    wanted_items |= {n for n in NEEDS[mo.kind] if not ai.has_item(n)}
        if part.action == m.GO_TO:
            for mo in world.monsters():
                if mo.kind in monsters:
                    out.append((("entity", mo.id), f"the {mo.kind}", mo.position))
        if part.action in (m.FETCH, m.BRING, m.ATTACK, m.GO_TO):
            for item in world.ground:
                if item.name in wanted_items and item.position:
                    out.append((("item", item.id), f"the {item.name}", item.position))
        carries = any(ai.has_item(n) for n in items) or (not items and ai.items)
        if part.action in (m.FOLLOW, m.COME_BACK) or (part.action == m.BRING and carries) or (
                part.action == m.GO_TO and part.player):
            out.append((("entity", player.id), "the player", player.position))
    return out


def _walking_distances(world: World, start: Position) -> dict[Position, int]:
    """Steps from ``start`` to every floor tile, through walls only (monsters move, and may be
    the very target)."""
    return _distances_in(world.maze, start)


@functools.lru_cache(maxsize=256)
def _distances_in(maze: tuple[str, ...], start: Position) -> dict[Position, int]:
    """The breadth-first walk of one maze from one tile; the same maze and tile come back
    dry run after dry run (the callers only read the result)."""
    floor = _floor_of(maze)
    dist = {start: 0}
    queue = deque([start])
    while queue:
        r, c = queue.popleft()
        d = dist[(r, c)] + 1
        for nxt in ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)):
            if nxt not in dist and nxt in floor:
                dist[nxt] = d
                queue.append(nxt)
    return dist


@functools.lru_cache(maxsize=16)
def _floor_of(maze: tuple[str, ...]) -> frozenset[Position]:
    return frozenset((r, c) for r, line in enumerate(maze, start=1)
                     for c, ch in enumerate(line, start=1) if ch != WALL)


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
    found += [(distances[mo.position], mo.kind, mo.position) for mo in world.monsters()
              if mo.kind in monsters and mo.position in distances]
    if not found:
        return None
    _, name, pos = min(found)
    return name, pos


def _not_yet(part: _Errand, world: World) -> str:
    items, monsters = (part.items, part.monsters)
    if part.action == m.FETCH:
        missing = [n for n in items if not world.companion.has_item(n)] or list(items)
        seen = _reachable_thing(world, missing, ())
        where = f" (the nearest lies at row {seen[1][0]}, column {seen[1][1]})" if seen else ""
        return f"the companion does not carry {_a(missing[0])} yet{where}"
    if part.action == m.BRING:
        missing = [n for n in items if not world.player.has_item(n)] or list(items)
        return f"the player does not have {_a(missing[0])} yet"
    if part.action == m.ATTACK:
        kinds = monsters or _all_kinds(world)
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


def _goal(part: _Errand) -> str:
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


def _skill_call(part: _Errand) -> str:
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


def _at(target: _Target) -> str:
    return f"row {target.position[0]}, column {target.position[1]}"


def _shown(statuses: list[str]) -> str:
    distinct: list[str] = []
    for s in statuses:
        if s not in distinct:
            distinct.append(s)
    shown = ", ".join(f'"{s[:60]}"' for s in distinct[:3])
    return shown + (" ..." if len(distinct) > 3 else "")
