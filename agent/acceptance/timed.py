"""Exploring for so many turns ("explore for 20 turns", "stay here for 4 turns, then explore for
20 turns, then come back"): the companion explores through its turns, and no longer.

- Stopped far too early: in its turns the companion found fewer new tiles (tiles it had not
  walked over before) than ``EARLY_SHARE`` of them, or of the tiles left to find when fewer
  (the explore skill finds one a tick but where it walks back out of a dead end).
- Never stopped: its turns and their slack (``Timed.late``) are over, and the order ended with
  the exploration and there is no "Done" (or a later one); or the order goes on ("then come
  back") and the companion did not come to what the next step walks to in the steps of the
  way there and half as many more, walking onto new tiles all the while.

Judged only where the exploration's start is known: the order's first step, or after turns
waited where the companion stands. Pure: reads a ``Record`` of the run (the Judge keeps it).
"""

from __future__ import annotations

from dataclasses import dataclass

from agent.acceptance.errands import FOLLOW_RANGE, targets
from agent.acceptance.maze import walking_distances
from agent.acceptance.plan import Errand
from agent.acceptance.promises import Record
from agent.reading import meaning as m, words
from game.world import Position

EARLY_SHARE = 1 / 3  # of its turns: new tiles found in them, at least
LATE_TICKS = 5  # ticks after its turns that a Done or the next step may take to come ...
LATE_SHARE = 1 / 4  # ... or this share of its turns, when more


@dataclass(frozen=True, slots=True)
class Timed:
    """An exploration for so many turns, as the run should see it."""

    start: int  # the tick it starts at (after the turns waited before it)
    turns: int
    words: str
    after: tuple[m.Step, ...]  # what the order does next

    @property
    def end(self) -> int:
        return self.start + self.turns

    @property
    def late(self) -> int:
        """The tick by which the exploration is over, slack included."""
        return self.end + max(LATE_TICKS, int(self.turns * LATE_SHARE))


def timed_exploration(meaning: m.Meaning) -> Timed | None:
    """The order's exploration for so many turns, when only turns waited come before it."""
    start = 0
    for i, step in enumerate(meaning.steps):
        if not (isinstance(step, m.Repeat) and step.turns):
            return None
        acts = [b for b in step.body if isinstance(b, m.Act)]
        if any(a.action == m.EXPLORE for a in acts):
            return Timed(start, step.turns, step.words or words.step(step),
                         meaning.steps[i + 1:])
        if len(acts) < len(step.body) or any(a.action != m.STAY for a in acts):
            return None
        start += step.turns  # "stay here for 4 turns, then ..."
    return None


def timing(meaning: m.Meaning, record: Record, *, gave_up: bool) -> tuple[str, str] | None:
    """The verdict's kind and words for an exploration that stopped far too early or ran on
    past its turns; None when it kept its time (or there is none, or the code gave up)."""
    timed = timed_exploration(meaning)
    if timed is None or gave_up:
        return None
    early = cut_short(timed, record)
    if early:
        return ("done_too_soon", f"{early}. Explore through all of its turns (count them in "
                "the code: ai.turns = (ai.turns or 0) + 1), then go on with the order.")
    late = ran_over(timed, record)
    if late:
        return ("never_done", f"{late}. Count the turns in the code (ai.turns = (ai.turns or "
                "0) + 1) and stop exploring when they are over, then go on with the order "
                '(or return "Done" when nothing follows).')
    return None


def cut_short(timed: Timed, record: Record) -> str:
    """Fewer new tiles found in its turns than EARLY_SHARE of them ("" when enough, or when the
    run ended before its turns did: a Done that early is judged as what Done claims)."""
    path = record.positions
    if len(path) <= timed.end or (record.done_at and record.done_at <= timed.end):
        return ""
    found = _found(path, timed.start, timed.end)
    reach = walking_distances(record.start, path[timed.start])
    left = len(reach) - len(set(path[:timed.start + 1]))
    if found >= EARLY_SHARE * min(timed.turns, left):
        return ""
    return (f'"{timed.words}" explores for {timed.turns} turns, and in them the companion '
            f"walked onto {found} tiles it had not been on before: it stopped exploring far "
            "too soon")


def ran_over(timed: Timed, record: Record) -> str:
    """The exploration went on long after its turns ("" when it stopped in time, or the run
    is too short to tell)."""
    if not timed.after:
        done = record.done_at
        if done and done <= timed.late or not done and record.ticks <= timed.late:
            return ""
        when = f'"Done" came at dry-run tick {done}' if done else (
            f'after {record.ticks} dry-run ticks there was no "Done"')
        last = min(done or record.ticks, len(record.positions) - 1)
        went = _found(record.positions, timed.end, last) >= EARLY_SHARE * (last - timed.end)
        return (f'"{timed.words}" lasts {timed.turns} turns, and {when}: the companion '
                f"{'went on exploring' if went else 'stood there'} long after them")
    return _not_heading_on(timed, record)


def _found(path: list[Position], start: int, end: int) -> int:
    """The tiles walked onto from tick ``start`` to ``end`` that it had not been on before."""
    return len(set(path[start + 1:end + 1]) - set(path[:start + 1]))


def _not_heading_on(timed: Timed, record: Record) -> str:
    """After the exploration's turns and their slack, the next step's walk: the companion comes
    to what it walks to (the player, a thing, a place) in the steps of the way there and half
    as many more (LATE_TICKS at least: a skill keeps clear of monsters on the way)."""
    act = next((s for s in m.walk(timed.after) if isinstance(s, m.Act)), None)
    if act is None or act.action not in (m.COME_BACK, m.GO_TO, m.FETCH, m.BRING):
        return ""
    errand = Errand.of(act)
    goals = [pos for _, _, pos in targets([errand], record.start)]
    path, late, done = record.positions, timed.late, record.done_at
    ways = [walking_distances(record.start, goal) for goal in goals]
    picked = [t for (name, _), t in zip(record.picked, record.picked_at, strict=False)
              if name in errand.items]

    def away(tick: int) -> int:
        return min((w[path[tick]] for w in ways if path[tick] in w), default=0)

    if not ways or len(path) <= late or (done and done <= late) or any(
            t <= late for t in picked):
        return ""  # nothing to walk to, over already, or came upon it while exploring
    by = late + away(late) + max(LATE_TICKS, away(late) // 2)
    if len(path) <= by or (done and done <= by) or any(t <= by for t in picked) or any(
            away(t) <= FOLLOW_RANGE for t in range(late, by + 1)):
        return ""
    if _found(path, late, by) < EARLY_SHARE * (by - late):
        return ""  # not exploring: held back, or lost on the way (judged as such elsewhere)
    return (f'"{timed.words}" lasts {timed.turns} turns, then the order goes on '
            f'("{act.words or words.step(act)}"), and at dry-run tick {by} the companion was '
            f"still {away(by)} steps from where that step goes: it went on exploring")
