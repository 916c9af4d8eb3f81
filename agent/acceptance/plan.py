"""What a meaning asks to happen first in one world (``expected``), and the errands of it as the
checks need them: what each is about, the questions that lead, what only the branches not taken
would fetch or fight."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from agent.reading import facts, lexicon as lx, meaning as m
from agent.reading.meaning import Meaning
from game.world import ITEM_NAMES, MONSTER_KINDS, NEEDS, Position, World


@dataclass(frozen=True, slots=True)
class Errand:
    """What one errand is about, as the checks need it."""

    action: m.Action
    items: tuple[str, ...] = ()
    monsters: tuple[str, ...] = ()
    player: bool = False
    every: bool = False
    act: m.Act | None = None  # the errand as read (a duty's post and bounds)

    @classmethod
    def of(cls, act: m.Act) -> Errand:
        thing = act.thing
        if act.action in (m.GO_TO, m.GUARD) and act.place is not None:
            thing = act.place.thing  # None for a tile counted from a thing: no errand on it
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
    # When it starts by waiting: the condition it waits for (None: it waits ``wait_turns``).
    waits_for: m.Cond | None = None
    wait_turns: int = 0
    # A duty done for some turns ("follow me for 10 turns"): how many, after which it is over.
    for_turns: int = 0


def expected(meaning: Meaning, world: World) -> Expected:
    steps: list[m.Step] = []
    other: list[m.Step] = []
    watched: list[m.Cond] = []
    waits = False
    waits_for: m.Cond | None = None
    wait_turns = 0
    for_turns = 0

    def add(seq: Iterable[m.Step]) -> None:
        nonlocal waits, waits_for, wait_turns, for_turns
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
                    if not step.every_time:
                        return  # what comes after it waits for the condition, as its own then
                elif not steps:
                    waits, waits_for = True, step.cond
                    return
                else:
                    return
            elif isinstance(step, m.Repeat):
                still = all(isinstance(b, m.Act) and b.action == m.STAY for b in step.body)
                if (not step.body or (step.turns and still)) and not steps:
                    # "wait 5 turns", "hold still for 4 turns, then ...": waiting first, and
                    # what comes after may start within the dry run
                    waits, wait_turns = True, step.turns
                    return
                for_turns = max(for_turns, step.turns)
                add(step.body)
            elif not (isinstance(step, m.Act) and step.action is m.Action.KEEP_OFF):
                steps.append(step)  # an item kept off is no errand: ``kept_off`` checks it

    add(meaning.steps)
    return Expected(tuple(steps), tuple(other), waits, tuple(watched), waits_for, wait_turns,
                    for_turns)


@dataclass(frozen=True, slots=True)
class KeptOff:
    """The items the order says not to pick up, which the companion keeps off all along: the
    kinds ("go stand next to the bow but don't pick it up": every bow), and the one picked items,
    each by the tile it lies on at the start ("go to the arrow by the left wall but don't take
    it": that arrow; the others may be picked up)."""

    kinds: frozenset[str] = frozenset()
    tiles: frozenset[tuple[str, Position]] = frozenset()
    foes: frozenset[str] = frozenset()  # monster kinds not to be fought ("don't fight it")

    def fought(self, defeated: Iterable[tuple[str, int]]) -> str:
        """How the first monster defeated (kind, tick) that is not to be fought is kept from
        the fight; "" when none."""
        for kind, _ in defeated:
            if kind in self.foes:
                return (f'a {kind}, which the order says not to fight: call keep_off("{kind}") '
                        "each tick before the step that moves, and every walk keeps out of its "
                        "reach")
        return ""

    def taken(self, picked: Iterable[tuple[str, Position]]) -> str:
        """The first item picked up (name, where) that is kept off, and how keep_off is called
        for it; "" when none."""
        for name, (row, col) in picked:
            if name in self.kinds:
                return f'the {name}, which the order says not to pick up: call keep_off("{name}")'
            if (name, (row, col)) in self.tiles:
                return (f"the {name} at row {row}, column {col}, which the order says not to pick "
                        f"up: call keep_off with that {name} (nearest(...) as the order picks it)")
        return ""


def kept_off(meaning: Meaning | None, world: World) -> KeptOff:
    """What ``meaning`` keeps off (``KeptOff``) in ``world`` as the order starts: one picked item
    that is none on the ground, every item of its kind (as keep_off(nearest(...) or "arrow"))."""
    kinds: set[str] = set()
    tiles: set[tuple[str, Position]] = set()
    foes: set[str] = set()
    for t in (s.thing for s in meaning.acts if s.action is m.Action.KEEP_OFF) if meaning else ():
        if t is not None and lx.is_monster(t.kind):
            foes.update(lx.concrete(t.kind))
            continue
        one = facts.find(world, t) if t and (t.pick or t.origin != m.COMPANION) else None
        if one is not None and not one.carried_by:
            tiles.add((one.kind, one.position))
        elif t is not None:
            kinds.update(lx.concrete(t.kind))
    return KeptOff(frozenset(kinds), frozenset(tiles), frozenset(foes))


def leading(steps: tuple[m.Step, ...]) -> tuple[m.Ask | m.Say, ...]:
    out: list[m.Ask | m.Say] = []
    for step in steps:
        if not isinstance(step, (m.Ask, m.Say)):
            break
        out.append(step)
    return tuple(out)


def only_other(plan: Expected) -> tuple[set[str], set[str]]:
    """Items and monster kinds that only the branches not taken would pick up or fight."""
    def kinds(steps: Iterable[m.Step]) -> tuple[set[str], set[str]]:
        items: set[str] = set()
        monsters: set[str] = set()
        for s in steps:
            if isinstance(s, m.Act) and s.thing is not None and not s.thing.is_party:
                errand = Errand.of(s)
                if s.action in (m.FETCH, m.BRING):
                    items |= set(errand.items)
                if s.action == m.ATTACK:
                    monsters |= set(errand.monsters)
                    items |= {n for k in errand.monsters for n in NEEDS[k]}
        return items, monsters

    taken = kinds(m.walk(plan.steps))
    other = kinds(plan.not_taken)
    return other[0] - taken[0], other[1] - taken[1]
