"""Rules as rows (issue 39, part 3): a family of phrasings is a table, one row a phrasing.

A ``Row`` is a name, a pattern over word classes and words, what it makes (the family says what:
talk an answer, places a builder of steps) and examples that are its tests. A ``Table`` tries its
rows in order against a whole text and gives the first row whose pattern is all of it, with the
words its named parts took; ``misread`` is the check that an example reads to its own row.

A pattern is words separated by single spaces. ``{NAME}`` is any phrase of a word class: one of
the family's pieces, else ``lexicon.NAME``, else ``lexicon_parts.NAME`` (a piece or a class that
is a string is a regular expression, put in as it stands). ``{way:NAME}`` is the same, and what
it took is the row's word ``way`` (a name may stand in several alternatives of one row).
``(a|b c)`` is one of the alternatives, ``[a|b c]`` one of them or nothing (an optional word
takes one space with it: the one after it, or before it when no word that must be there
follows). Anything else is matched as it stands: a letter followed by ``?`` may be left out.
Groups, a class and letters written with no space between them are one word (``{UNIT}s?``).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from re import _constants, _parser  # type: ignore[attr-defined]
from typing import Any, Generic, TypeVar

from agent.reading import (
    lexicon,
    lexicon_closers,
    lexicon_duties,
    lexicon_idioms,
    lexicon_parts,
    lexicon_staying,
)
from agent.reading.patterns import as_trees, needed, together

T = TypeVar("T")

# What a family's patterns name that is no class of the lexicon: a regular expression, or words.
Pieces = Mapping[str, "str | Iterable[str]"]


@dataclass(frozen=True, slots=True)
class Row(Generic[T]):
    """One phrasing: ``pattern`` (module doc) read as a whole text makes ``makes``; each of
    ``examples`` reads to this row."""

    name: str
    pattern: str
    makes: T
    examples: tuple[str, ...]


_SPECIAL = " |()[]{}"
_REPEAT = "__"  # a named word's second and later groups in one pattern: "way__2"
_NAMED = re.compile(r"\(\?P<")


class _Compiler:
    """One pattern made a regular expression: the family's pieces, and the names given so far."""

    def __init__(self, pattern: str, pieces: Pieces) -> None:
        self.pattern = pattern
        self.pieces = pieces
        self.named: dict[str, int] = {}

    def whole(self) -> str:
        found, end = self.alternatives(0)
        if end != len(self.pattern):
            raise ValueError(f"{self.pattern!r}: {self.pattern[end]} at {end} opens nothing")
        return f"^(?:{found})$"

    def alternatives(self, at: int) -> tuple[str, int]:
        """The regular expression of the alternatives from ``at``, and where they end."""
        found, at = self.sequence(at)
        options = [found]
        while at < len(self.pattern) and self.pattern[at] == "|":
            found, at = self.sequence(at + 1)
            options.append(found)
        return "|".join(options), at

    def sequence(self, at: int) -> tuple[str, int]:
        """Words separated by spaces, each optional one with its space."""
        pattern = self.pattern
        items: list[tuple[str, bool]] = []
        while at < len(pattern) and pattern[at] not in "|)]":
            if pattern[at] == " ":
                at += 1
                continue
            item, optional, at = self.item(at)
            items.append((item, optional))
        last = max((i for i, (_, optional) in enumerate(items) if not optional), default=-1)
        if last < 0:
            raise ValueError(f"a part of {pattern!r} with only words that may be left out")
        out = []
        for i, (item, optional) in enumerate(items):
            if i > last:
                out.append(f"(?: {item})?")
            elif optional:
                out.append(f"(?:{item} )?")
            else:
                out.append(item if i == last else item + " ")
        return "".join(out), at

    def item(self, at: int) -> tuple[str, bool, int]:
        """One word of a pattern: groups, a class and letters with no space between them;
        whether it may be left out (it is one ``[...]``)."""
        pattern = self.pattern
        parts: list[str] = []
        bracketed = False
        while at < len(pattern) and pattern[at] not in " |)]":
            char = pattern[at]
            if char in "([":
                inner, end = self.alternatives(at + 1)
                close = ")" if char == "(" else "]"
                if end >= len(pattern) or pattern[end] != close:
                    raise ValueError(f"{pattern!r}: {char} at {at} is not closed")
                bracketed = char == "[" and not parts
                parts.append(f"(?:{inner})")
                at = end + 1
            elif char == "{":
                end = pattern.index("}", at)
                parts.append(self.word_class(pattern[at + 1:end]))
                at = end + 1
            else:
                end = at
                while end < len(pattern) and pattern[end] not in _SPECIAL:
                    end += 1
                parts.append(pattern[at:end])
                at = end
        return "".join(parts), bracketed and len(parts) == 1, at  # whether optional

    def word_class(self, inside: str) -> str:
        """``NAME`` or ``word:NAME`` as a group of the class's phrases, longest first."""
        word, _, name = inside.rpartition(":")
        found = class_regex(name, self.pieces)
        if not word:
            return f"(?:{found})"
        seen = self.named[word] = self.named.get(word, 0) + 1
        return f"(?P<{word}{_REPEAT}{seen}>{found})" if seen > 1 else f"(?P<{word}>{found})"


