"""An order written mostly in another language than English, refused whole in words that say
so (as is gibberish, "qwpoe zzzz"), however many of its words look like English ones: "Stai la
două pătrățele în stânga arcului" (Romanian for "stand two tiles left of the bow") had "stai"
mended into "stay" and the rest dropped, so the companion stood still as if that were the
order; "Stai la doua patratele in stanga arcului", typed without the marks, the same. Korean,
Polish, German and Tagalog orders, said back before as a verb no skill does, are said back so
too.

An order is another language's when more than half its words, and at least two, are neither
the reader's nor English nor a slip the spelling corrector mends into one (a word with a letter
outside English's, "două", never is). Words in quotes are what a say says and are not counted
("say 'bună ziua' to me"). A few foreign words in an English order ("grab the bow, por favor")
leave it to the reader; one English order of slips ("get teh bow") is mended, not refused.
"""

from __future__ import annotations

from functools import lru_cache

from agent.reading import meaning as m
from agent.reading.patterns import lazy
from agent.reading.spelling import known_word, mend, vocabulary
from agent.reading.stream import stream
from agent.reading.text import protect

# A word: letters of any alphabet, no digits ("două", "활을", "bow"); in ASCII, a-z.
_WORD = lazy(r"[^\W\d_]+")
_ASCII_WORD = lazy(r"[a-z]+")
_QUOTES = frozenset('"“”‘’«»')

WHY = "I don't know those words: I understand orders in English only"


def other_language(order: str) -> m.Meaning | None:
    """The order refused as another language's (the module's docstring), else None."""
    if (said := stream(order)).ascii and said.letters <= vocabulary():
        return None  # every word the reader's own (quoted words taken out leave fewer)
    quoted = not _QUOTES.isdisjoint(order) or " '" in order or order.startswith("'")
    low = (protect(order)[0] if quoted else order).lower()
    words = (_ASCII_WORD if low.isascii() else _WORD).findall(low)
    known = vocabulary()
    strange = [w for w in words if w not in known]
    if len(strange) < 2 or 2 * len(strange) <= len(words):
        return None  # the cheap gate: most words are the reader's own
    foreign = [w for w in strange if not w.isascii() or _not_english(w)]
    if len(foreign) < 2 or 2 * len(foreign) <= len(words):
        return None
    return m.Meaning(order, (m.Unknown(order.strip(), m.Reason.NOT_UNDERSTOOD, WHY),))


@lru_cache(maxsize=4096)  # a word is the same every time
def _not_english(word: str) -> bool:
    """Neither English nor a slip of a word the reader knows ("stanga", not "stai": "stay")."""
    return not known_word(word) and mend(word).lower() == word
