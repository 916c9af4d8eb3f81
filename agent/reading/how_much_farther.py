"""How much farther (nearer) one thing is than another, asked ("how much farther from you is the
sword than the bow?", "how much closer to me is the bow than the sword?", "how many more tiles
away is the sword than the bow?", "how many steps farther is the sword than the arrow?"): the
difference of the two distances, an ``Ask`` of a value (the distance to the sword minus the
distance to the bow; the bow's minus the sword's for "closer"), from the companion, or from
the player where "me" is said; tiles as the crow flies, or steps walked where steps are asked.
Before, it was read as how many swords there are. Things picked by where they lie, one of us,
or words left over are not read here (the question is left to the rows after this one)."""

from __future__ import annotations

import re

from agent.reading import lexicon as lx, meaning as m
from agent.reading.patterns import lazy
from agent.reading.question_rows import Answer, Said
from agent.reading.tokens import Tokens, take_thing, tokenize

_WHOM = r"(?:\s+(?:from|to)\s+(?P<{}>you|yourself|me|us))?"
_ASKED = lazy(
    r"^(?:and\s+|so\s+)?how\s+(?:much|many\s+(?P<more>more\s+)?(?P<unit>tiles?|steps?|squares?))"
    rf"(?:\s+(?P<cmp>{lx.alt((*lx.NEARER, *lx.FARTHER))}))?(?P<away>\s+away)?{_WHOM.format('w1')}"
    rf"\s+(?:is|are)\s+(?P<a>.+?)(?:\s+(?P<cmp2>{lx.alt((*lx.NEARER, *lx.FARTHER))}))?"
    rf"(?:\s+away)?{_WHOM.format('w2')}\s+than\s+(?P<b>.+?)(?:\s+(?:is|are))?"
    rf"{_WHOM.format('w3')}\s*\??$",
    re.I,
)


# "how much nearer is the sword?": a difference asked with no "than".
_AGAINST_NONE = lazy(
    rf"^(?:and\s+|so\s+)?how\s+(?:much|many\s+(?:more\s+)?(?:tiles?|steps?|squares?))\s+"
    rf"{lx.alt((*lx.NEARER, *lx.FARTHER))}(?:\s+away)?\s+(?:is|are)\b",
    re.I,
)

WHY = (
    f"I can tell how much {lx.FARTHER[0]} one kind is than another from you or me "
    f'("how much {lx.FARTHER[0]} is the {lx.SWORD} than the {lx.BOW}?"), not of ones picked '
    "by where they lie or the same one twice"
)


def asked(words: dict[str, str], said: Said) -> Answer:
    """The difference of two distances asked; None for other words; said back without what it
    is measured against ("how much nearer is the sword?": it was how many swords there are)."""
    if not said.s.startswith(("how", "and how", "so how")):
        return None
    if " than " not in said.s:
        return m.Unknown(said.text, m.Reason.CANNOT, WHY) if _AGAINST_NONE.match(said.s) else None
    found = _ASKED.match(said.s)
    if found is None:
        return None
    cmp = (
        found["cmp"]
        or found["cmp2"]
        or (lx.FARTHER[0] if found["more"] and found["away"] else None)
    )  # "how many more tiles away is ..."
    a, b = _thing(found["a"]), _thing(found["b"])
    if cmp is None or (found["cmp"] and found["cmp2"]) or a is None or b is None or a == b:
        return m.Unknown(said.text, m.Reason.CANNOT, WHY)
    whoms = {w for w in (found["w1"], found["w2"], found["w3"]) if w}
    if len(whoms) > 1:
        return None
    origin = m.PLAYER if whoms & {"me", "us"} else m.COMPANION
    walk = (found["unit"] or "").startswith("step")
    far, near = (a, b) if cmp in lx.FARTHER else (b, a)
    value = m.Arith("-", m.DistanceTo(far, origin, walk), m.DistanceTo(near, origin, walk))
    return m.Ask(m.VALUE, value=value, words=said.text)


def _thing(words: str) -> m.Thing | None:
    """One thing of a kind named by ``words``, whole; None for anything else."""
    t = Tokens(tokenize(words))
    phrase = take_thing(t)
    if (
        phrase is None
        or not t.done
        or phrase.thing.is_party
        or phrase.thing.pick
        or (phrase.thing.quantity != 1 or phrase.plural)
    ):
        return None
    return m.Thing(phrase.thing.kind)
