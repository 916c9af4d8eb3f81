"""Whether "the" monster of a kind is dead or alive ("is the bat dead?", "is the bat still
alive?"): the reader reads it as whether none of the kind is left (``count(bat) == 0``), which
answers it where the map holds one of the kind (the gorgon), or where every one of them is
defeated (whichever was meant, it is dead). With several of the kind and one still alive, "the
bat" names no one bat: the companion says so ("There are several bats: which one?") rather than
answer whether every bat is dead. "are the bats dead?", "is every bat dead?" ask of them all;
"is that bat dead?" names one the player sees, no more than "the bat" does. One picked by where
it lies ("is the nearest bat dead?", "is the bat in the top right dead?") is refused in words
(``picked_alive``): it was read as which bat is nearest, another question answered as if it were
this one, or not understood.

The composer sees the world and asks here (``several_asked``), as it asks ``said_counts``."""

from __future__ import annotations

from agent.reading import lexicon as lx, lexicon_parts as lp, meaning as m
from agent.reading.patterns import lazy
from game.world import MONSTER_KINDS, World

# "is the nearest bat dead?", "is the closest bat still alive?": one picked by its distance;
# "is the bat in the top right dead?", "is the bat near the bow still alive?": by where it lies.
_PICKED_ALIVE = lazy(rf"^(?:is|are|was|has|have)\s+the\s+(?:{lx.alt(lx.BY_DISTANCE)}\s+[a-z]+"
                     rf"|[a-z]+\s+(?:in|at|on|{lx.alt(lp.NEAR_IT)}|{lx.alt(lp.FAR_FROM_IT)})\s+"
                     r"[^?]+?)\s+(?:still\s+|already\s+|been\s+|now\s+)*(?:dead|alive|living"
                     rf"|standing|{lx.alt(lp.DEFEATED)})\b")
PICKED_ALIVE_WHY = ("I can tell whether every one of a kind is dead, not whether one picked by"
                    " where it lies is: the ones I see are alive")
_PICKED = "picked"  # what ``_the_one`` finds of one picked by where it lies
# "is the bat dead?", "has the bat been killed?": one of a kind named, with no pick after it.
_THE_ONE = lazy(r"\b(?:is|was|has|did)\s+(?:the|that|this)\s+"
                rf"(?:(?P<pick>{lx.alt(lx.BY_DISTANCE)})\s+)?(?P<noun>[a-z]+)\b")


def several_asked(meaning: m.Meaning, world: World) -> str | None:
    """Why a question of whether "the" monster of a kind is dead names no one, in words; else
    None."""
    for step in meaning.steps:
        if (kind := _the_one(step)) is None:
            continue
        if kind == _PICKED:  # "has the nearest bat been killed?"
            return PICKED_ALIVE_WHY
        every = [e for e in world.monsters(alive_only=False) if e.kind == kind]
        if len(every) > 1 and any(e.alive for e in every):
            return f"There are several {kind}s: which one?"
    return None


def _the_one(step: m.Step) -> str | None:
    """The kind of monster a question of whether none is left asks of as "the" one ("is the bat
    dead?"), ``_PICKED`` where it is one picked by its distance ("has the nearest bat been
    killed?"); None for any other step."""
    if not isinstance(step, m.Ask) or step.asks != m.CHECK or not isinstance(
            cond := step.check, m.Compare):
        return None
    count, zero = cond.left, cond.right
    if not isinstance(count, m.CountOf) or zero != m.Number(0) or cond.op not in ("==", ">") or (
            count.besides is not None or count.region is not None):
        return None
    found = _THE_ONE.search(step.words.lower())
    if found is None or lx.SINGULAR.get(found["noun"]) != count.kind:
        return None
    if count.kind not in MONSTER_KINDS:
        return None
    return _PICKED if found["pick"] else count.kind


def picked_alive(text: str, s: str) -> m.Unknown | None:
    """ "is the nearest bat dead?" (``s``, the question's plain words; ``text`` as said): refused
    in words; None for any other question."""
    return m.Unknown(text, m.Reason.CANNOT, PICKED_ALIVE_WHY) if _PICKED_ALIVE.match(s) else None
