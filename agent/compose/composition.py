"""An order's meaning in, its ``Composition`` out: the Lua that carries it out, or why there is
none (nothing to do, words not understood, a condition that cannot be decided)."""

from __future__ import annotations

from dataclasses import dataclass

from agent.compose.lua import NotComposable, bare_noun, with_start
from agent.compose.writer import Writer, kept_off
from agent.reading import facts, lexicon as lx, meaning as m, words
from agent.reading.said_counts import too_few
from agent.reading.the_one_asked import several_asked
from game.world import World

UPDATE = "function update_func(player, ai, monsters, items)\n{body}\nend\n"


@dataclass(frozen=True, slots=True)
class Composition:
    meaning: m.Meaning
    code: str = ""
    problem: str = ""  # why there is no code, in words for the player
    steps: tuple[str, ...] = ()  # what the code does, a phrase a step

    @property
    def complete(self) -> bool:
        return bool(self.code)


def compose(meaning: m.Meaning, world: World | None) -> Composition:
    """The Lua for ``meaning`` in ``world`` (None: no preconditions are added)."""
    if not meaning.steps:
        return Composition(meaning, problem="there is nothing in that order I could do")
    unknown = meaning.unknown
    if unknown:
        first = unknown[0]
        return Composition(meaning, problem=first.why or f"I don't understand \"{first.words}\"")
    try:
        if world is not None:
            check_knowable(meaning, world)
        writer = Writer(world)
        kept, steps = kept_off(meaning.steps)  # "..., but don't pick it up": before the steps
        body = kept + writer.block(steps, writer.state(), depth=1)
    except NotComposable as exc:
        return Composition(meaning, problem=str(exc))
    return Composition(meaning, UPDATE.format(body=with_start(meaning, body)),
                       steps=tuple(words.step(s) for s in meaning.steps))


def check_knowable(meaning: m.Meaning, world: World) -> None:
    """Conditions that compare a thing with itself, or ask about things there are none of,
    cannot be decided: said, not guessed; nor is an item named by a tile it does not lie on
    ("the arrow at row 3, column 3" where there is none: not the nearest arrow to it)."""
    _check_tiles(meaning, world)
    if (short := too_few(meaning, world)) is not None:  # "kill both gorgons": there is one
        raise NotComposable(short)
    if (which := several_asked(meaning, world)) is not None:  # "is the bat dead?": which bat?
        raise NotComposable(which)
    _check_ranked(meaning, world)
    for step in meaning.walk():
        conds: list[m.Cond] = []
        if isinstance(step, (m.Choice, m.Watch)):
            conds.append(step.cond)
        if isinstance(step, m.Ask) and step.check is not None:
            conds.append(step.check)
        for cond in conds:
            if m.over_ticks(cond) and not isinstance(step, m.Watch):
                raise NotComposable(f"whether {words.cond(cond)} is seen over two ticks: I "
                                    "can watch for it, not tell at a glance")
            _check_cond(cond, world, changing=isinstance(step, m.Watch))
        if isinstance(step, m.Ask) and step.value is not None:
            _check_expr(step.value, world)
        if isinstance(step, m.Ask) and step.asks == m.WHICH and len(step.things) == 2:
            a, b = step.things
            if a.kind == b.kind:
                raise NotComposable(f"that compares the {a.kind} with itself")


def _check_ranked(meaning: m.Meaning, world: World) -> None:
    """A fight of one picked by rank, or with one left out, that is not there ("kill the second
    nearest bat" with one bat): said, since attack given none fights the nearest monster of any
    kind. Monsters are never more than now, so one not there now never is."""
    for step in meaning.walk():
        t = step.thing if isinstance(step, m.Act) and step.action == m.ATTACK else None
        if t is not None and (t.rank > 1 or t.besides is not None) and facts.find(world, t) is None:
            n = len(facts.spots(world, t.kind))
            raise NotComposable(f"I can't fight {words.thing(t)}: there {'is' if n == 1 else 'are'}"
                                f" {n} {bare_noun(t.kind)}{'' if n == 1 else 's'}")


def _check_cond(cond: m.Cond, world: World, changing: bool) -> None:
    if isinstance(cond, m.Compare):
        if cond.left == cond.right:
            raise NotComposable(f"that compares {words.expr(cond.left)} with itself, so the "
                                "answer never changes")
        if not changing:
            for e in (cond.left, cond.right):
                _check_expr(e, world)
    elif isinstance(cond, m.Not):
        _check_cond(cond.cond, world, changing)
    elif isinstance(cond, (m.AllOf, m.AnyOf)):
        for c in cond.conds:
            _check_cond(c, world, changing)


def _check_expr(e: m.Expr, world: World) -> None:
    try:
        facts.value(world, e)
    except facts.Unknowable as exc:
        raise NotComposable(f"I can't tell: {exc}") from None


def _check_tiles(node: object, world: World) -> None:
    """Every item the meaning picks by its tile lies there (a monster moves: the nearest)."""
    if isinstance(node, m.Thing):
        _check_tiles(node.besides, world)  # "get an arrow, not the one at row 3, column 3"
        if node.on is not None and facts.find(world, node) is None:  # "the arrow 8 tiles below me"
            where = words.thing(node).removeprefix(f"the {bare_noun(node.kind)} ")
            raise NotComposable(f"I see no {bare_noun(node.kind)} {where}")
        at = m.tile_of(node.origin)
        if at is not None and lx.is_item(node.kind) and not any(
                s.position == at and not s.carried_by for s in facts.spots(world, node.kind)):
            raise NotComposable(f"I see no {bare_noun(node.kind)} at row {at[0]}, column {at[1]}")
    elif isinstance(node, tuple):
        for part in node:
            _check_tiles(part, world)
    elif hasattr(node, "__dataclass_fields__"):
        for name in node.__dataclass_fields__:
            _check_tiles(getattr(node, name), world)
