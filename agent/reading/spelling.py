"""Slips of the keyboard mended before an order is read: "figgt the bat, aftrewards get the
lognbows" is "fight the bat, afterwards get the longbows". Before, a slipped word was a part not
understood at best ("figgt the bat"); a slipped joiner hid the step after it ("scoop up the bolt,
aftrewards steer clear of the bats" fetched the arrow and said nothing of the rest).

A word is mended only when it is no English word and not one the reader knows, and an English
word one slip away (a letter added, left out, changed, or two swapped: pyspellchecker's edits)
is one the reader knows: "rat", "fellow" or "narrow" stay what they are, and a slip into a word
the game has no use for is left to be said back as not understood. A learner's English and a
gamer's jargon are made regular after (``learner_forms.regular``).
"""

from __future__ import annotations

import ast
import re
import string
from collections.abc import Iterable
from functools import lru_cache
from pathlib import Path
from typing import TYPE_CHECKING

from agent.reading import lexicon as lx, lexicon_typed as lt
from agent.reading.heard import heard
from agent.reading.learner_forms import regular
from agent.reading.patterns import lazy, together
from agent.reading.text import words_in

if TYPE_CHECKING:
    from spellchecker import SpellChecker

# Shorter words have too many neighbours one slip away ("bta": bat, bra, eta...).
_SHORTEST = 4
# A word, with what an apostrophe joins to it ("wouldn't" is one word: its "wouldn" is no slip
# of "would", which made "you shouldn't go" read as "you should't go", the "not" lost).
_WORD = lazy(r"[A-Za-z]+(?:'[A-Za-z]+)*")


def modern(text: str) -> str:
    """Older English in today's words ("Betake thyself to the bottom left corner": go to the
    bottom left corner; "where lieth the bow": where lies the bow; "stir not": do not move;
    "and there halt": and halt there), the forms of address said to the companion left out
    ("Fetch me yon blade, good squire, and be quick": fetch me that blade, and be quick), and a
    role-player's words for a monster ("the winged devils": the bats; "the foul bats": the
    bats)."""
    low = text.lower()
    if text.isascii() and "eth" not in low and _OLD_WORDS.isdisjoint(words_in(low)):
        return text  # no word of old English, nor a form of address: most orders
    if _NAMED.search(text) is not None:
        text = _NAMED.sub(_named, text)
    if _OLD.search(text) is None:
        return text
    text = _THOU_VERB.sub(_verb_today, _ADDRESSED.sub("", text))
    text = _OLD.sub(_today, _BIDDEN.sub(r"\g<lead>\g<verb>", text))
    for pattern, said in _turned():
        text = pattern.sub(said, text)
    # an idiom whose words were old, or turned about ("lay not a finger upon it"): today's
    return " ".join(_OLD.sub(_today, text).split())


# "Go thou and stand beside the bow", "else stay thou by my side": a bidding, "thou" after its
# verb ("thou carriest" is "thou" before its verb: _THOU_VERB).
_BIDDEN = lazy(r"(?P<lead>^\s*|[,;.!?]\s*|\b(?:and|else|otherwise|then|but|or)\s+)"
               r"(?!(?:what|where|which|who|how|why|when|if|that|as|than|whither|whence|art|hast"
               r"|dost|wilt|canst|shalt|wouldst|shouldst|couldst|mayst)\s)"
               r"(?P<verb>[a-z]+)\s+thou\b", re.I)
# "thou carriest", "thou lookest": the verb after "thou" (lt.OLD_VERB_ENDINGS).
_THOU_VERB = lazy(rf"\bthou\s+(?P<verb>[a-z]+?){lx.alt(lt.OLD_VERB_ENDINGS)}\b", re.I)


