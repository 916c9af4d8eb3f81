"""A weapon taken for a fight it cannot win: "get the bow and kill the gorgon", "grab the bow, then
go kill the gorgon", "equip the sword and kill the bats", "arm yourself with the bow and kill the
gorgon", "if you have the bow, kill the gorgon". A person reads the weapon as what the fight is
fought with; the fight would take the weapon that defeats the monster on its own (the sword for the
gorgon, the bow for a bat) and so do something else than what was said, as if that were the order.
The fight is refused in words saying what the monster takes, as "kill the gorgon with the bow" and
"shoot the gorgon" are (``weapons.fought_with``).

A weapon is taken for the fights said right after it: a run of fetches (a weapon, an arrow), then
fights and goings to monsters, in one sequence of steps (a branch, a repeated body). A fight in the
run that the weapon taken (or one taken before in the order) defeats gives the weapon its use, and
the others in the run are read as said: "get the bow, then kill the bat and the gorgon" (the bow
for the bat; the gorgon's fight takes the sword, which nobody was told it would not). Read as said
too: a fight said with its weapon ("... kill the gorgon with the sword", "fetch the sword and then
shoot the bat": the bow, by the verb), a fight on a monster of any kind ("kill the nearest
monster"), a weapon brought to the player ("get me the bow and kill the gorgon", "bring the bow to
me, then kill the gorgon") or taken and then brought back ("get the bow. Then come back to me. Kill
the gorgon.": the bow carried back to the player is the errand, as "get the bow and come back"
says; the fight after it is a new errand), and an arrow alone ("get an arrow and kill the gorgon":
an arrow is no weapon, it is what the bow shoots, and is often gathered for its own sake). A
condition that the companion holds a weapon arms its first branch ("if you have the bow, kill the
gorgon"), one that it does not, the other, and one right after a weapon is taken both ("get the
bow, then if the gorgon is near, kill it", unless a fight in it is one the weapon wins); a
condition after which it holds one in either branch arms the steps after it ("if you don't have the
bow, get it. Then kill the gorgon."); so does what the companion is told it carries, before or
after the order ("you've got the sword, so kill the bat", "You have the bow. Kill the gorgon.",
``worries.carried_said``), which the refusal then speaks of (it was not understood alone). Read
after the order's steps (``reader``, after ``ranks.picks_kept``), once the fights on "it" are known
(``armed_then_it``)."""

from __future__ import annotations

import re
from dataclasses import dataclass, field, replace

from agent.reading import lexicon as lx, meaning as m, worries
from agent.reading.patterns import lazy
from agent.reading.weapons import WITH_ANY, fought_with, named_by_verb
from game.world import ARROW, WEAKNESS

_WEAPONS = frozenset(lx.WEAPONS)


@dataclass
class _Run:
    """The steps of one run: the weapons taken for it, and where its fights stand."""
    weapons: set[str] = field(default_factory=set)
    fights: list[int] = field(default_factory=list)


def kept(steps: list[m.Step], text: str = "") -> list[m.Step]:
    """The steps, each fight that a weapon was taken for and cannot win refused in words; in
    the order's ``text``, a weapon the companion is told it carries is taken for the first."""
    if not any(isinstance(s, m.Act) and s.action is m.ATTACK for s in m.walk(tuple(steps))):
        return steps
    carried = told(text)
    out = list(_sequence(tuple(steps), frozenset(), carried))
    if out == steps:
        return steps
    # what the companion was told it carries, left unread, is what the refusal says
    return [s for s in out if not _premise(s)] if carried else out


# A statement of what the companion carries, said apart from the order ("you've got the sword,
# so kill the bat", "since you have the bow, kill the gorgon", "You carry the sword. Go and kill
# the bat!"): the pieces between marks and "so", each without the word that gives it as a reason.
_PIECES = lazy(r"\s*(?:[.,;:!?]+|\bso\b)\s*")
_AS_REASON = lazy(rf"^(?:now that|{lx.alt(lx.REASON_OPENS)})\s+")


def told(text: str) -> frozenset[str]:
    """The weapons ``text`` says the companion carries (``worries.carried_said``)."""
    low = text.lower()
    if not worries.premised(frozenset(re.findall(r"[a-z']+", low))):
        return frozenset()
    return frozenset(kind for piece in _PIECES.split(low)
                     for kind in worries.carried_said(_AS_REASON.sub("", piece))
                     if kind in _WEAPONS)


def _sequence(steps: tuple[m.Step, ...], held: frozenset[str],
              armed: frozenset[str]) -> tuple[m.Step, ...]:
    """``steps`` mended, ``held``: the weapons taken before them; ``armed``: those a condition
    says the companion holds as they start (a run's weapons)."""
    out: list[m.Step] = []
    run = _Run(set(armed)) if armed else None
    for step in steps:
        fetched = _fetched((step,))
        if run is not None and not run.fights and (fetched or _kind_fetched(step) == ARROW):
            run.weapons |= fetched  # "take the bow and an arrow and ..."
        elif run is not None and _in_run(step):
            if isinstance(step, m.Act) and step.action is m.ATTACK:
                run.fights.append(len(out))
        else:
            _ended(out, run, held)
            step = _nested(step, held, _arming(run, step))
            run = _Run(set(now)) if (now := fetched or _armed_after(step)) else None
        out.append(step)
        held |= _taken(step)
    _ended(out, run, held)
    return tuple(out)


