"""The player named by their own name in an order, read as "me": the game has two people, the
player and the companion, so a name that is not what the companion is called, where a party
stands ("bring Sam the bow", "next to Sam", "stand between Sam and the gorgon", "Sam's health"),
or saying what the player wants ("Sam wants to know where the sword is"), is the player. A row of
``voices.VOICES`` after the address's and before the words set off (``set_off``), which leave
out the companion's own name ("Pip, ...", "..., Pip").

A name is a word written with a capital that the reader does not know (``set_off.named``: "Sam",
"Alex"; not "Bob", an English word, nor a word of the game's); one that opens the order or a
sentence before a comma or "!", or closes it after a comma, is what the companion is called and
stays for ``set_off``.
"""

from __future__ import annotations

import re

from agent.reading import lexicon as lx, lexicon_address as la
from agent.reading.patterns import lazy
from agent.reading.set_off import named

_NAME = r"(?P<name>[A-Z][a-z]{1,}|[A-Z]{2,})"
# A name where a party stands, or before what it does ("Sam wants"), or owning ("Sam's").
_PARTY = lazy(rf"(?P<lead>\b{lx.alt(la.NAMED_PARTY_LEADS)}\s+){_NAME}\b(?!['’]s\b)", re.I)
_DOES = lazy(rf"\b{_NAME}\s+(?P<does>{lx.alt(tuple(la.NAMED_PARTY_DOES))})\b")
_OWN = lazy(rf"\b{_NAME}['’]s\b")
# The companion's name: opening a sentence before a comma or "!", or closing it after a comma.
_CALLED = lazy(rf"(?:^|[.!?]\s+)(?:{lx.alt(la.NAMED_CALL_LEADS)}\s*,?\s+)?(?P<name>[A-Z]\w+)"
               r"\s*[,!:]|,\s*(?P<last>[A-Z]\w+)\s*[.!?]*\s*$", re.I)
# A capital after a word: where a name may stand (the order's first word never is one here).
_CAPITAL_INSIDE = lazy(r"\w[\s,]+[A-Z][a-z]")


def tried(text: str) -> bool:
    """Whether the order may name the player: a word written with a capital after another."""
    return _CAPITAL_INSIDE.search(text) is not None


def as_me(text: str, words: frozenset[str]) -> str:
    """``text`` with the player's own name where a party stands as "me" ("my" owning, "I" before
    what they want); as it was where it names none."""
    del words
    called = {found["name"] or found["last"] for found in _CALLED.finditer(text)}

    def player(found: re.Match[str]) -> bool:
        name, before = found["name"], found.string[:found.start("name")].split()[-1:]
        return name not in called and named(name) and name.lower() not in la.PARENTS and not (
            before and (before[0][:1].isupper() or before[0].lower() in la.NAMED_NOT_AFTER))

    said = _PARTY.sub(lambda found: found["lead"] + la.ME if player(found) else found[0], text)
    said = _DOES.sub(lambda found: la.NAMED_PARTY_DOES[found["does"]] if player(found)
                     else found[0], said)
    return _OWN.sub(lambda found: "my" if player(found) else found[0], said)