def _verb_today(found: re.Match[str]) -> str:
    """ "thou carriest" -> "you carry", "thou lookest" -> "you look"; "thou art", "thou hast"
    and a word that is no verb with "-est" taken off, as they were."""
    said = found.group(0).split()[-1].lower()
    if said in lt.ARCHAIC:
        return found.group(0)  # "thou hast", "thou dost", "thou goest": the lexicon's
    stem = found.group("verb").lower()
    stem = stem[:-1] + "y" if stem.endswith("i") else stem
    english, known = _checkers()
    for verb in (stem, stem + "e", stem[:-1] if len(stem) > 2 and stem[-1] == stem[-2] else ""):
        if len(verb) > 2 and (verb in known or english.known([verb])):
            return f"you {verb}"
    return found.group(0)


@together
def _turned() -> tuple[tuple[re.Pattern[str], str], ...]:
    """Old English turned about into today's order of words, once its words are today's: "move
    not one step" (from "stir not"): do not move one step; "and there halt": and halt there;
    "stay ever within three paces of me": stay within three paces of me. (A why, "..., lest they
    bite you", is left out by ``requests``; "bring to me the bow", from "unto me", is one of
    ``regular``'s forms.)"""
    lead = r"(?P<lead>^\s*|[,;.!?]\s*|\b(?:and|but|else|otherwise|then|or)\s+)"
    return (
        (re.compile(rf"{lead}(?P<verb>{lx.alt(lt.OLD_NEGATED)})\s+not\b", re.I),
         r"\g<lead>do not \g<verb>"),
        (re.compile(rf"{lead}there\s+(?P<verb>{lx.alt(lt.OLD_PLACED_FIRST)})\b", re.I),
         r"\g<lead>\g<verb> there"),
        (re.compile(r"\bever\s+(?=(?:within|by|at|beside|near|close|next)\b)", re.I), ""),
    )


# Words said of a monster or of the dungeon that change nothing of which ("the foul bats",
# "this accursed dungeon", "the pesky bat"): left out before the word they are said of.
EPITHETS = ("foul", "accursed", "cursed", "vile", "wretched", "loathsome", "dread", "dreaded",
            "wicked", "evil", "hideous", "infernal", "damned", "blasted", "pesky", "nasty",
            "filthy", "fearsome", "fell", "ugly", "horrid", "horrible", "dreadful", "beastly",
            "godforsaken", "stupid", "annoying", "dang", "darn", "bloody", "stinking")
ADDRESSES = ("squire", "good squire", "loyal squire", "faithful squire", "trusty squire",
             "my squire", "young squire", "good sir", "my lord", "my liege", "knave",
             "good knight", "my good man")

# A role-player's word for a monster (lt.KENNINGS), and a word said of a monster or the dungeon
# before it (EPITHETS), which is left out.
_NAMED = lazy(rf"(?<![\w'-])(?:(?P<kenning>{lx.alt(tuple(lt.KENNINGS))})(?P<plural>s)?(?![\w'-])"
              rf"|{lx.alt(EPITHETS)}\s+(?=(?:{lx.noun_pattern(lx.MONSTER_SET)}"
              rf"|{lx.alt(lx.DUNGEON_WORDS, lx.AREA_WORDS)}s?)\b))", re.I)


def _named(found: re.Match[str]) -> str:
    kenning = found.group("kenning")
    if kenning is None:
        return ""
    kind = lt.KENNINGS[kenning.lower()]
    return kind + "s" if found.group("plural") else kind


def _gate_word(said: str) -> str:
    words = said.split()
    return words[0] if words[-1] in lx.FUNCTION_WORDS or words[-1] == "hands" else words[-1]


_OLD = lazy(rf"(?<![\w'])(?:{lx.alt(tuple(lt.ARCHAIC))}|[a-z]+eth|"
            rf"{lx.alt(ADDRESSES)})(?![\w'])", re.I)
# The last word of each of them (the first of a monster's other name, as a word is seen below:
# "winged", "snake" of "snake-haired"; of an idiom that ends in a common word, "lay a finger on",
# "lay it in my hands": "lay").
_OLD_WORDS = frozenset(_gate_word(said) for said in (*lt.ARCHAIC, *ADDRESSES, *EPITHETS)
                       ) | {re.split(r"[\s-]", said)[0] for said in lt.KENNINGS}
