"""Whether a run went out of its way for something the order neither asks for nor needs: "you've
got an arrow already, so fetch the bow and then deal with the nearest bat", and the companion
walked across the maze for a second arrow before the fight, which came a hundred ticks late.

Only for orders of plain errands, each done where a thing is picked up or a monster falls
(fetch, bring, fight): a walk that explores, follows or patrols picks up what lies in its way, a
place gone to is no such mark of progress. A choice is judged by the branch its condition takes
in the world the run starts from, when every condition of the order can be decided there ("if
you've got an arrow already just get the bow, if not get an arrow first then the bow", carrying
none: an arrow, then the bow, and a second arrow fetched on the way is a detour); one decided
only later (a watch) may need what this run does not. A thing picked up in passing is no detour:
only one taken between two of the order's own steps that came much later than the walk between
them would take.

Pure: ``detour`` reads the ``Record`` of the run (``agent.acceptance.promises``).
"""

from __future__ import annotations

from collections import Counter

from agent.acceptance.maze import walking_distances
from agent.acceptance.plan import Expected
from agent.acceptance.promises import Record
from agent.reading import facts, lexicon as lx, meaning as m
from game.world import CONSUMES, ITEM_NAMES, MONSTER_KINDS, NEEDS

PLAIN = (m.FETCH, m.BRING, m.ATTACK)
# A detour: the ticks between the two steps it came between are more than twice the walk
# between where they were done, and this many more.
DETOUR_SLACK = 10
ANY = 1 << 20  # as many as there are


def detour(meaning: m.Meaning, record: Record, plan: Expected | None = None) -> str:
    """Why the run went out of its way for a thing the order does not want, in words ("" when
    it did not, or when the order is not one of plain errands). ``plan``: what the meaning asks
    in the world the run starts from (``agent.acceptance.plan``), for an order of choices."""
    acts = _plain(meaning, record, plan)
    if not acts:
        return ""
    allowed = _allowed(acts, record)
    taken: Counter[str] = Counter()
    asked: list[int] = []  # the ticks of the order's own steps: its pickups and its fights
    extra: list[tuple[str, tuple[int, int], int]] = []
    for (name, where), tick in zip(record.picked, record.picked_at, strict=False):
        taken[name] += 1
        if taken[name] > allowed[name]:
            extra.append((name, where, tick))
        else:
            asked.append(tick)
    asked += [tick for _, tick in record.defeated]
    end = record.done_at or len(record.positions) - 1
    for name, (r, c), tick in extra:
        before = max((t for t in asked if t < tick), default=0)
        after = min((t for t in asked if t > tick), default=end)
        if after <= tick:
            continue
        walk = _out_of_the_way(record, before, (r, c), after)
        if walk is None:
            continue
        carried = sum(1 for i in record.start.companion.items if i.name == name)
        why = f" (it carried {'one' if carried == 1 else carried} already)" if carried else ""
        return (f"the companion went out of its way for the {name} at row {r}, column {c}, "
                f"which the order does not ask for{why}: {after - before} ticks went by between "
                f"dry-run ticks {before} and {after}, where a walk of {walk} would do. Fetch only "
                "what the order names, and a fight's weapon only when the companion lacks it")
    return ""


def _out_of_the_way(record: Record, before: int, there: tuple[int, int],
                    after: int) -> int | None:
    """The walk between where the run stood at dry-run ticks ``before`` and ``after`` when it
    went out of its way for the thing at ``there`` between them (None when it did not): those
    ticks are more than twice that walk and DETOUR_SLACK more; or more than the walk and
    DETOUR_SLACK, the walk by way of ``there`` DETOUR_SLACK steps longer than the walk itself
    (a second arrow fetched on the way to the bow: not a thing lying on the way, picked up
    while the monsters held the companion back)."""
    start = record.positions[before]
    end = record.positions[min(after, len(record.positions) - 1)]
    walks = walking_distances(record.start, start)
    walk = walks.get(end)
    if walk is None:
        return None
    took = after - before
    if took > 2 * walk + DETOUR_SLACK:
        return walk
    to, on = walks.get(there), walking_distances(record.start, there).get(end)
    if to is None or on is None or took <= walk + DETOUR_SLACK:
        return None
    return walk if to + on > walk + DETOUR_SLACK else None


def _plain(meaning: m.Meaning, record: Record, plan: Expected | None) -> tuple[m.Act, ...]:
    """The plain errands the run is judged by: the order's steps, each a plain errand; or, for
    an order of choices and plain errands whose conditions are all decided in the world the run
    starts from, the errands of the branches taken (``plan``). () when it is no such order."""
    def plain(steps: tuple[m.Step, ...]) -> bool:
        return all(isinstance(s, m.Act) and s.action in PLAIN for s in steps)

    if not meaning.steps:
        return ()
    if plain(meaning.steps):
        return tuple(s for s in meaning.steps if isinstance(s, m.Act))
    if plan is None or plan.waits or plan.watched or not plan.steps or not plain(plan.steps):
        return ()
    if not all(isinstance(s, (m.Choice, m.Act)) for s in meaning.walk()):
        return ()
    for step in meaning.walk():
        if isinstance(step, m.Choice):
            try:
                facts.holds(record.start, step.cond)
            except facts.Unknowable:
                return ()
    return tuple(s for s in plan.steps if isinstance(s, m.Act))


def _allowed(acts: tuple[m.Act, ...], record: Record) -> Counter[str]:
    """How many of each item the order may have picked up: what it fetches, and what its
    fights need beyond what the companion carried at the start."""
    fetched: Counter[str] = Counter()
    needed: Counter[str] = Counter()
    for act in acts:
        thing = act.thing
        if thing is None or thing.is_party:
            continue
        kinds = lx.concrete(thing.kind)
        n = ANY if thing.every or thing.quantity is None else max(thing.quantity, 1)
        if act.action in (m.FETCH, m.BRING) and (thing.pick or thing.origin != m.COMPANION):
            # "the arrow that lies farthest south": another arrow on the way there is picked up
            # first; whether the right one was fetched is the reference's business
            n = ANY
        if act.action in (m.FETCH, m.BRING):
            for k in kinds:
                if k in ITEM_NAMES:
                    fetched[k] += n
        elif act.action == m.ATTACK:
            for monster in (k for k in kinds if k in MONSTER_KINDS):
                for item in NEEDS[monster]:
                    if item == CONSUMES[monster]:
                        needed[item] += n  # an arrow for each bat
                    else:
                        needed[item] = max(needed[item], 1)
    carried = Counter(i.name for i in record.start.companion.items)
    return Counter({k: fetched[k] + max(needed[k] - carried[k], 0) for k in ITEM_NAMES})
