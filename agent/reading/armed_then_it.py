"""A fight on "it" right after a weapon is taken, where "it" is the monster named before, never
the weapon: "if you have the sword go hit the gorgon if not go get it first and then hit it"
(in the other branch: get the sword, then fight the gorgon), "the gorgon. get the sword and hit
it", "kill the bat? fine, grab the bow first and then shoot it", "the gorgon needs a bonk with
the sword. go get the sword first and then bonk him" (the fight said before done once, after the
weapon is taken). "It" read as the weapon taken
just before is a fight on an item (refused, "does not fit"); here it is the one kind of monster
named earlier in the order that the weapon defeats (``game.world.WEAKNESS``). A weapon that
defeats none of the monsters named, two kinds named, or none, leave it refused. A monster said
as a sentence alone before ("the gorgon.") is that "it", and no part left unread. Read after the
order's steps (``kept``, from ``ranks.picks_kept``)."""

from __future__ import annotations

from dataclasses import replace

from agent.reading import lexicon as lx, meaning as m
from agent.reading.patterns import lazy
from game.world import WEAKNESS

# "hit it", "and then hit it", "then go kill it", "and then bonk him" (a monster as "him" or "her",
# which the reader leaves unread elsewhere).
_FIGHT_IT = lazy(
    rf"^(?:and\s+)?(?:then\s+)?(?:go\s+(?:and\s+)?)?(?:{lx.ATTACKING}\s+(?:it|him|her)|"
    + "|".join(rf"{a}\s+(?:it|him|her)\s+{b}" for a, b in (  # "take it down", "finish it off"
        p.split() for p in lx.ATTACK_VERBS if p.count(" ") == 1))
    + r")\s*[.!]*$",
)
_HIM = (" him", " her")
_TAKES = (m.FETCH, m.BRING)


def _weapon(step: m.Step) -> str | None:
    """The weapon the step ends by taking: a fetch of it, or a choice whose other branch does."""
    if isinstance(step, m.Choice) and step.otherwise:
        return _weapon(step.otherwise[-1])
    if isinstance(step, m.Act) and step.action in _TAKES and step.thing is not None:
        return step.thing.kind if step.thing.kind in WEAKNESS.values() else None
    return None


def _monsters(steps: list[m.Step] | tuple[m.Step, ...]) -> set[str]:
    """The kinds of monster the steps name: fought, gone to, or said alone ("the gorgon.")."""
    kinds: set[str] = set()
    for step in m.walk(tuple(steps)):
        if isinstance(step, m.Act):
            for thing in (step.thing, step.place.thing if step.place else None):
                if thing is not None and thing.kind in WEAKNESS:
                    kinds.add(thing.kind)
        elif isinstance(step, m.Unknown) and (kind := _said_alone(step)) is not None:
            kinds.add(kind)
    return kinds


def _said_alone(step: m.Unknown) -> str | None:
    """The monster a part not understood names alone ("the gorgon", "that bat")."""
    said = step.words.lower().strip(" .!?,").split()
    if len(said) in (1, 2) and (len(said) == 1 or said[0] in ("the", "that", "this")):
        kind = lx.kind_of(said[-1])
        return kind if kind in WEAKNESS else None
    return None


def _named_in(cond: object) -> set[str]:
    """The kinds of monster a condition names ("if the gorgon is alive": the gorgon)."""
    kinds: set[str] = set()
    todo = [cond]
    while todo:
        node = todo.pop()
        if isinstance(kind := getattr(node, "kind", None), str) and kind in WEAKNESS:
            kinds.add(kind)
        for name in getattr(node, "__slots__", ()):
            value = getattr(node, name)
            todo += [v for v in (value if isinstance(value, tuple) else (value,))
                     if hasattr(v, "__slots__")]
    return kinds


def _said_before(low: str, steps: list[m.Step]) -> frozenset[str]:
    """The kinds of monster ``low`` (the order in lower case) names before the first fight on
    "it" in the steps ("oh no the gorgon!! get the sword and then take it down": the gorgon)."""
    fight = next((s.words.lower() for s in m.walk(tuple(steps)) if isinstance(s, m.Unknown)
                  and _FIGHT_IT.match(s.words.lower().strip())), "")
    before = low[:low.find(fight)] if fight and fight in low else ""
    return frozenset(k for w in before.split() if (k := lx.kind_of(w.strip(".,!?;:"))) in WEAKNESS)


def kept(steps: list[m.Step], text: str = "") -> list[m.Step]:
    """The steps, a fight on "it" after a weapon taken read as a fight on the monster named
    before that the weapon defeats; in the order's ``text`` too, where a remark that is no step
    names it ("oh no the gorgon!! get the sword and then take it down")."""
    if not any(
        isinstance(s, m.Unknown)
        and (
            s.reason is m.Reason.MISMATCH
            or (s.reason is m.Reason.NOT_UNDERSTOOD and s.words.rstrip(" .!").endswith(_HIM))
        )
        for s in m.walk(tuple(steps))
    ):
        return steps
    out = _mended(list(steps), _said_before(text.lower(), steps))
    if out == steps:
        return steps
    return [s for s in out if not (isinstance(s, m.Unknown) and _said_alone(s))]


def _mended(steps: list[m.Step], named: frozenset[str]) -> list[m.Step]:
    """``steps`` mended, ``named``: the monsters named before them (a choice's first branch
    for its other)."""
    out: list[m.Step] = []
    for step in steps:
        seen = named | _monsters(out)
        if isinstance(step, m.Choice):
            # "Should the gorgon yet live, take up the sword and slay it": the condition's too
            then = tuple(_mended(list(step.then), seen | _named_in(step.cond)))
            otherwise = tuple(_mended(list(step.otherwise), seen | _monsters(step.then)))
            step = replace(step, then=then, otherwise=otherwise)
        elif (
            out
            and isinstance(step, m.Unknown)
            and step.reason in (m.Reason.MISMATCH, m.Reason.NOT_UNDERSTOOD)
            and _FIGHT_IT.match(step.words.lower().strip())
            and (weapon := _weapon(out[-1])) is not None
        ):
            before = out[-1]
            if isinstance(before, m.Choice):
                seen |= _monsters(before.then)
            foes = {k for k in seen if WEAKNESS[k] == weapon}
            if len(seen) == 1 and len(foes) == 1:
                fight = m.Act(m.ATTACK, m.Thing(foes.pop()), words=step.words)
                if isinstance(before, m.Choice):
                    out[-1] = replace(before, otherwise=(*before.otherwise, fight))
                    continue
                step = fight
                if fight in out:  # "the gorgon needs a bonk. get the sword and bonk him": once
                    out.remove(fight)
        out.append(step)
    return out
