"""The ``Judge`` that watches one dry run, tick by tick, and its ``Verdict``: the kinds of verdict
and what each means are in the package's docstring (``agent.acceptance``)."""

from __future__ import annotations

import re
from collections.abc import Collection, Iterable
from dataclasses import dataclass, field

from agent.acceptance.answered import unanswered
from agent.acceptance.detours import detour
from agent.acceptance.errands import satisfied, targets
from agent.acceptance.held_back import (
    blocker_near_the_way,
    excuses,
    player_in_the_way,
    walks_taken,
)
from agent.acceptance.logic import errand_problem, logic_problem
from agent.acceptance.maze import reachable_thing, walking_distances
from agent.acceptance.plan import Errand, Expected, expected, kept_off, leading, only_other
from agent.acceptance.player import DryRunPlayer
from agent.acceptance.promises import Record, asks_anything, broken, endless, watched
from agent.acceptance.timed import timing
from agent.acceptance.wording import goal_of, not_yet, shown, skill_call
from agent.answers import ABSENT_RE as _ABSENT_RE
from agent.reading import facts, lexicon as lx, meaning as m, words
from agent.reading.meaning import Meaning
from game.rules import Event
from game.world import ITEM_NAMES, MONSTER_KINDS, Position, World, manhattan

AWAY_CHECK_TICKS = 10
ROAMS = (m.EXPLORE, m.WALK, m.SQUARE, m.PATROL)  # errands done by moving, towards nothing
# An order that ends by itself has had time for its Done after its counted turns and this many
# walks across the maze for each of its legs (what it walks to: a place, each thing fetched or
# fought, the weapon of a fight).
LEG_WALKS = 2
# Or the companion has stood still this many ticks, its counted turns over, without a Done.
STOPPED_TICKS = 40
# The duties whose post is checked every tick from DUTY_FROM_TICK on (agent.benchmark's rule).
# Errands held tick by tick (following too: exploring for "follow me" walks off from the player).
DUTIES = (m.GUARD, m.PROTECT, m.KEEP_DISTANCE, m.FOLLOW)
DUTY_FROM_TICK = 10

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
# What a skill says when it gives up, then Done: the one excuse for a Done short of what the
# order promises, when the world bears it out ("I didn't: ..." and "nothing to do" are none).
_GAVE_UP_RE = re.compile(
    r"\b(?:can'?t|cannot|can not|unable|no way|no path|no route|unreachable|out of reach"
    r"|impossible|blocked|stuck|not possible|no room|in (?:my|the) way|step aside|let me pass"
    r"|nowhere|no (?:\w+ )?(?:left|more|anywhere|around)|don'?t see|see no|gone"
    r"|gave up|give up|giving up)\b"
)


