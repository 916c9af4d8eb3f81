"""What a fight is said to be fought with ("with the bow", "with your bare hands", "with a
rock"): a weapon that cannot defeat the monster, no weapon or something the game does not have is
refused in words, with what it takes."""

from __future__ import annotations

import re

from agent.reading import lexicon as lx, lexicon_closers as lcl, lexicon_parts as lp, meaning as m
from agent.reading.patterns import lazy
from agent.reading.tokens import pointed_at
from game.world import NEEDS

# A thing of the game said as what an errand is done with ("with the sword", "using a bow").
WITH_ITEM = lazy(r"^(?:with|using) (?:the |a |an |your |my )?(?P<item>"
                 + lx.noun_pattern(lx.ITEM_KINDS) + r")\b")
# A fight without a weapon, or with something the game does not have.
_NO_WEAPON = lazy(r"^(?:with (?:your |my |his |its |their )?(?:bare )?(?:hands|fists|feet|teeth)"
                  r"|bare[- ]?handed|unarmed|without (?:a |any )?weapons?|with no weapons?)\b")
_WITH_OTHER = lazy(r"^(?:with|using) (?!(?:it|them|that|this|care|caution|me|us)\b)\w")
_WITH_IT = lazy(r"^(?:with|using) (?:it|them|that|this)$")
# The weapon left to the companion ("with whatever you think works", "with the right weapon"):
# the fight takes what defeats the monster anyway.
_WITH_CHOSEN = lazy(rf"^(?:with|using) (?:(?:whatever|whichever)(?: {lx.alt(lp.WEAPON_WORDS)})? "
                    rf"(?:you think )?(?:works?|it takes|is needed|is best|does the job|"
                    rf"{lx.alt(lcl.LEFT_LIKED)})|(?:the )?(?:right|proper|correct|best|needed) "
                    rf"{lx.alt(lp.WEAPON_WORDS)})$", re.I)


def said_with(step: m.Act, foe: m.Thing, rest: str) -> m.Unknown | None:
    """What cannot be done when the words after a fight say what it is fought with ("with the
    bow", "with your bare hands", "with a rock"); None when it may be."""
    if (weapon := WITH_ITEM.match(rest)):
        item = lx.kind_of(weapon.group("item"))
        return None if item is None else fought_with(step, foe, item, rest)
    if _NO_WEAPON.match(rest) or _WITH_OTHER.match(rest):
        return fought_with(step, foe, None, rest)
    return None


def fought_with(step: m.Act, foe: m.Thing, item: str | None, rest: str) -> m.Unknown | None:
    """What cannot be done when a fight says what it is fought with (``item``, None for no
    item of the game): a weapon that does not defeat the monster ("kill the gorgon with the
    bow"), no weapon ("with your bare hands") or something the game does not have ("with a
    rock"); None when it may be."""
    needs = {k: " and ".join(f"the {n}" for n in NEEDS.get(k, ())) for k in lx.concrete(foe.kind)}
    if item is not None:
        for kind, takes in needs.items():
            if item not in NEEDS.get(kind, ()):
                return m.Unknown(step.words or rest, m.Reason.CANNOT,
                                 f"the {item} can't defeat the {kind}: it takes {takes}")
        return None
    takes = " and ".join(needs.values())
    return m.Unknown(step.words or rest, m.Reason.CANNOT, "I fight only with the game's "
                     f"weapons{': it takes ' + takes if takes else ''}")


def fought_with_it(step: m.Step, rest: str) -> m.Step | None:
    """ "shoot the bats with it": the fight, with the weapon "it" names (``tokens.pointed_at``),
    which it takes anyway; refused where that thing cannot defeat the monster ("get an arrow,
    then shoot the gorgon with it" fought the gorgon with the sword). None for other words."""
    if _WITH_CHOSEN.match(rest):
        return step  # "kill the bat with whatever works": the weapon it takes
    if not _WITH_IT.match(rest):
        return None
    it = pointed_at()
    if isinstance(step, m.Act) and step.action == m.ATTACK and step.thing is not None and (
            it is not None and lx.is_item(it.thing.kind)):
        return fought_with(step, step.thing, it.thing.kind, rest) or step
    return step


# A fight's verb that names its weapon, first in the fight's words ("shoot the gorgon", "go and
# stab the bat"), and the weapon so named.
_BY_VERB = {item: lazy(rf"^(?:\w+ ){{0,3}}?{lx.alt(verbs)}\b", re.I)
            for item, verbs in lx.FOUGHT_BY_VERB.items()}
WITH_ANY = lazy(r"\b(?:with|using)\b", re.I)


def fought_as_said(step: m.Step) -> m.Step:
    """A fight whose verb names the weapon ("shoot the gorgon": the bow; "stab the bat": the
    sword) refused in words where that weapon cannot defeat the monster, as "kill the gorgon with
    the bow" is, never fought with the other; a fight said with a weapon ("shoot the gorgon with
    the sword") or one the named weapon wins stays as it is."""
    if not (isinstance(step, m.Act) and step.action == m.ATTACK and step.thing is not None
            and step.words) or WITH_ANY.search(step.words) or len(
                lx.concrete(step.thing.kind)) != 1:
        return step  # "shoot the nearest monster": which one is known only when it starts
    if (item := named_by_verb(step.words)) is not None:
        return fought_with(step, step.thing, item, step.words) or step
    return step


def named_by_verb(words: str) -> str | None:
    """The weapon a fight's verb names ("shoot the bat": the bow), or None."""
    return next((item for item, verb in _BY_VERB.items() if verb.match(words)), None)