# A form of address at the start or after a comma: "Good squire, bring ...", "..., good squire."
_ADDRESSED = lazy(rf"^\s*(?:{lx.alt(ADDRESSES)})\s*[,:!]\s*"
                  rf"|\s*,\s*(?:{lx.alt(ADDRESSES)})\s*(?=[,.;:!?]|$)", re.I)


def _today(found: re.Match[str]) -> str:
    word = found.group(0)
    low = word.lower()
    if (said := lt.ARCHAIC.get(low)) is not None:
        return said
    if low in ADDRESSES:
        return word
    stem = low[:-3]
    stem = stem[:-1] + "y" if stem.endswith("i") else stem
    _, known = _checkers()
    if len(stem) < 3 or stem not in known:
        return word
    return stem + "s"  # "where goeth the bat": where goes the bat


def mend(text: str) -> str:
    """``text`` with each slipped word replaced by the word the reader knows that it slipped
    from, and a learner's and a gamer's forms made regular (``regular``); every other character
    as it was."""
    text = heard(text)  # a speech recogniser's words (heard.py)
    if text.isascii() and _as_typed().issuperset(_WORD.findall(text.lower())):
        return regular(text)  # every word one the reader knows, or too short to mend
    text = _MANY.sub(_counted, text)  # "get thre arrows": three, not "thee" (nor "there")
    return regular(_WORD.sub(lambda found: _mended(found.group(0)), text))


# A word before the plural of a thing of the game ("thre arrows", "fve bats", "tow swords"):
# where the reader does not know it, a slip of a number word if one is a slip away.
_PLURALS = tuple(sorted(w for w in lx.NOUN_WORDS if w.endswith("s")))
_MANY = lazy(rf"\b(?P<n>[A-Za-z]{{3,}})(?=\s+{lx.alt(_PLURALS)}\b)", re.I)


def _counted(found: re.Match[str]) -> str:
    word = found.group("n")
    if word.lower() in _as_typed():
        return word
    english, _ = _checkers()
    near = [w for w in english.candidates(word.lower()) or () if w in _COUNTS]
    return near[0] if len(near) == 1 else word


# The number words a count of more than one is said with, of three letters or more.
_COUNTS = frozenset(w for w, n in lx.NUMBER_WORDS.items() if w.isalpha() and len(w) >= 3
                    and n > 1)


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
    if len(low) < _SHORTEST:  # "kil": a short word is mended only into its doubled letter,
        # or a way with a letter left out where it is the only one ("walk up and dwn": down)
        ways = [w for w in english.candidates(low) or () if w in lx.WAYS and len(w) > len(low)]
        fallback = ways[0] if len(ways) == 1 else word
        return next((w for w in _doubled(low) if w in _targets()), fallback)
    # never into shorthand, which is spelt out before slips are mended ("cuda" is no "cud")
    near = [w for w in english.candidates(low) or () if w in _targets() and w not in lt.SHORTHAND]
    if not near:
        return word
    # Two letters swapped is the commonest slip ("thne": then, not the), then a letter struck
    # for another ("wgere": where, not were; "shpot": shoot, not spot), then a doubled letter
    # typed once ("arow": arrow, not row); then the commoner word. Before those, the game's own
    # nouns: a word the reader uses elsewhere never takes a noun's slip ("moster": monster, not
    # master; "sords": swords, not words), but letters swapped stay first ("tiems": times). Next
    # an ordinal ("secnd": second, not send; "secon": second, not recon; "fith": fifth, not with),
    # and a number word where none of the lexicon's small words is near ("sevn": seven, not seen;
    # "thre", near "there", is not taken for three).
    doubled = _doubled(low)
    swapped = {w for w in near if sorted(w) == sorted(low)}
    counted = _ORDINALS | (frozenset() if lx.FUNCTION_WORDS.intersection(near) else _NUMBERS)
    return max(near, key=lambda w: (w in swapped, not swapped and w in lx.NOUN_WORDS,
                                    w in counted, len(w) == len(low), w in doubled,
                                    english.word_usage_frequency(w), w))