def class_regex(name: str, pieces: Pieces | None = None) -> str:
    """The regular expression of ``{NAME}``: a family's piece, else a class of the lexicon or of
    its parts."""
    words = _class(name, pieces or {})
    return words if isinstance(words, str) else lexicon.alternatives(words)


def _class(name: str, pieces: Pieces) -> str | Iterable[str]:
    for space in (pieces, vars(lexicon), vars(lexicon_duties), vars(lexicon_parts),
                  vars(lexicon_staying), vars(lexicon_closers), vars(lexicon_idioms)):
        if name in space:
            return space[name]
    raise ValueError(f"{{{name}}} names no piece and no class of the lexicon")


class _Starts:
    """What a text a pattern reads whole may begin with: a set of words or parts of words, or
    None where a part of it is a regular expression (it may begin with anything)."""

    def __init__(self, pattern: str, pieces: Pieces) -> None:
        self.pattern = pattern
        self.pieces = pieces

    def whole(self) -> frozenset[str] | None:
        return self.alternatives(0)[0]

    def alternatives(self, at: int) -> tuple[frozenset[str] | None, int]:
        found, at = self.sequence(at)
        while at < len(self.pattern) and self.pattern[at] == "|":
            more, at = self.sequence(at + 1)
            found = None if found is None or more is None else found | more
        return found, at

    def sequence(self, at: int) -> tuple[frozenset[str] | None, int]:
        """The starts of its words up to the first that must be there."""
        found: frozenset[str] | None = frozenset()
        done = False
        while at < len(self.pattern) and self.pattern[at] not in "|)]":
            if self.pattern[at] == " ":
                at += 1
                continue
            starts, optional, at = self.item(at)
            if not done:
                found = None if found is None or starts is None else found | starts
                done = not optional
        return found if done else None, at

    def item(self, at: int) -> tuple[frozenset[str] | None, bool, int]:
        """The starts of a word's first part, and whether the word may be left out."""
        pattern = self.pattern
        parts: list[frozenset[str] | None] = []
        bracketed = False
        while at < len(pattern) and pattern[at] not in " |)]":
            if pattern[at] in "([":
                inner, end = self.alternatives(at + 1)
                bracketed = pattern[at] == "[" and not parts
                parts.append(inner)
                at = end + 1
            elif pattern[at] == "{":
                end = pattern.index("}", at)
                words = _class(pattern[at + 1:end].rpartition(":")[2], self.pieces)
                parts.append(regex_starts(words) if isinstance(words, str)
                             else None if "" in words else frozenset(words))
                at = end + 1
            else:
                end = at
                while end < len(pattern) and pattern[end] not in _SPECIAL:
                    end += 1
                start = re.split(r"[^\w'-]", pattern[at:end], maxsplit=1)[0] or (
                    pattern[at] if pattern[at] in ",;:!" else "")  # "[,]": a comma
                if pattern[at + len(start):at + len(start) + 1] in ("?", "*"):
                    start = start[:-1]  # the letter before it may be left out
                parts.append(frozenset({start}) if start else None)
                at = end
        return parts[0], bracketed and len(parts) == 1, at


# What ``_Starts`` gives for a text that may begin with a digit (``\d``: any decimal digit).
DIGIT = "\\d"


def regex_starts(piece: str) -> frozenset[str] | None:
    """What a text a regular expression matches (a piece of a family) begins with: the words
    its alternatives open with, ``DIGIT`` for a digit; None where it may begin otherwise."""
    return _opening(_parser.parse(piece).data)


def _opening(items: list[Any]) -> frozenset[str] | None:
    c = _constants
    run = ""
    for op, value in items:
        if op == c.LITERAL:
            run += chr(value)
            continue
        if run:
            break
        if op == c.BRANCH:
            each = [_opening(branch.data) for branch in value[1]]
            return frozenset(w for words in each if words for w in words) if all(each) else None
        if op == c.SUBPATTERN and not (value[1] or value[2]):  # no flags set inside
            return _opening(value[-1].data)
        if op in (c.MAX_REPEAT, c.MIN_REPEAT) and value[0] >= 1 and value[-1].data == [
                (c.IN, [(c.CATEGORY, c.CATEGORY_DIGIT)])]:
            return frozenset({DIGIT})
        return None
    return frozenset({run}) if run else None


