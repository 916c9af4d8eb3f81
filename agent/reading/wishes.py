"""What the player wishes for, said as a wish: "I want the sword" (brought), "the bow!", "we
need the bow" (fetched), "I want the gorgon dead" (a goal: the fight), and a wish kept beside
the errand said after it on the same thing ("I want the gorgon dead, go find it": one errand,
taken in by ``tidy``)."""

from __future__ import annotations

from agent.reading import lexicon as lx, lexicon_parts as lp, meaning as m
from agent.reading.errands import errand_on, read_errand
from agent.reading.patterns import lazy
from agent.reading.text import expand, strip_filler
from agent.reading.tokens import ThingPhrase

# "sword, please", "the bow!": an item named alone is wanted, as "I want the sword" is.
_THING_ALONE = lazy(r"^(?P<what>(?:the |a |an |some |my |your |that )?(?:"
                    + lx.noun_pattern(lx.ITEM_KINDS) + r"))$")
# "2 arrows.", "three arrows, please": a number of them alone is an amount to gather, as
# "arrows x2" is (fetched: the companion carries them).
_COUNT_ALONE = lazy(rf"^(?P<what>{lx.NUMBER_RE} (?:{lx.noun_pattern(lx.ITEM_KINDS)}))$")
# "I need the sword", "I want the bow": the player wants it brought.
_WANT = lazy(r"^i (?:really )?(?:want|need|would like|would love|could use)\s+(?P<what>.+)$")
_WE_NEED = lazy(rf"^we (?:really )?{lx.alt(lp.WE_NEED)}\s+(?P<what>.+)$")


def wished(text: str, asked: bool) -> m.Step | None:
    """The errand a wish asks for: "I want the sword" and "the sword!" brought to the player
    ("the sword?" asks what about it), "we need the bow" and "2 arrows." fetched by the
    companion, for the two of us; None for other words."""
    plain = expand(strip_filler(text))
    wanted = _WANT.match(plain) or (None if asked else _THING_ALONE.match(plain.strip(" !.")))
    counted = None if asked else _COUNT_ALONE.match(plain.strip(" !."))
    for found, verb in ((wanted, "bring"), (_WE_NEED.match(plain) or counted, "get")):
        if found:
            step, left = errand_on(verb, found.group("what"), text)
            if isinstance(step, m.Act) and not left:
                return step
    return None


def goal_before(before: str, named: ThingPhrase | None, errand: m.Act,
                asked: bool) -> m.Act | None:
    """ "I want the gorgon dead, go find it", "I want the bow, go find it": the wish said before
    an errand whose "it" is its thing (``named``), kept for the errand to take in; None for other
    words (a remark before the errand adds nothing to do) or the errand itself ("I want the
    gorgon dead, go get it": one fight)."""
    if named is None or not _WANT.match(plain := expand(strip_filler(before))):
        return None
    step = wished(before, asked) or (read_errand(plain) or (None, ""))[0]
    if not isinstance(step, m.Act) or step.thing is None or step.thing.kind != named.thing.kind:
        return None
    if (step.action, step.thing) == (errand.action, errand.thing):
        return None
    return step