# Ordinals and number words of one word, which a slip is mended into before a commoner word.
_ORDINALS = frozenset(w for w in (*lt.ORDINALS, "first") if w.isalpha())
_NUMBERS = frozenset(w for w in lx.NUMBER_WORDS if w.isalpha() and len(w) >= _SHORTEST)


def _doubled(word: str) -> list[str]:
    """``word`` with one of its letters typed twice: "kil" -> "kkil", "kiil", "kill"."""
    return [word[:i + 1] + word[i:] for i in range(len(word))]


def known_word(word: str) -> bool:
    """Whether a lower-case word is English or the reader's ("don't": "don")."""
    english, known = _checkers()
    stem = word.split("'")[0]
    return stem in known or bool(english.known([stem]))


def counted(word: str) -> int:
    """How often the English dictionary has seen a lower-case word (0: never), its counts those
    of the words of a large body of English text."""
    english, _ = _checkers()
    return int(english.word_frequency[word])


def slipped(word: str) -> bool:
    """Whether a lower-case word is one the reader would mend into another ("sowrd": sword)."""
    return _mended(word).lower() != word


def warm() -> None:
    """Load the dictionaries now (about 0.4 s), not at the first order."""
    _checkers()
    _targets()


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
def _targets() -> frozenset[str]:
    """The words a slip is mended into: the lexicon's (its modules' word lists, ``lexicon*.py``,
    not the sentences and patterns of the reader's other modules, nor a pattern's escapes:
    "bana" is no slip of "band" from a pattern's "\\band"), and the game's nouns, plurals too.
    A word the reader's other modules use is left as typed, never a word a slip is mended into
    ("eval" is not "evil", "func" not "fun", "toml" not "tool")."""
    return frozenset(_literal_words((path for path in Path(__file__).parent.glob("lexicon*.py")
                                     if _english(path)), escaped=True)
                     | set(lx.NOUN_WORDS))


def _literal_words(paths: Iterable[Path], *, escaped: bool = False) -> set[str]:
    """The words of the string literals of ``paths`` (not their docstrings), in lower case, of
    two letters or more; ``escaped``: without a pattern's escapes ("\\band": no "band")."""
    words: set[str] = set()
    for path in sorted(paths):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        docs = {id(node.body[0].value) for node in ast.walk(tree)
                if isinstance(node, (ast.Module, ast.FunctionDef, ast.ClassDef))
                and node.body and isinstance(node.body[0], ast.Expr)}
        for node in ast.walk(tree):
            if isinstance(node, ast.Constant) and isinstance(node.value, str) and (
                    id(node) not in docs):
                said = _ESCAPE.sub(" ", node.value) if escaped else node.value
                words.update(w.lower() for w in _WORD.findall(said) if len(w) > 1)
    return words


# A pattern's escape of a letter ("\\b", "\\s"), which is no part of a word.
_ESCAPE = lazy(r"\\[A-Za-z]")


@lru_cache(maxsize=1)
def vocabulary() -> frozenset[str]:
    """Every word the reader's own texts use (its word lists and patterns, not its docstrings),
    and the game's nouns, plurals too; not another language's words a voice reads (an order in
    Spanish alone is still another language's, ``other_language``)."""
    return frozenset(_literal_words(path for path in Path(__file__).parent.glob("*.py")
                                    if _english(path)) | set(lx.NOUN_WORDS))


def _english(path: Path) -> bool:
    """Whether a module's words are English: not one that names another language as its own
    (a top-level ``LANGUAGE`` other than "en", as lexicon_spanish does)."""
    for node in ast.parse(path.read_text(encoding="utf-8")).body:
        if isinstance(node, ast.Assign) and isinstance(node.value, ast.Constant) and any(
                isinstance(named, ast.Name) and named.id == "LANGUAGE" for named in node.targets):
            return node.value.value == "en"
    return True

