"""A dog trainer's voice, said as the reader's words before an order is read (a row of
``voices.VOICES`` after a radio voice's framing: ``forms``, then the rule ``sentences``, which
stays a rule because a command said again is left out only after the sentence that said it; the
words are lexicon_trainer.DOG_*):

- praise and scolding, a sentence or a part between commas of its own, left out: "Good boy!
  Fetch the bow!", "Fetch the sword, good boy!", "Atta boy! Guard me!";
- what the trainer calls the dog, beside a comma: "Here, boy!", "Guard me, boy!";
- the trainer's commands as the reader's: "sniff it out" (find it: fetch it), "sniff around"
  and "walkies" (explore), "sit and stay" (stay), "lie down" (stay), "sic the bat" (attack it),
  "Here!" alone (come here);
- a command said again to urge the dog on, a sentence of its own after the one that said it:
  "Fetch the bow! Go on, fetch!" is one fetch, "Get a bat! Get it!" one fight; "Sic 'em!"
  before or after the fight it urges; "Two of them!" after "Fetch two arrows!" (the count said
  again);
- "Speak!" beside a question (the question is what it asks to be said);
- "Leave it!" after a thing named: don't touch it ("Go sit by the bow. Leave it!"); "Bad bat!"
  as "Don't touch the bat!";
- what a dog does that the game has no action for, said not to be done ("Don't jump on me"):
  every program keeps it, so it is left out like praise;
- "Stay... stay... after 8 turns, fetch the bow": stay for 8 turns, then fetch it.

A command left alone ("Sic 'em!", "Speak!", "Leave it!") is left as typed, and refused."""

from __future__ import annotations

import re
from functools import lru_cache

from agent.reading import lexicon as lx, lexicon_trainer as ltr
from agent.reading.patterns import lazy
from agent.reading.text import words_in
from agent.reading.voice_rows import Form


# The words a trainer's voice has one of (a dog's name, praise, its words and habits): the row's
# trigger words; and the commands, which count only where the order is exclaimed ("Fetch the
# bow! Go on, fetch!", "Here! Come!") or a stay is said before a number of turns ("Stay... after
# 8 turns, ...": ``commanded``).
def _words(*phrases: str) -> frozenset[str]:
    return frozenset(w for phrase in phrases for w in phrase.replace(",", " ").split())


_COMMON = lx.FUNCTION_WORDS | _words(*ltr.DOG_URGING, "now", "yes", "good", "no", "side", "face")
GATE = (
    _words(
        *ltr.DOG_PRAISE, *ltr.DOG_NAMES, *ltr.DOG_SAID_AS, *ltr.DOG_HABITS, *ltr.DOG_SPEAK,
        *ltr.DOG_LIKE
    )
    - _COMMON
    - _words(*ltr.DOG_URGED, *ltr.DOG_STAYS)
) | frozenset(ltr.DOG_GATE_MORE)
_COMMANDS = (
    _words(
        *ltr.DOG_URGED,
        *ltr.DOG_ALONE,
        *ltr.DOG_ALONE_AFTER,
        *ltr.DOG_LEFT_ALONE,
        *ltr.DOG_SCOLDED,
        *ltr.DOG_OPENERS,
    )
    - lx.FUNCTION_WORDS
)
_STAYS = frozenset(ltr.DOG_STAYS)
_SENTENCE = lazy(r"(?<=[.!?])\s+")
_MARKS = lazy(r"[^a-z0-9' ]+")
_UNITS = r"(?:turns?|ticks?|moves?|steps?|seconds?)"


def commanded(text: str) -> bool:
    """Whether ``text`` is exclaimed with one of the commands, or says a stay before "after"."""
    low = text.lower()
    if "!" not in text and "after" not in low:
        return False
    words = words_in(low)
    return ("!" in text and not words.isdisjoint(_COMMANDS)) or (
        "after" in words and not words.isdisjoint(_STAYS)
    )