def _in_run(step: m.Step) -> bool:
    """A step that goes on with a run: a fight, a going to a monster, a word said (the note
    that one hit defeats a gorgon), what the companion is told it carries, left unread."""
    if isinstance(step, m.Say) or _premise(step):
        return True
    if not isinstance(step, m.Act):
        return False
    if step.action is m.ATTACK:
        return True
    return (step.action is m.GO_TO and step.place is not None and step.place.thing is not None
            and lx.is_monster(step.place.thing.kind))


def _premise(step: m.Step) -> bool:
    """Whether ``step`` is what the companion is told it carries, left unread ("You have the
    bow.")."""
    return isinstance(step, m.Unknown) and bool(worries.carried_said(
        step.words.lower().strip(" .!?,")))


def _ended(out: list[m.Step], run: _Run | None, held: frozenset[str]) -> None:
    """The run over: its fights refused where its weapon was taken for them in vain."""
    if run is not None and run.fights:
        _refused(out, run, held)


def _refused(out: list[m.Step], run: _Run, held: frozenset[str]) -> None:
    """Each fight of ``run`` (at its place in ``out``) refused where the weapons taken for it
    defeat none of the run's monsters and none is said with its weapon."""
    fights = [out[i] for i in run.fights]
    kinds: set[str] = set()
    for fight in fights:
        if not isinstance(fight, m.Act) or fight.thing is None or WITH_ANY.search(
                fight.words) or named_by_verb(fight.words):
            return
        kinds |= set(lx.concrete(fight.thing.kind))
    if not kinds <= WEAKNESS.keys() or any(WEAKNESS[k] in run.weapons | held for k in kinds):
        return
    weapon = sorted(run.weapons)[0]
    for at, fight in zip(run.fights, fights, strict=True):
        assert isinstance(fight, m.Act) and fight.thing is not None
        said = replace(fight, words=fight.words.strip())  # " go kill ...", as split
        out[at] = fought_with(said, fight.thing, weapon, said.words) or fight


def _taken(step: m.Step) -> frozenset[str]:
    """The weapons a step fetches (every branch of it)."""
    return _fetched(tuple(m.walk((step,))))


def _arming(run: _Run | None, step: m.Step) -> frozenset[str]:
    """The weapons ``run`` takes for the fights in ``step`` (a condition right after them):
    none where one of those fights is one the weapons win ("get the bow, then if the gorgon is
    near, kill it, otherwise kill the bat": the bow for the bat)."""
    if run is None or run.fights:
        return frozenset()
    won = any(isinstance(s, m.Act) and s.action is m.ATTACK and s.thing is not None
              and any(WEAKNESS.get(k) in run.weapons for k in lx.concrete(s.thing.kind))
              for s in m.walk((step,)))
    return frozenset() if won else frozenset(run.weapons)


def _nested(step: m.Step, held: frozenset[str], armed: frozenset[str]) -> m.Step:
    """A step that holds steps, each sequence in it mended; a condition that the companion
    holds a weapon arms the branch it holds in, and a condition right after a weapon is taken
    both ("get the bow, then if the gorgon is near, kill it")."""
    if isinstance(step, m.Choice):
        has, has_not = _held_if(step.cond)
        return replace(step, then=_sequence(step.then, held, has | armed),
                       otherwise=_sequence(step.otherwise, held, has_not | armed))
    if isinstance(step, m.Watch):
        return replace(step, during=_sequence(step.during, held, frozenset()),
                       then=_sequence(step.then, held, frozenset()))
    if isinstance(step, m.Repeat):
        return replace(step, body=_sequence(step.body, held, frozenset()))
    return step


def _armed_after(step: m.Step) -> frozenset[str]:
    """The weapons the companion holds after a condition whatever it decides: "if you don't
    have the bow, get it. Then kill the gorgon." (the bow, held or taken)."""
    if not isinstance(step, m.Choice):
        return frozenset()
    has, has_not = _held_if(step.cond)
    return (has | _fetched(step.then)) & (has_not | _fetched(step.otherwise))


def _fetched(steps: tuple[m.Step, ...]) -> frozenset[str]:
    """The weapons ``steps`` fetch (not those fetched in a branch or a repeat of them)."""
    return frozenset(k for s in steps if (k := _kind_fetched(s)) is not None and k in _WEAPONS)


def _kind_fetched(step: m.Step) -> str | None:
    """What kind of thing ``step`` fetches, if it is a fetch."""
    if isinstance(step, m.Act) and step.action is m.FETCH and step.thing is not None:
        return step.thing.kind
    return None


def _held_if(cond: m.Cond) -> tuple[frozenset[str], frozenset[str]]:
    """The weapons the companion holds where ``cond`` holds, and where it does not."""
    if isinstance(cond, m.Has) and cond.who == m.COMPANION and cond.item in _WEAPONS:
        return frozenset((cond.item,)), frozenset()
    if isinstance(cond, m.Not):
        has, has_not = _held_if(cond.cond)
        return has_not, has
    return frozenset(), frozenset()