def regex(pattern: str, pieces: Pieces | None = None) -> str:
    """A row's pattern as a regular expression of the whole text."""
    return _Compiler(pattern, pieces or {}).whole()


class Table(Generic[T]):
    """Rows tried in order, their patterns compiled at the first use (``patterns.together``)."""

    def __init__(self, rows: Sequence[Row[T]], pieces: Pieces | None = None) -> None:
        self.rows = tuple(rows)
        self.pieces: Pieces = pieces or {}
        self.compiled = together(self._compile)
        self.joined = together(self._join)
        self.needs = together(self._needs)
        self._by_word: dict[str, tuple[re.Pattern[str] | None, _Joined | None]] = {}
        self._by_rows: dict[tuple[int, ...], _Joined] = {}

    def _compile(self) -> tuple[tuple[re.Pattern[str], Row[T]], ...]:
        return tuple((as_trees(regex(row.pattern, self.pieces)), row) for row in self.rows)

    def _needs(self) -> tuple[tuple[str, ...] | None, ...]:
        """For each row, words one of which every text it reads holds (None: none such): a row
        tried after another gave nothing is passed over for a text without them."""
        return tuple(needed(regex(row.pattern, self.pieces)) for row in self.rows)

    def _join(self) -> tuple[dict[str, tuple[str, ...]], list[tuple[str, int]], list[int]]:
        """What a text a row with known starts reads begins with, by its first letter; each
        such start's first word (``DIGIT``: any digit) with its row; the rows that may begin
        with any words."""
        starts: dict[str, tuple[str, ...]] = {}
        firsts: list[tuple[str, int]] = []
        loose: list[int] = []
        for at, each in enumerate(self.rows):
            if words := _Starts(each.pattern, self.pieces).whole():
                for word in words:
                    key = DIGIT if word == DIGIT else word[0]
                    starts[key] = (*starts.get(key, ()), word)
                    firsts.append((word.split(" ", 1)[0], at))
            else:
                loose.append(at)
        return starts, firsts, loose

    def _tried(self, text: str) -> _Joined | None:
        """The patterns of every row that may read ``text`` as one (``_joined``), by its first
        word: which row reads "stay here" is found in one match, of the rows that may begin with
        "stay"; None where no row may read it, none with known starts begins so or none holds
        one of the words it needs (``_needs``: a long pattern is slow to run through cold)."""
        starts, firsts, loose = self.joined()
        word = text.partition(" ")[0] if _may_begin(starts, text) else ""
        if (known := self._by_word.get(word)) is None:
            digit = word[:1].isdecimal()
            rows = tuple(sorted({*loose, *(at for first, at in firsts if word.startswith(first)
                                           or first == DIGIT and digit)}))
            if len(self._by_word) > _MOST_WORDS:
                self._by_word.clear()
            if rows and rows not in self._by_rows:
                self._by_rows[rows] = self._joined(rows)
            known = self._by_word[word] = self._gate(rows), self._by_rows[rows] if rows else None
        return known[1] if known[0] is None or known[0].search(text) else None

    def _gate(self, rows: tuple[int, ...]) -> re.Pattern[str] | None:
        """One of the words one of ``rows`` needs (``_needs``), else None where one needs none."""
        needs = self.needs()
        if not rows or any(needs[at] is None for at in rows):
            return None
        return as_trees("|".join(sorted({re.escape(w) for at in rows for w in needs[at] or ()})))

    def _joined(self, rows: Iterable[int]) -> _Joined:
        """The patterns of the rows numbered ``rows`` as one, each in a group ``rN`` of its
        own, its named groups ``rN_name``; with it, the row of each outer group, and each row's
        named groups by number."""
        bodies = {i: regex(self.rows[i].pattern, self.pieces)[4:-2] for i in rows}  # "^(?:...)$"
        joined = as_trees("|".join(f"(?P<r{i}>{_NAMED.sub(f'(?P<r{i}_', body)})$"
                                     for i, body in bodies.items()))
        index = joined.groupindex
        named: dict[int, list[tuple[int, str]]] = {i: [] for i in bodies}
        for name, group in index.items():
            row, _, inner = name[1:].partition("_")
            if inner:
                named[int(row)].append((group, inner))
        return joined, {index[f"r{i}"]: i for i in bodies}, named

    def begins(self, text: str) -> bool:
        """Whether a row may read ``text``, from the words it begins with: False spares the
        match."""
        starts, _, loose = self.joined()
        return bool(loose) or _may_begin(starts, text)

    def first(self, text: str) -> tuple[Row[T], dict[str, str]] | None:
        """The first row whose pattern is the whole ``text``, with the words its named parts
        took (a name's first group that took any), else None."""
        if (first := self._first(text)) is None:
            return None
        at, found, named = first
        return self.rows[at], _words((name, found.group(group)) for group, name in named[at])

    def each(self, text: str) -> Iterator[tuple[Row[T], dict[str, str]]]:
        """Every row whose pattern is the whole ``text``, in order, with the words its named
        parts took: for a family whose row may give nothing and leave the text to the next."""
        if (first := self._first(text)) is None:
            return
        at, found, named = first
        yield self.rows[at], _words((name, found.group(group)) for group, name in named[at])
        needs, compiled = self.needs(), self.compiled()
        for after in named:  # the rows that may read it (``_tried``), in order
            if after > at and _holds(text, needs[after]) and (
                    later := compiled[after][0].match(text)) is not None:
                yield compiled[after][1], _words(later.groupdict().items())

    def _first(self, text: str) -> tuple[int, re.Match[str], _Named] | None:
        """The first row that reads ``text``, its match of the rows' joined pattern and the
        named groups of each of those rows (``_joined``); None where no row does."""
        if (tried := self._tried(text)) is None:
            return None
        joined, row_of, named = tried
        if (found := joined.match(text)) is None:
            return None
        return row_of[found.lastindex or 0], found, named

    def row(self, name: str) -> Row[T]:
        return next(row for row in self.rows if row.name == name)

    def match(self, name: str, text: str) -> dict[str, str] | None:
        """The words the row named ``name`` takes from the whole ``text``, else None."""
        pattern = next(pattern for pattern, row in self.compiled() if row.name == name)
        found = pattern.match(text)
        return _words(found.groupdict().items()) if found is not None else None


