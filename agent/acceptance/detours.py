"""Whether a run went out of its way for something the order neither asks for nor needs: "you've
got an arrow already, so fetch the bow and then deal with the nearest bat", and the companion
walked across the maze for a second arrow before the fight, which came a hundred ticks late.

Only for orders of plain errands, each done where a thing is picked up or a monster falls
(fetch, bring, fight): a walk that explores, follows or patrols picks up what lies in its way, a
place gone to is no such mark of progress, and a choice may need what this run does not. A thing
picked up in passing is no detour: only one taken between two of the order's own steps that came
much later than the walk between them would take.

Pure: ``detour`` reads the ``Record`` of the run (``agent.acceptance.promises``).
"""

from __future__ import annotations

from collections import Counter

from agent.acceptance.maze import walking_distances
from agent.acceptance.promises import Record
from agent.reading import lexicon as lx, meaning as m
from game.world import CONSUMES, ITEM_NAMES, MONSTER_KINDS, NEEDS

PLAIN = (m.FETCH, m.BRING, m.ATTACK)
# A detour: the ticks between the two steps it came between are more than twice the walk
# between where they were done, and this many more.
DETOUR_SLACK = 10
ANY = 1 << 20  # as many as there are


def detour(meaning: m.Meaning, record: Record) -> str:
    """Why the run went out of its way for a thing the order does not want, in words ("" when
    it did not, or when the order is not one of plain errands)."""
    if not meaning.steps or not all(isinstance(s, m.Act) and s.action in PLAIN
                                    for s in meaning.steps):
        return ""
    allowed = _allowed(meaning, record)
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
        walk = walking_distances(record.start, record.positions[before]).get(
            record.positions[min(after, len(record.positions) - 1)])
        if walk is None or after - before <= 2 * walk + DETOUR_SLACK:
            continue
        carried = sum(1 for i in record.start.companion.items if i.name == name)
        why = f" (it carried {'one' if carried == 1 else carried} already)" if carried else ""
        return (f"the companion went out of its way for the {name} at row {r}, column {c}, "
                f"which the order does not ask for{why}: {after - before} ticks went by between "
                f"dry-run ticks {before} and {after}, where a walk of {walk} would do. Fetch only "
                "what the order names, and a fight's weapon only when the companion lacks it")
    return ""


def _allowed(meaning: m.Meaning, record: Record) -> Counter[str]:
    """How many of each item the order may have picked up: what it fetches, and what its
    fights need beyond what the companion carried at the start."""
    fetched: Counter[str] = Counter()
    needed: Counter[str] = Counter()
    for act in meaning.acts:
        thing = act.thing
        if thing is None or thing.is_party:
            continue
        kinds = lx.concrete(thing.kind)
        n = ANY if thing.every or thing.quantity is None else max(thing.quantity, 1)
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