@dataclass(frozen=True, slots=True)
class Verdict:
    kind: str  # no_logic, wrong_branch, no_answer, no_progress, done_too_soon
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
    done_short: str = ""  # the postcondition a "Done" claimed and the world did not bear out
    fired: bool = False  # a watched condition came to hold: the order moved on
    waiting: bool = False  # this tick is one the order waits through (its condition not yet)
    moved_waiting: str = ""  # the companion moved while the order waited: where, in words
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
        self.plan = plan = expected(meaning, world) if meaning is not None else Expected(())
        self.leading = leading(plan.steps)
        self.errands = tuple(Errand.of(s) for s in plan.steps if isinstance(s, m.Act))
        self.others = only_other(plan)
        self.kept_off = kept_off(meaning, world)  # the kinds, and one picked item's tile
        self.awaited = self._awaited()
        self.player = DryRunPlayer(meaning, self.errands, self.awaited)
        # Answers are checked on the worlds the code saw: kept only when the order asks.
        self._keeps_worlds = meaning is not None and asks_anything(meaning)
        # What a "Done" claims is checked on the run so far (agent.acceptance.promises).
        self.record = Record(start=world.copy(), positions=[world.companion.position],
                             statuses=self.run.statuses, seen=self.run.seen)
        self._watched = watched(meaning) if meaning is not None else ()
        # A change watched ("a bat is coming"), seen against the world the code saw the tick
        # before (kept only then): the last world saw() was given.
        self._changes = any(m.over_ticks(c) for c in self._watched)
        self._seen_before: World | None = None
        self._duties = tuple(Errand.of(a) for a in (meaning.acts if meaning is not None else ())
                             if a.action in DUTIES)
        self.logic = logic_problem(meaning, code) if meaning is not None and code else ""
        self.missing = errand_problem(meaning, code) if meaning is not None and code else ""
        self._last_world = world
        self._start_world = world.copy() if meaning is not None and meaning.has_logic else world
        self.whole: Judge = self  # the Judge of the whole run, when this one saw its window
        self._see_targets(world)

    @property
    def active(self) -> bool:
        return self.meaning is not None and bool(self.meaning.steps)

    @property
    def ends_by_itself(self) -> bool:
        """Whether the order, as it starts in this world, is an errand that ends with a Done of
        its own: something to do (a question alone is judged on its answer, in the first
        ticks), no duty or watch that lasts until another order, and nothing waited for first
        (which a player standing still may never bring about) but turns counted."""
        if not (self.active and self.meaning is not None and self.meaning.understood):
            return False
        # Turns counted first ("stay here for 4 turns, then ...") are over by themselves.
        steps = self.meaning.acts if self.plan.waits else self.plan.steps
        return (any(isinstance(s, m.Act) for s in steps)
                and self.plan.waits_for is None and not self.plan.watched
                and not endless(self.meaning, self.record))

    # -- fed by the validator ------------------------------------------------------------------

    def saw(self, status: str, done: bool, world: World) -> None:
        """The code's status for ``world`` (as it saw it, before the game's step)."""
        run = self.run
        run.ticks += 1
        self.record.ticks = run.ticks
        # Once what it waits for has held, the wait is over, even when it stops holding (the
        # companion came after the player who walked off).
        if run.ticks == 1 or run.waiting:
            run.waiting = self._waits_now(world)
        self._note_held(world)
        if self._changes:
            self._seen_before = world.copy()
        if done:
            self.record.done_at = self.record.done_at or run.ticks
            if not run.acted and not run.reason and not self.leading and not self.plan.waits:
                run.done_early = run.done_early or self._unfinished(world)
            if not run.done_early and not run.done_short and self.meaning is not None:
                run.done_short = self._claimed(world)
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
                if run.waiting and not run.moved_waiting:
                    (r, c) = world.companion.position
                    run.moved_waiting = f"at dry-run tick {run.ticks} (to row {r}, column {c})"
                run.acted = run.moved = True
                run.moved_from_to = (self.start, world.companion.position)
            elif event.kind in ("pickup", "defeat", "handover"):
                run.acted = run.gains = True
                named = [k for k in (*ITEM_NAMES, *MONSTER_KINDS) if k in event.text.lower()]
                if event.kind == "pickup":
                    run.picked += named[:1]
                    self.record.picked += [(n, world.companion.position) for n in named[:1]]
                    self.record.picked_at += [run.ticks] * len(named[:1])
                elif event.kind == "defeat":
                    run.defeated += [k for k in named if k in MONSTER_KINDS][:1]
                    self.record.defeated += [(k, run.ticks) for k in named
                                             if k in MONSTER_KINDS][:1]
        if run.seen and self._keeps_worlds:
            run.seen.append(world.copy())
        self._note_where(world)
        if not run.fired and self.plan.watched:
            run.fired = any(_holds(c, world, self._seen_before, self.record.start)
                            for c in self.plan.watched)
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
        if self.missing:
            return Verdict("missing_step", self.missing + ".")
        wrong = self._wrong_branch()
        if wrong:
            return Verdict("wrong_branch", wrong)
        if took := self.kept_off.taken(self.record.picked):
            return Verdict("not_asked", f"the companion picked up {took} each tick before the "
                           "step that moves, and every skill walks round it.")
        if foe := self.kept_off.fought(self.record.defeated):
            return Verdict("not_asked", f"the companion defeated {foe}.")
        answered = self._answered() if self.leading else None
        if answered is not None:
            return answered
        if self.leading and not self.errands and not self.plan.watched and run.acted:
            # "what do i need to kill bats?": the words, not an errand whose statuses name them
            did = (f"picked up the {run.picked[0]}" if run.picked else
                   f"defeated a {run.defeated[0]}" if run.defeated else "moved")
            return Verdict("no_answer", f"the order asks only for words, but the companion {did}"
                           " in the dry run. Answer in the status and move nothing, then "
                           '"Done" on the next tick.')
        if run.done_short:
            return Verdict("done_too_soon", 'you returned "Done" before the order was carried '
                           f"out: {run.done_short}. Return a status that says what the companion "
                           'is doing while it works, and "Done" only once all of the order is '
                           "carried out.")
        if self.leading:
            return None
        went = detour(self.meaning, self.record, self.plan) if self.meaning else ""
        if went:
            return Verdict("not_asked", went + ".")
        found = self._errand_verdict()
        if found is not None:
            return found
        timed = timing(self.meaning, self.record, gave_up=self.gave_up) if self.meaning else None
        if timed is not None:
            return Verdict(*timed)
        never = self._never_done()
        return Verdict("never_done", never) if never else None

    def _errand_verdict(self) -> Verdict | None:
        run = self.run
        if run.moved_waiting:  # before what it waits for came to hold (it may never)
            waited = self._waited() if self.plan.waits else self._stayed()
            if waited is not None:
                return waited
        if self.plan.waits or run.fired:
            return None
        first = self.errands[0] if self.errands else None
        if first is not None and first.action == m.STAY:
            return self._stayed()
        if first is not None:
            return self._progressed()
        return None

    def _never_done(self) -> str:
        """An order that ends by itself, and no Done long after it could have come: the order's
        counted turns, then LEG_WALKS walks across the maze for each of its legs, are over, and
        what it promises is not done ("explore for 20 turns, then come back" explored on and on;
        "walk in a square and come back" came back and stood there). "" when it may still come."""
        meaning, run = self.meaning, self.run
        if meaning is None or self.record.done_at or not self.ends_by_itself:
            return ""
        turns = sum(s.turns for s in meaning.walk() if isinstance(s, m.Repeat))
        reach = max(walking_distances(self.record.start, self.start).values(), default=0)
        legs = max(walks_taken(meaning.steps, self.record.start), 1)
        late = run.ticks >= turns + LEG_WALKS * (reach + 1) * legs
        if not late and not self._stopped(turns):
            return ""
        said = [s for s in run.statuses if s.strip()]
        if said and self._claim(said[-1], self._last_world) is True:
            return ""  # held back, and it says by what (a monster in the way, no way there)
        unmet = self.unmet()
        if not unmet:
            return ""
        timed = [s for s in meaning.walk() if isinstance(s, m.Repeat) and s.turns]
        how = (f'"{timed[-1].words or words.step(timed[-1])}" lasts {timed[-1].turns} turns, then '
               "the order goes on: count the turns in the code (ai.turns = (ai.turns or 0) + 1) "
               "and stop that step when they are over. " if timed else "")
        return (f'after {run.ticks} dry-run ticks the code had never returned "Done" and the '
                f"order is not carried out: {unmet} (its last status was "
                f'{shown(run.statuses[-1:]) or "none"}). {how}Do each step of the order in '
                'turn, and return "Done" once all of it is carried out.')

    def _stopped(self, turns: int) -> bool:
        """Whether the companion has stood still for the last STOPPED_TICKS ticks, after the
        order's counted turns, having moved before ("walk in a square and come back": came
        back, then stood there for good)."""
        path = self.record.positions
        if len(path) <= turns + STOPPED_TICKS or len(set(path)) < 2:
            return False
        return len(set(path[-STOPPED_TICKS - 1:])) == 1

    # -- what a Done claims --------------------------------------------------------------------

    def _note_where(self, world: World) -> None:
        """Where the companion stands after a tick, how near each monster kind came, whether
        the order's duties are held (from DUTY_FROM_TICK on)."""
        record = self.record
        here = world.companion.position
        record.positions.append(here)
        nearest: dict[str, int] = {}
        for mo in world.monsters():
            d = manhattan(here, mo.position)
            if d < nearest.get(mo.kind, 1 << 30):
                nearest[mo.kind] = d
        record.nearest.append(nearest)
        if self.run.ticks >= DUTY_FROM_TICK and any(
                satisfied(e, world, self.start_defeated) is False for e in self._duties):
            record.duty_missed.append(self.run.ticks)
        for duty in self._duties:
            if duty.action == m.KEEP_DISTANCE and duty.act is not None and duty.act.thing:
                gaps = [manhattan(here, s.position)
                        for s in facts.spots(world, duty.act.thing.kind)]
                if gaps:
                    record.kept.append(min(gaps))
                break
        self._note_held(world)

    def _note_held(self, world: World) -> None:
        for cond in self._watched:
            if cond not in self.record.held and _holds(cond, world, self._seen_before,
                                                       self.record.start):
                self.record.held.add(cond)

    @property
    def gave_up(self) -> bool:
        """Whether the code said why it cannot go on, in a giving up the world bears out."""
        return bool(self.run.reason) and bool(_GAVE_UP_RE.search(self.run.reason.lower()))

    def unmet(self) -> str:
        """What the order promises that the run has not done by its last tick ("" when all of
        it is done, or a reason the world bears out was said last)."""
        return self._claimed(self._last_world) if self.meaning is not None else ""

    def _claimed(self, world: World) -> str:
        """Why the "Done" said in ``world`` is not earned ("" when it is, or when the status
        before it gave a reason the world bears out for what is not done: a skill that gives
        up says why, then Done; an order that lasts until another has no reason to end).
        "There is no gorgon left" excuses a gorgon not defeated, not a return never made."""
        assert self.meaning is not None  # only judged with a meaning
        said = [s for s in self.run.statuses if s.strip()]
        why = broken(self.meaning, self.record, world)
        if said and _GAVE_UP_RE.search(said[-1].lower()) and self._claim(said[-1],
                                                                         world) is True:
            if not why or excuses(said[-1], why):
                return endless(self.meaning, self.record)
        return why

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
        why = unanswered(self.leading, self.run.statuses, self.run.seen or [self._first_world],
                         ticks=self.run.ticks, names=self.names, first=self._first_world)
        return Verdict("no_answer", why) if why else None

    @property
    def _first_world(self) -> World:
        return self.run.seen[0] if self.run.seen else self._start_world

    # -- waiting first -------------------------------------------------------------------------

    def _awaited(self) -> m.Cond | None:
        """The condition the order waits for before anything else, standing still: its first
        step waits for it ("wait until …, then …"), or stays until it holds ("don't move until
        …, then …")."""
        plan = self.plan
        if plan.waits:
            return plan.waits_for
        first = self.errands[0] if self.errands else None
        if plan.watched and first is not None and first.action == m.STAY:
            return plan.watched[0]
        return None

    def player_move(self, world: World) -> str | None:
        """The dry run's player's move this tick (``agent.acceptance.player``)."""
        return self.player.move(world)

    def _waits_now(self, world: World) -> bool:
        """Whether the order still waits in ``world`` (as the code saw it this tick): what it
        waits for does not hold yet, or its counted turns are not over. Unknown: not."""
        plan = self.plan
        cond = self.awaited
        if cond is not None:
            try:
                return not facts.holds(world, cond, self._seen_before, self.record.start)
            except facts.Unknowable:
                return False
        if plan.waits:
            return self.run.ticks < plan.wait_turns  # the last counted turn may start the next
        return False

    def _waited(self) -> Verdict | None:
        """An order that starts by waiting: the companion makes no move until it is over (a
        monster coming close is the one reason to step away)."""
        run = self.run
        if run.reason and _DANGER_RE.search(run.reason.lower()):
            return None
        cond = self.awaited
        until = (f"until {words.cond(cond)}" if cond is not None
                 else f"for {self.plan.wait_turns} turns")
        return Verdict("no_wait",
                       f"the order asks the companion to wait {until} before it does anything, "
                       f"but it moved {run.moved_waiting} while it should still wait. Check that "
                       "every tick, make no move and return a status such as \"Waiting\" "
                       "until it is over; only then do what comes next.")

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
        goal = " and then ".join(goal_of(p) for p in self.errands[:2])
        got = shown(run.statuses) or "no status"
        nearest = self._nearest_target()
        if run.moved:  # exploring, walking a way: moving is the errand, whatever it nears
            if not nearest or run.ticks < AWAY_CHECK_TICKS or self.errands[0].action in ROAMS:
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
        skill = skill_call(first)
        hint = ("Take one step towards the goal every tick (local path = "
                "ai:find_path_to(target.position); if #path > 0 then ai:move(path[1]) end)")
        if skill and skill.split("(")[0] in self.names:
            hint += f", or call {skill}"
        return hint + ", or say in the status what stops the companion."

    def _fine_now(self) -> bool:
        """The world already is as the order's errands want it (following while close,
        nothing left to do), so standing still is right."""
        for errand in self.errands:
            if satisfied(errand, self._last_world, self.start_defeated) is not True:
                return False
        return True

    def _nearest_target(self) -> _Target | None:
        known = [t for t in self.run.targets.values() if t.baseline is not None]
        return min(known, key=lambda t: t.baseline or 0) if known else None

    def _unfinished(self, world: World) -> str:
        """Why the order is not yet carried out in ``world``; "" when it is."""
        for errand in self.errands:
            if errand.action in m.ENDLESS:
                if self.plan.for_turns and self.run.ticks >= self.plan.for_turns:
                    continue  # "follow me for 10 turns": over after them
                order = self.meaning.order.strip() if self.meaning else "this order"
                return (f'"{order}" lasts until the player gives another '
                        'order: return a status every tick and never "Done"')
            if errand.action == m.EXPLORE:
                return "nothing has been explored yet"
            if errand.action in (m.WALK, m.SQUARE) or (errand.action == m.GO_TO
                                                       and not errand.items):
                return "the companion has not moved yet"
            if satisfied(errand, world, self.start_defeated) is False:
                return not_yet(errand, world)
        return ""

    # -- targets and claims --------------------------------------------------------------------

    def _see_targets(self, world: World) -> None:
        self._last_world = world
        if not self.errands or self.run.gains or self._shrank():
            return  # progress is shown: no need to walk the maze every tick
        distances = walking_distances(world, world.companion.position)
        for key, what, pos in targets(self.errands, world):
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
            seen = reachable_thing(world, items, monsters)
            if seen is None:
                return True
            name, (r, c) = seen
            return (f'"{status}", but there is a {name} at row {r}, column {c}, which the '
                    "companion can walk to")
        if _PLAYER_REASON_RE.search(text):
            kinds = {k for w in re.findall(r"[a-z']+", text) for n in [lx.kind_of(w)] if n
                     for k in lx.concrete(n)}
            if player_in_the_way(self.errands, world, kinds):
                return True
            return f'"{status}", but the player is not in the way'
        if _UNABLE_RE.search(text):
            return True
        if _MONSTER_REASON_RE.search(text):
            if blocker_near_the_way(self.errands, world):
                return True
            return f'"{status}", but no monster is near the way'
        return None


def _holds(cond: m.Cond, world: World, before: World | None = None,
           began: World | None = None) -> bool:  # began: what a party Moved from (facts)
    try:
        return facts.holds(world, cond, before, began)
    except facts.Unknowable:
        return False


def _at(target: _Target) -> str:
    return f"row {target.position[0]}, column {target.position[1]}"
