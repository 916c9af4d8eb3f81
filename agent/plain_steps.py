"""Plain clauses read straight as one skill call: "grab the bow", "fetch an arrow", "shoot the
nearest bat", "bring me an arrow", "kill all the bats".

A step of a compound order is usually this plain, and then its verb says exactly which skill it
is, where matching by meaning may land on a neighbour ("fetch an arrow" and the example "fetch
me an arrow" of bringing are close in meaning and differ in what they ask). Anything with more
words than a verb, an object and a short tail is left to the library.
"""

from __future__ import annotations

import re

from game.world import ARROW, BAT, BOW, GORGON, SWORD

_FETCH = ("get", "grab", "pick up", "pick", "take", "collect", "fetch", "gather", "nab", "snag",
          "retrieve", "obtain", "acquire", "scoop up", "hoover up")
_BRING = ("bring", "hand", "give", "deliver", "pass")
_ATTACK = ("kill", "attack", "shoot", "slay", "fight", "defeat", "hunt down", "hunt", "destroy",
           "take out", "dispatch", "murder", "finish off", "exterminate", "wipe out", "take down")

NOUNS = {"sword": SWORD, "blade": SWORD, "bow": BOW, "longbow": BOW, "arrow": ARROW,
         "bolt": ARROW, "gorgon": GORGON, "medusa": GORGON, "bat": BAT}
_ITEMS = (SWORD, BOW, ARROW)


def _alternatives(words: tuple[str, ...]) -> str:
    return "|".join(re.escape(w) for w in sorted(words, key=len, reverse=True))


_CLAUSE = re.compile(
    rf"^(?:go\s+(?:and\s+)?)?(?P<verb>{_alternatives(_FETCH + _BRING + _ATTACK)})"
    r"(?P<me>\s+(?:me|us))?"
    r"(?:\s+up)?\s+"
    r"(?P<many>all\s+(?:of\s+)?(?:the\s+)?|every\s+|each\s+)?"
    r"(?:(?:the|a|an|one|another|one\s+more|some)\s+)?"
    r"(?:(?:nearest|closest|next|other)\s+)?"
    rf"(?P<noun>{_alternatives(tuple(NOUNS))})(?P<plural>e?s)?"
    r"(?P<tail>(?:\s+(?:for me|to me|over here|here|back to me|back|over|too|as well|now|"
    r"from the ground|off the ground|off the floor))*)$",
    re.I,
)


# Coming back, however it is said: "get back here", "hightail it back to me", "make your way
# back over to me", "return to me". Only without a thing to fetch or fight: "come back with the
# sword" is an errand first.
_BACK = re.compile(r"\bback\b.*\b(?:to me|here|to the player)$|^(?:return|come here|come over here"
                   r"|return to me|come to me|over here)$")


def plain_step(clause: str) -> tuple[str, str | None] | None:
    """``(skill, argument)`` for a plain clause (argument None for a skill that takes none),
    else None."""
    text = " ".join(clause.lower().replace(",", " ").split()).rstrip(".!")
    if _BACK.search(text) and not any(re.search(rf"\b{n}", text) for n in NOUNS):
        return ("come_back", None)
    m = _CLAUSE.match(text)
    if m is None:
        return None
    verb, thing = m.group("verb"), NOUNS[m.group("noun")]
    every = bool(m.group("many")) or bool(m.group("plural"))
    to_me = bool(m.group("me")) or "to me" in m.group("tail") or "back" in m.group("tail")
    if verb in _ATTACK:
        return ("attack_all" if every else "attack", thing) if thing not in _ITEMS else None
    if thing not in _ITEMS:
        return None
    if verb in _BRING or to_me:
        return ("bring", thing)
    return ("fetch_all" if every else "fetch", thing)