# The most first words a table keeps the rows of (``Table._tried``): one for each first word of
# the orders typed, a few hundred (the rows of each are made one pattern only once).
_MOST_WORDS = 4096

# One pattern of rows (``Table._joined``): it, the row of each outer group, each row's named
# groups by number.
_Named = dict[int, list[tuple[int, str]]]
_Joined = tuple[re.Pattern[str], dict[int, int], _Named]


def _may_begin(starts: dict[str, tuple[str, ...]], text: str) -> bool:
    """Whether ``text`` begins as a row's text with known starts may (``Table._join``)."""
    return text.startswith(starts.get(text[:1], ())) or (DIGIT in starts and text[:1].isdecimal())


def _holds(text: str, needs: tuple[str, ...] | None) -> bool:
    """Whether ``text`` holds one of the words a row needs (``Table._needs``)."""
    if needs is None:
        return True
    for word in needs:  # a loop: any() of a generator takes twice as long
        if word in text:
            return True
    return False


def _words(taken: Iterable[tuple[str, str | None]]) -> dict[str, str]:
    """The words a row's named parts took, by name: a name's first group that took any."""
    words: dict[str, str] = {}
    for name, value in taken:
        if value is not None:
            words.setdefault(name.partition(_REPEAT)[0], value)
    return words


def examples(table: Table[T]) -> list[tuple[str, str]]:
    """Every row's name with each of its examples: what a test reads back."""
    return [(row.name, example) for row in table.rows for example in row.examples]


def faults(table: Table[T]) -> list[str]:
    """What is wrong with the table itself: a name two rows share, a row with no examples, a
    pattern that cannot be read."""
    found = [f"two rows are named {name!r}" for name in {row.name for row in table.rows}
             if sum(row.name == name for row in table.rows) > 1]
    found += [f"{row.name!r} has no examples" for row in table.rows if not row.examples]
    for row in table.rows:
        try:
            re.compile(regex(row.pattern, table.pieces))
        except (ValueError, re.error) as error:
            found.append(f"{row.name!r}: {error}")
    return found


def misread(table: Table[T], name: str, example: str,
            row_of: Callable[[str], Row[T] | None]) -> str | None:
    """Why ``example`` does not read to the row named ``name`` (``row_of`` is how the family
    finds the row of an order), else None."""
    row, read = table.row(name), row_of(example)
    if read is row:
        return None
    if read is None:
        return f"{example!r} reads to no row, not to {name!r}"
    return f"{example!r} reads to {read.name!r}, not to {name!r}"