def forms() -> tuple[Form, ...]:
    """The voice's forms (a row of ``voices.VOICES``): praise or a name, a part between commas
    or a sentence of its own (", good boy!", "Good boy!"), a dog said like ("..., like a good
    patrol dog"); a name opening a sentence before a comma, or closing one after it; the
    trainer's commands as the reader's, an opener before a comma ("Go on, ..."); "Stay... after 8
    turns, ..."."""
    praise, names, stays = lx.alt(ltr.DOG_PRAISE), lx.alt(ltr.DOG_NAMES), lx.alt(ltr.DOG_STAYS)
    return (
        (
            rf"\s*,\s*(?:{praise}|{names})\s*(?=[.!?,;:]|$)"
            rf"|(?:^|(?<=[.!?]))\s*(?:{praise}|{names})\s*(?:[.!?,;:]+|$)"
            rf"|\s*,?\s*\blike an? (?:good )?(?:[a-z]+ )?(?:{names}|{lx.alt(ltr.DOG_LIKE)})\b",
            "",
        ),
        (rf"(?:(?<=^)|(?<=[.!?]\s))\s*{names}\s*,\s*", ""),
        (rf"\s*,\s*(?:good\s+)?{names}(?=\s*[.!?]|\s*$)", ""),
        (
            rf"\b{lx.alt(tuple(ltr.DOG_SAID_AS))}\b"
            rf"|(?:^|(?<=[.!?]\s)){lx.alt(ltr.DOG_OPENERS)}\s*,\s*(?=(?!then\b)[a-z]+\s+[a-z])",
            lambda found: ltr.DOG_SAID_AS.get(found.group(0).lower(), ""),
        ),
        (
            rf"\b{stays}\b[\s.!,]*(?:{stays}\b[\s.!,]*)*after\s+"
            rf"(?P<n>\d+|{lx.NUMBER_RE})\s+(?P<unit>{_UNITS})\s*,?\s*",
            lambda found: ltr.DOG_STAYED.format(found.group("n"), found.group("unit")),
        ),
    )


def sentences(text: str, words: frozenset[str]) -> str:
    """``text`` (its forms said) with each sentence kept said as the reader's words: a command
    said again after the sentence that said it, "Speak!" beside a question and a habit the game
    has no action for left out (``_sentences``)."""
    said = " ".join(_sentences(text, "?" in text))
    return re.sub(
        r"^[\s,.!;:]+|(?<=[.!?])[\s,.!;:]+(?=\S)", lambda f: " " if f.start() else "", said
    ).strip()


def _sentences(text: str, asked: bool) -> list[str]:
    """The sentences kept, each said as the reader's words."""
    kept: list[str] = []
    for sentence in _SENTENCE.split(text.strip()):
        plain = " ".join(_MARKS.sub(" ", sentence.lower()).split())
        if not plain:
            continue
        before = " ".join(kept).lower()
        if (
            _urged(plain, before or text[len(sentence) :].lower())
            or (asked and plain in ltr.DOG_SPEAK)
            or (_habit(plain))
        ):
            continue
        said = _said(sentence, plain, before)
        if (
            kept
            and said in ltr.DOG_ALONE_AFTER.values()
            and kept[-1].startswith(ltr.DOG_NOT_TOUCHED.format("")[:-1])
        ):
            continue  # "Bad bat! Leave it!": not touching the bat, said once
        kept.append(said)
    return kept


def _urged(plain: str, before: str) -> bool:
    """A command said again after the sentences before said it (``before``)."""
    words = plain.replace("'em", "em")
    for opener in ltr.DOG_URGING:
        words = re.sub(rf"^{opener}\b\s*", "", words)
    if words in ltr.DOG_URGED:
        return any(re.search(rf"\b{verb}\b", before) for verb in ltr.DOG_URGED[words])
    counted = re.match(rf"^(?P<n>\d+|{lx.NUMBER_RE}) of them$", words)
    return counted is not None and re.search(rf"\b{counted.group('n')}\b", before) is not None


def _habit(plain: str) -> bool:
    """ "don't jump on me": a dog's habit the game has no action for, said not to be done."""
    said = re.sub(r"^(?:do not|don't|dont|no|never)\s+", "", plain)
    return said != plain and said in ltr.DOG_HABITS


def _said(sentence: str, plain: str, before: str) -> str:
    """ "Here!" as coming here, "Leave it!" after a thing as not touching it, "Bad bat!" as
    not touching the bat."""
    if plain in ltr.DOG_ALONE:
        return ltr.DOG_ALONE[plain]
    if plain in ltr.DOG_ALONE_AFTER and before:
        return ltr.DOG_ALONE_AFTER[plain]
    bad = _scolded().match(plain)
    return (
        ltr.DOG_NOT_TOUCHED.format(bad.group("thing") or bad.group("monster")) if bad else sentence
    )


@lru_cache(maxsize=1)
def _scolded() -> re.Pattern[str]:
    monsters = lx.noun_pattern(lx.MONSTER_SET)
    return re.compile(
        rf"^(?:{lx.alt(ltr.DOG_SCOLDED)} (?P<thing>{lx.noun_pattern()})"
        rf"|{lx.alt(ltr.DOG_LEFT_ALONE)} (?P<monster>{monsters}))$"
    )
