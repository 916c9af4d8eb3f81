"""Emoji and symbols written in place of the game's words, said in words before any voice reads
the order (the row "emoji" of ``voices.VOICES``, first): a thing's picture its word ("get the
🏹 pls": get the bow), beside the same word once ("the nearest bat 🦇"); an action's picture its
verb ("🛡️ me from the 🐍": protect me from the gorgon, "⏳3": wait 3), left out before the verb
itself or another order's verb ("👣 follow me"); an arrow a step that way where a clause opens
("➡️ x4": go right x4), "to" between words, and a thing brought where it points at one of us
with no verb before it ("🗡️ → me", "🏹 + ➶ → me": bring the sword to me); a place's arrow beside
the words naming that place left out ("the bottom left ↙️ corner"). An emoji of something the
game has none of, after a word that names a thing ("open the 🚪", "kill the 🐉"), is said by its
Unicode name (the door, the dragon), so that what is refused is said in words; any other is left
to the joker's row, which takes emoji off as decoration (words set off by the joker, "🙄").
"""

from __future__ import annotations

import re
import unicodedata

from agent.reading import lexicon as lx, lexicon_emoji as le
from agent.reading.patterns import lazy

_SELECTOR = "\ufe0f"
_PICTURES = {**le.THINGS, **le.ACTIONS, **le.WAYS}
_ANY = lazy("|".join(map(re.escape, sorted((*_PICTURES, *le.TO), key=len, reverse=True))))
# Any other picture ("the 🚪", "kill 🐉", "🐲 me from the gorgon"), with the word before it and
# the word after it.
_OTHER = lazy(r"(?P<before>(?:\b[\w']+)?)(?P<gap>\s*)(?P<picture>[\U0001F300-\U0001FAFF"
              r"\u2600-\u27BF])(?=(?P<after>\s*[\w']*))")
_WORD = lazy(r"[\w']+")
_OPENS = lazy(r"(?:^|[.,;:!?]|\b(?:then|and|now)\b)\s*$", re.I)
_TO_US = lazy(rf"^(?P<what>[^.,;:!?]*?)\s*(?:{'|'.join(map(re.escape, le.TO))})\s*"
              rf"(?P<who>{lx.alt(le.BROUGHT_TO)})\b", re.I)


def tried(text: str) -> bool:
    """Whether the order may hold a picture the lexicon knows, or another where a thing is named
    (an ASCII order holds none)."""
    if text.isascii():
        return False
    said = text.replace(_SELECTOR, "")
    return _ANY.search(said) is not None or _OTHER.search(said) is not None


def in_words(text: str, words: frozenset[str]) -> str:
    """``text`` with each picture said in words; as it was where it holds none."""
    del words
    said = text.replace(_SELECTOR, "")
    said = " ".join(_clause(clause) for clause in re.split(r"(?<=[.!?])\s+", said))
    said = _OTHER.sub(_other, said)
    return re.sub(r"[ \t]{2,}", " ", said).strip()


def _other(found: re.Match[str]) -> str:
    """A picture the lexicon has not, said by its Unicode name where it stands for a thing or
    an order's verb; as typed elsewhere (decoration, which the joker's row takes off)."""
    before, after = found["before"].lower(), found["after"].strip().lower()
    if (before in le.NAMED_AFTER or before in lx.ACTION_VERBS) or (
            not before and after in le.NAMED_BEFORE):
        name = unicodedata.name(found["picture"], "").lower()
        return f"{found['before']}{found['gap'] or ' ' * bool(before)}{name or found['picture']}"
    return found[0]


def _clause(sentence: str) -> str:
    """One sentence with its pictures said in words."""
    if (brought := _TO_US.match(sentence)) is not None and not any(
            word in lx.ACTION_VERBS for word in _WORD.findall(_things(brought["what"]).lower())):
        sentence = f"{le.BRING} {brought['what']} to {brought['who']}{sentence[brought.end():]}"
    out: list[str] = []
    at = 0
    for found in _ANY.finditer(sentence):
        before, after = sentence[at:found.start()], sentence[found.end():]
        out.append(before)
        out.append(_said(found[0], "".join(out), after))
        at = found.end()
    out.append(sentence[at:])
    return "".join(out).replace(f" {le.AND} ", " and ")


def _things(text: str) -> str:
    """The things' pictures in ``text`` as their words (a thing brought needs no verb)."""
    for picture, word in le.THINGS.items():
        text = text.replace(picture, f" {word} ")
    return text.replace(_SELECTOR, "")


def _said(picture: str, before: str, after: str) -> str:
    """What ``picture`` says between the words ``before`` and ``after`` it."""
    last = _WORD.findall(before.lower())[-1:]
    follows = _WORD.findall(after.lower())
    if not follows and picture not in le.WAYS and (
            not last or before.rstrip()[-1:] in "?!." or last[0] in le.LAUGHS
            or picture in le.ACTIONS):
        return " "  # "where's that gorgon hiding? 👀", "... lol 🐍", "tank 🛡️": decoration
    if picture in le.THINGS:
        word = le.THINGS[picture]
        near = {*last, *follows[:1]}
        return "" if word in near or f"{word}s" in near else f" {word} "
    if picture in le.ACTIONS:
        verb = le.ACTIONS[picture]
        if follows and (follows[0] == verb.split()[0] or verb.startswith(follows[0]) or (
                follows[0] in lx.ACTION_VERBS and verb.split()[0] in lx.ACTION_VERBS)):
            return " "  # "👣 follow me", "🛑 stay right there", "📏 how far is ..."
        skip = le.ACTION_SAID_AFTER.get(verb, ())
        if follows and follows[0] in skip:
            return f" {verb.rsplit(' ', 1)[0]} "  # "👀 on the bow": keep an eye on the bow
        return f" {verb} "
    way = le.WAYS.get(picture)
    if picture in le.TO and follows and (follows[0] in lx.ACTION_VERBS or follows[0] in (
            "then", "and")) and before.strip():
        return ", "  # "get the bow → kill the bat": a step after a step
    if way is None or (picture in le.TO and not _OPENS.search(before)):
        # "the bow → me" (brought, above); between things, a route's sign ("bow→bat": ``text``)
        return " to " if follows[:1] and follows[0] in le.BROUGHT_TO else picture
    if " ".join(last) and way.endswith(last[0]) or way.split()[0] == (follows[:1] or [""])[0]:
        return " "  # "the bottom left ↙️ corner"
    return f" go {way} " if _OPENS.search(before) else f" {way} "
