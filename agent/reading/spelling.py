"""Slips of the keyboard mended before an order is read: "figgt the bat, aftrewards get the
lognbows" is "fight the bat, afterwards get the longbows". Before, a slipped word was a part not
understood at best ("figgt the bat"); a slipped joiner hid the step after it ("scoop up the bolt,
aftrewards steer clear of the bats" fetched the arrow and said nothing of the rest).

A word is mended only when it is no English word and not one the reader knows, and an English
word one slip away (a letter added, left out, changed, or two swapped: pyspellchecker's edits)
is one the reader knows: "rat", "fellow" or "narrow" stay what they are, and a slip into a word
the game has no use for is left to be said back as not understood.
"""

from __future__ import annotations

import ast
import re
import string
from functools import lru_cache
from pathlib import Path
from typing import TYPE_CHECKING

from agent.reading import lexicon as lx
from agent.reading.patterns import lazy

if TYPE_CHECKING:
    from spellchecker import SpellChecker

# Shorter words have too many neighbours one slip away ("bta": bat, bra, eta...).
_SHORTEST = 4
# A word, with what an apostrophe joins to it ("wouldn't" is one word: its "wouldn" is no slip
# of "would", which made "you shouldn't go" read as "you should't go", the "not" lost).
_WORD = lazy(r"[A-Za-z]+(?:'[A-Za-z]+)*")


def modern(text: str) -> str:
    """Older English in today's words ("Betake thyself to the bottom left corner": take
    yourself to the bottom left corner; "where lieth the bow": where lies the bow), the forms of
    address said to the companion left out ("Fetch me yon blade,
    good squire, and be quick": fetch me that blade, and be quick)."""
    low = text.lower()
    if text.isascii() and "eth" not in low and _OLD_WORDS.isdisjoint(_TOKEN.findall(low)):
        return text  # no word of old English, nor a form of address: most orders
    if _OLD.search(text) is None:
        return text
    text = _BIDDEN.sub(r"\g<lead>\g<verb>", _ADDRESSED.sub("", text))
    return _OLD.sub(lambda found: _today(found.group(0)), text)


# "Go thou and stand beside the bow", "Stay thou by my side": a bidding, "thou" after its verb.
_BIDDEN = lazy(r"(?P<lead>^\s*|[,;.!?]\s*|\band\s+)(?P<verb>[a-z]+)\s+thou\b", re.I)


_OLD = lazy(rf"(?<![\w'])(?:{lx.alt(tuple(lx.ARCHAIC))}|[a-z]+eth|"
            rf"{lx.alt(lx.ADDRESSES)})(?![\w'])", re.I)
# The last word of each of them, and a word as those patterns see one (in ASCII text).
_OLD_WORDS = frozenset(said.split()[-1] for said in (*lx.ARCHAIC, *lx.ADDRESSES))
_TOKEN = lazy(r"[\w']+")
# A form of address at the start or after a comma: "Good squire, bring ...", "..., good squire."
_ADDRESSED = lazy(rf"^\s*(?:{lx.alt(lx.ADDRESSES)})\s*[,:!]\s*"
                  rf"|\s*,\s*(?:{lx.alt(lx.ADDRESSES)})\s*(?=[,.;:!?]|$)", re.I)


def _today(word: str) -> str:
    low = word.lower()
    if (said := lx.ARCHAIC.get(low)) is not None:
        return said
    if low in lx.ADDRESSES:
        return word
    stem = low[:-3]
    stem = stem[:-1] + "y" if stem.endswith("i") else stem
    _, known = _checkers()
    if len(stem) < 3 or stem not in known:
        return word
    return stem + "s"  # "where goeth the bat": where goes the bat


def mend(text: str) -> str:
    """``text`` with each slipped word replaced by the word the reader knows that it slipped
    from; every other character as it was."""
    if text.isascii() and _as_typed().issuperset(_WORD.findall(text.lower())):
        return text  # every word one the reader knows, or too short to mend: most orders
    return _WORD.sub(lambda found: _mended(found.group(0)), text)


@lru_cache(maxsize=1)
def _as_typed() -> frozenset[str]:
    """Words never mended, in lower case: the reader's own, and those of one or two letters."""
    letters = string.ascii_lowercase
    return vocabulary() | set(letters) | {a + b for a in letters for b in letters}


@lru_cache(maxsize=8192)  # a word is mended the same way every time
def _mended(word: str) -> str:
    low = word.lower()
    if "'" in low:
        # a possessive's word may have slipped ("the sowrd's"); a contraction is the reader's
        stem = word.partition("'")[0]
        return _mended(stem) + word[len(stem):] if low.endswith("'s") else word
    if len(low) < _SHORTEST - 1:
        return word
    english, known = _checkers()
    if low in known or english.known([low]):
        return word
    if len(low) < _SHORTEST:  # "kil": a short word is mended only into its doubled letter
        return next((w for w in _doubled(low) if w in known), word)
    near = [w for w in english.candidates(low) or () if w in known]
    if not near:
        return word
    # Two letters swapped is the commonest slip ("thne": then, not the), then a letter struck
    # for another ("wgere": where, not were; "shpot": shoot, not spot), then a doubled letter
    # typed once ("arow": arrow, not row); then the commoner word
    doubled = _doubled(low)
    return max(near, key=lambda w: (sorted(w) == sorted(low), len(w) == len(low),
                                    w in doubled, english.word_usage_frequency(w), w))


def _doubled(word: str) -> list[str]:
    """``word`` with one of its letters typed twice: "kil" -> "kkil", "kiil", "kill"."""
    return [word[:i + 1] + word[i:] for i in range(len(word))]


def known_word(word: str) -> bool:
    """Whether a lower-case word is English or the reader's ("don't": "don")."""
    english, known = _checkers()
    stem = word.split("'")[0]
    return stem in known or bool(english.known([stem]))


def warm() -> None:
    """Load the dictionaries now (about 0.4 s), not at the first order."""
    _checkers()


@lru_cache(maxsize=1)
def _checkers() -> tuple[SpellChecker, frozenset[str]]:
    from spellchecker import SpellChecker  # with its dictionaries, not when the reader is imported

    english = SpellChecker(distance=1)
    # "medusas", "longbows": the game's own words are words too (the reader's other words are
    # not all English: its patterns spell out slips of their own, "plese", which no slip is
    # mended into)
    english.word_frequency.load_words(lx.NOUN_WORDS)
    return english, vocabulary()


@lru_cache(maxsize=1)
def vocabulary() -> frozenset[str]:
    """Every word the reader's own texts use (its word lists and patterns, not its docstrings),
    and the game's nouns, plurals too."""
    words: set[str] = set()
    for path in sorted(Path(__file__).parent.glob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        docs = {id(node.body[0].value) for node in ast.walk(tree)
                if isinstance(node, (ast.Module, ast.FunctionDef, ast.ClassDef))
                and node.body and isinstance(node.body[0], ast.Expr)}
        for node in ast.walk(tree):
            if isinstance(node, ast.Constant) and isinstance(node.value, str) and (
                    id(node) not in docs):
                words.update(w.lower() for w in _WORD.findall(node.value) if len(w) > 1)
    return frozenset(words | set(lx.NOUN_WORDS))
