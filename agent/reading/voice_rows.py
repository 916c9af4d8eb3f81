"""The machinery of the players' voices' table (``voices.VOICES``): a voice's row (``Voice``),
a table of rows read in one pass (``Voices``), and what maps the words a voice said as others back
to the player's own (``said_back``).

A row is a voice's name, the words that may be its own (any one of them and the voice is tried),
the phrases that may be its own where a word cannot say it (``spans``, looked for in the order in
lower case as they stand: a phrase of common words, "that there "; a mark, ":"; a party bound, "the
companion shall"), a test on the text where neither can say it (a sentence after another), and
its forms: each a pattern (case ignored) and what it is said as, in the order they are tried: a
frame taken off (said as nothing), a phrase map (each phrase said as the plain words it stands
for), or a small named rule where a map cannot say it ("hoist the bow" is picking it up, "hoist the
sails" as typed); a form may name the words it needs one of. A voice whose words are left out by
the pieces or sentences beside them has a rule of its own, run after its forms. A table's one
intersection of the order's words with all its voices' words, and one search of all their spans,
spare most orders every voice.

Where a voice said some of the order's words as others ("give that bat a proper wallop":
"attack that bat"), what the reader says back of them is the player's own words: ``said_back``
maps words quoted from the voiced text back to the span of the order they came from.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from difflib import SequenceMatcher
from functools import cache, lru_cache

from agent.reading import lexicon as lx, lexicon_show as ls
from agent.reading.patterns import as_trees, compiled
from agent.reading.said_as_typed import lowered as _low
from agent.reading.text import words_in

Said = str | Mapping[str, str] | Callable[[re.Match[str]], str]
# A pattern (case ignored) and what it is said as; and, where only some orders the voice is tried
# on may hold it, the words it needs one of.
Form = tuple[str, Said] | tuple[str, Said, frozenset[str]]

# A phrase's edges in a voice's forms: no letter, digit or apostrophe of a word before it, and
# none, nor a hyphen, after it.
EDGE, END = r"(?<![\w'])", r"(?![\w'-])"


# The last forms of a voice that writes its words out: spaces left doubled or before a mark by
# what it left out closed up, and the text's ends trimmed.
TIDIED: tuple[Form, ...] = (
    (r"\s{2,}", " "),
    (r"\s+(?=[,.;!?])", ""),
    (r"^[\s,]+|[\s,]+$", ""),
)


def _no_forms() -> tuple[Form, ...]:
    return ()


@dataclass(frozen=True)
class Aside:
    """A piece of an order (up to a comma or a sentence's end) a voice leaves out by what the
    pieces beside it are: a piece ``pattern`` matches whole (without its marks), where another
    piece asks (``beside`` QUESTION) or is any order (ORDER). Never the whole order ("let's order a
    pizza, you call it in" as typed), and only a whole piece."""

    pattern: re.Pattern[str]
    beside: str = "order"


def naming_asides(words: tuple[str, ...]) -> tuple[Aside, ...]:
    """The one aside of a voice whose talk around the order names its own words: a piece naming
    one of ``words`` and no verb of an order ("it's a seller's market", "they are watching"),
    left out beside the order."""
    verbs = lx.alt(tuple(lx.ACTION_VERBS - set(lx.DUNGEON_WORDS)))
    return (Aside(re.compile(rf"(?!\s*{lx.alt(ls.NOT_AROUND)}\b)(?=.*\b{lx.alt(words)}\b)"
                             rf"(?!.*\b(?:{verbs})\b)[^,.;!?:]*", re.I)),)


ORDER, QUESTION = "order", "question"


@dataclass(frozen=True)
class Voice:
    """One voice, tried where the order has one of ``triggers``, one of ``spans`` or
    ``tried(text)`` holds: its ``forms`` in order, its ``asides`` left out by the pieces beside
    them, then its ``rule(text, words)`` (``words``: the text's lower-case words) where it has
    one."""

    name: str
    triggers: frozenset[str]
    forms: Callable[[], tuple[Form, ...]] = _no_forms
    rule: Callable[[str, frozenset[str]], str] | None = None
    tried: Callable[[str], bool] | None = None
    spans: tuple[str, ...] = ()
    asides: tuple[Aside, ...] = ()


def _spanned(spans: tuple[str, ...]) -> re.Pattern[str] | None:
    """One search for any of ``spans`` in lower-case text, a span that opens with a letter at a
    word's start; None where there are none."""
    if not spans:
        return None
    words = tuple(span for span in spans if span[:1].isalpha())
    marks = tuple(span for span in spans if not span[:1].isalpha())
    said = ([rf"\b{lx.alt(words)}"] if words else []) + ([lx.alt(marks)] if marks else [])
    return as_trees("|".join(said))


class Voices:
    """A table of voices (rows), read in one pass (``voiced``)."""

    def __init__(self, rows: tuple[Voice, ...]) -> None:
        self.rows = rows
        # every voice's words and spans: an order with none of them (and none of the tests) is
        # spared them all
        self.triggers = frozenset[str]().union(*(row.triggers for row in rows))
        self.spans = _spanned(tuple(span for row in rows for span in row.spans))
        # what each row is tried by (``_through``): the rows each word is one of, the rows with
        # a test, the rows with spans
        self._rows_of: dict[str, tuple[int, ...]] = {}
        for at, row in enumerate(rows):
            for word in row.triggers:
                self._rows_of[word] = (*self._rows_of.get(word, ()), at)
        self._tests = tuple((at, row.tried) for at, row in enumerate(rows) if row.tried)
        self._spanning = tuple((at, spans) for at, row in enumerate(rows)
                               if (spans := _spanned(row.spans)) is not None)

    def voiced(self, text: str) -> str:
        """``text`` with every voice it is said in said as the reader's words; as it was where
        none is."""
        low = text.lower()
        words = words_in(low)
        if not (through := self._through(text, low, words, self._spanned(text, low))):
            return text
        for at, row in enumerate(self.rows):
            if at not in through:
                continue
            said = text
            for pattern, by, needs in _compiled(row.forms):
                if needs is None or not words.isdisjoint(needs):
                    said = pattern.sub(by, said)
            if row.asides:
                said = left_out(said, row.asides)
            if row.rule is not None:
                said = row.rule(said, words if said == text else words_in(said.lower()))
            if said != text and _LETTER.search(said) is None:
                said = text  # "Over.", "Good boy!" alone: no order, said back as it was
            if said != text:
                text, low = said, said.lower()
                words, spanned = words_in(low), self._spanned(text, low)
                through = self._through(text, low, words, spanned)
        return text

    def _spanned(self, text: str, low: str) -> bool:
        """Whether ``text`` (``low`` in lower case) may hold a span of a voice: it holds one, or
        is beyond ASCII, where patterns that ignore case match letters that lower case does not
        make theirs."""
        return self.spans is not None and (
            not text.isascii() or self.spans.search(low) is not None
        )

    def tries(self, name: str, text: str) -> bool:
        """Whether the voice called ``name`` is tried on ``text``."""
        at = next(at for at, row in enumerate(self.rows) if row.name == name)
        low = text.lower()
        return at in self._through(text, low, words_in(low), self._spanned(text, low))

    def _through(self, text: str, low: str, words: frozenset[str], spanned: bool) -> set[int]:
        """The rows tried on ``text`` (``low`` in lower case, its words ``words``; ``spanned``:
        whether it may hold a span of any voice), by number: those with one of its words, then
        of the rest those whose test holds, or holding one of their spans (beyond ASCII, any)."""
        through = {at for word in words & self.triggers for at in self._rows_of[word]}
        through.update(at for at, tried in self._tests if at not in through and tried(text))
        if spanned:
            ascii_ = text.isascii()
            through.update(at for at, spans in self._spanning
                           if at not in through and (not ascii_ or spans.search(low)))
        return through


_LETTER = re.compile("[a-z]", re.I)
_PIECE = re.compile(r"[^,.!?;]+[,.!?;]*\s*")
_ASKS = re.compile(r"\?|^\s*(?:how|where|what|which|who)\b", re.I)


def left_out(text: str, asides: tuple[Aside, ...]) -> str:
    """``text`` without each piece one of ``asides`` leaves out beside the pieces that stay; as
    it was where none goes, or where every piece would."""
    pieces = _PIECE.findall(text)
    if len(pieces) < 2:
        return text
    asks = [bool(_ASKS.search(piece)) for piece in pieces]
    kept = [
        piece
        for at, piece in enumerate(pieces)
        if not any(_goes(a, piece.strip(" ,.!?;"), asks[:at] + asks[at + 1 :]) for a in asides)
    ]
    if not kept or len(kept) == len(pieces):
        return text
    return "".join(kept).strip(" ,;")


def _goes(aside: Aside, piece: str, others_ask: list[bool]) -> bool:
    """Whether ``aside`` leaves ``piece`` out, the others asking as ``others_ask`` says."""
    return aside.pattern.fullmatch(piece) is not None and (aside.beside == ORDER or any(others_ask))


@cache  # once a voice: its forms are a function of the module, a fixed number of them
def _compiled(forms: Callable[[], tuple[Form, ...]]) -> tuple[_Compiled, ...]:
    return tuple(_compile(*form) for form in forms())


_Compiled = tuple[re.Pattern[str], str | Callable[[re.Match[str]], str], frozenset[str] | None]


def _compile(pattern: str, said: Said, needs: frozenset[str] | None = None) -> _Compiled:
    return compiled(pattern, re.I), _by(said), needs


def _by(said: Said) -> str | Callable[[re.Match[str]], str]:
    """What a form's match is said as: a phrase map's plain words for the phrase found."""
    if isinstance(said, Mapping):
        return lambda found: said[" ".join(found.group(0).lower().split())]
    return said


def words_of(*phrases: str, but: tuple[str, ...] | frozenset[str] = ()) -> frozenset[str]:
    """The words of ``phrases`` (marks apart), less ``but``: the words a row is tried on."""
    return frozenset(
        word for phrase in phrases for word in phrase.replace(":", " ").replace(",", " ").split()
    ) - frozenset(but)


# An order to say words, or words quoted: what follows is said as typed.
_SAID = re.compile(rf"^.*?(?:\b{lx.alt(lx.SAY_VERBS)}\b|[\"“‘]|(?<!\w)')", re.I | re.S)


def unless_said(found: re.Match[str]) -> str:
    """A form's words left out, but not from words to say: a sleepy player's tail ("say im so
    tired.. zzz"), how a guide says it is done ("say 'gently now'")."""
    said = _SAID.match(found.string)
    return found.group(0) if said is not None and said.end() <= found.start() else ""


def firsts(phrases: tuple[str, ...]) -> frozenset[str]:
    """The first word of each phrase: a form that needs one of them."""
    return frozenset(said.split()[0] for said in phrases)


def lasts(phrases: tuple[str, ...]) -> frozenset[str]:
    """The last word of each phrase: a form that needs one of them."""
    return frozenset(said.split()[-1] for said in phrases)


# A word, or a picture written for one ("the 🏹": the bow, as the emoji row says it).
_WORD = re.compile(r"[\w']+|[\U0001F300-\U0001FAFF\u2190-\u21FF\u2600-\u27BF\u2B00-\u2BFF]")


@lru_cache(maxsize=64)  # once an order, for each of its steps
def said_back(order: str, voiced_as: str) -> Callable[[str], str]:
    """What maps words quoted from ``voiced_as`` (``order`` as ``voiced`` said it) back to the
    order's own: where they hold words a voice said for others ("attack that bat with the
    banana"), the span of the order those came from ("give that bat a proper wallop with the
    banana"); any other words as they are."""
    if voiced_as == order:
        return _as_they_are
    typed = list(_WORD.finditer(order))
    low = _low(list(_WORD.finditer(voiced_as)))
    came_from = _came_from(order, typed, low)

    def back(words: str) -> str:
        quoted = _low(list(_WORD.finditer(words)))
        at = _found(low, quoted)
        taken = came_from[at : at + len(quoted)] if at is not None else []
        spans = [(first, last) for first, last, _ in taken if first < last]
        if not spans or (
            all(same for *_, same in taken) and taken[-1][1] - taken[0][0] == len(taken)
        ):
            return words  # not found, or the player's own words already
        first, last = min(s for s, _ in spans), max(e for _, e in spans)
        said = order[typed[first].start() : typed[last - 1].end()]
        return said + ")" if said.count("(") > said.count(")") else said  # "twelve (12)"

    return back


def _came_from(
    order: str, typed: list[re.Match[str]], said: list[str]
) -> list[tuple[int, int, bool]]:
    """For each word of the voiced text (``said``, lower case), the words of the order
    (``typed``) it came from (first, last + 1), and whether it is the order's word as typed. A
    word a voice put elsewhere ("give the bow a wallop": "wallop the bow") came from where it
    stood too; words a voice said for others end at a mark ("for mummy, there's a good boy": for
    me, the praise after the comma left out)."""
    low = _low(typed)
    blocks = SequenceMatcher(None, low, said, False).get_opcodes()
    unmatched = [k for how, i1, i2, _, _ in blocks if how != "equal" for k in range(i1, i2)]
    came_from: list[tuple[int, int, bool]] = []
    for how, i1, i2, j1, j2 in blocks:
        if how == "equal":
            came_from += [(i1 + k, i1 + k + 1, True) for k in range(j2 - j1)]
            continue
        end = next(
            (
                k
                for k in range(i1 + 1, i2)
                if _MARK.search(order, typed[k - 1].end(), typed[k].start())
            ),
            i2,
        )
        for word in said[j1:j2]:
            moved = [k for k in unmatched if low[k] == word and not i1 <= k < end]
            came_from.append((min([i1, *moved]), max([end, *(k + 1 for k in moved)]), False))
    return came_from


_MARK = re.compile(r"[,.;!?]")


def quoted_back(sentence: str, back: Callable[[str], str]) -> str:
    """The reader's ``sentence`` with the words it quotes mapped ``back`` ("I don't know what
    \"the banana for us\" is")."""
    return _QUOTED.sub(lambda found: f'"{back(found.group(1))}"', sentence)


_QUOTED = re.compile(r'"([^"]+)"')


def _as_they_are(words: str) -> str:
    return words


def _found(words: list[str], part: list[str]) -> int | None:
    """Where ``part`` first stands in ``words``, word for word; None where it does not."""
    for at in range(len(words) - len(part) + 1 if part else 0):
        if words[at : at + len(part)] == part:
            return at
    return None
