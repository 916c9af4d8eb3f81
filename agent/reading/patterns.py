"""Patterns compiled when first used, not when the reader is imported.

Compiling the reader's two hundred patterns at import would delay every start of the agent,
though an order uses few of them. ``lazy`` stands where ``re.compile`` stood; at its first use
the reader's modules get the compiled pattern in its place (one that ignores case, searched for
or long, with a faster look for ASCII text before it: ``_CaseFolded``). ``compile_all`` compiles
every one not yet used (a warm-up for when the agent is ready and idle).

Patterns kept together in a tuple or a list are made by a function marked ``together``, called
once, at their first use.
"""

from __future__ import annotations

import _sre  # type: ignore[import-not-found]
import re
import sys
from collections.abc import Callable, Iterable, Iterator
from functools import cache
from re import _compiler, _constants, _parser  # type: ignore[attr-defined]
from typing import Any, TypeVar, cast

T = TypeVar("T")

_PACKAGE = __name__.rpartition(".")[0]


class _Lazy:
    """A pattern's source and flags until it is first used; then the compiled pattern."""

    # No __slots__: its names would be words of the reader's texts (agent.reading.spelling).

    def __init__(self, pattern: str, flags: int) -> None:
        self.pattern = pattern
        self.flags = flags
        self._compiled: re.Pattern[str] | None = None
        self._used: re.Pattern[str] | None = None

    def compiled(self) -> re.Pattern[str]:
        compiled = self._compiled
        if compiled is None:
            compiled = self._compiled = re.compile(self.pattern, self.flags)
            used = self._used = _faster(compiled)
            _put_in_place(self, used)
            # where it is still named (in a tuple: reordering._FORMS), its questions are the
            # pattern's own, not looked up again (by the methods' names: no string of them here)
            for method in _METHODS:
                setattr(self, method.__name__, getattr(used, method.__name__))
        return compiled

    def __getattr__(self, name: str) -> Any:  # match, sub, ...: the compiled pattern's
        self.compiled()
        return getattr(self._used, name)


_MADE: list[_Lazy] = []
_METHODS = (re.Pattern.match, re.Pattern.fullmatch, re.Pattern.search, re.Pattern.sub,
            re.Pattern.subn, re.Pattern.split, re.Pattern.findall, re.Pattern.finditer)


# What matches the space between the words of a phrase (``lexicon.alt(..., gap=SPACES)``).
SPACES = r"\s+"


def longest_first(words: Iterable[str]) -> list[str]:
    """Words for a regular expression's alternatives, longest first (a phrase before the word it
    begins with) and alphabetical among equals: the same pattern in every process, whatever
    order a set gave them in."""
    return sorted(words, key=lambda w: (-len(w), w))


def lazy(pattern: str, flags: int = 0) -> re.Pattern[str]:
    """``re.compile(pattern, flags)``, compiled at its first use."""
    made = _Lazy(pattern, flags)
    _MADE.append(made)
    return cast(re.Pattern[str], made)


def compiled(pattern: str, flags: int = 0) -> re.Pattern[str]:
    """``re.compile(pattern, flags)`` as ``lazy`` makes it at its first use (``_faster``: one that
    ignores case looks for the words it needs first), for a pattern made at run time."""
    return _faster(re.compile(pattern, flags))


def together(make: Callable[[], T]) -> Callable[[], T]:
    """``make``, which compiles patterns kept together, called once: at their first use, or by
    ``compile_all``."""
    once = cache(make)
    _TOGETHER.append(once)
    return once


_TOGETHER: list[Callable[[], object]] = []


def compile_all() -> None:
    """Compile now every pattern not yet used."""
    for made in _MADE:
        made.compiled()
    for make in _TOGETHER:
        make()


def _put_in_place(made: _Lazy, compiled: re.Pattern[str]) -> None:
    """Every name in the reader's modules bound to ``made`` bound to ``compiled`` instead."""
    for name, module in list(sys.modules.items()):
        if module is None or not (name == _PACKAGE or name.startswith(_PACKAGE + ".")):
            continue
        space = vars(module)
        for key in [key for key, value in space.items() if value is made]:
            space[key] = compiled


# A pattern that ignores case tries every word of an alternation at each place it looks, four
# times as slowly as with case kept: one searched for anywhere in the text, or one this long
# even where anchored at the start, is worth the look before it.
_LONG = 200


def _faster(compiled: re.Pattern[str]) -> re.Pattern[str]:
    """What the reader's modules use in the compiled pattern's place: itself, or for one that
    ignores case (searched for, long, or needing a word), a stand-in that first looks for the
    word and asks a copy for lower-case ASCII text that keeps case (``_lowered``) whether it
    matches at all."""
    if not compiled.flags & re.IGNORECASE:
        return _treed(compiled)
    if (tree := _lowered(compiled.pattern, compiled.flags)) is None:
        return compiled
    needs = _needs(tree.data)
    if compiled.pattern.startswith("^") and len(compiled.pattern) < _LONG and (
            needs is None or not _scans(tree.data)):
        return compiled
    _trie(tree.data, tree.state)
    lowered = _compiler.compile(tree, compiled.flags & ~re.IGNORECASE)
    empty = _parser.parse(compiled.pattern, compiled.flags).getwidth()[0] == 0
    return cast(re.Pattern[str], _CaseFolded(compiled, lowered, empty, needs))


def _treed(compiled: re.Pattern[str]) -> re.Pattern[str]:
    """A pattern that keeps case compiled again with its alternations of words made trees
    (``_trie``): the same answers, text and flags (``re._compiler.compile``'s last steps), each
    place tried against a letter, not every word."""
    tree = _parser.parse(compiled.pattern, compiled.flags)
    _trie(tree.data, tree.state)
    names = [None] * tree.state.groups
    for name, at in tree.state.groupdict.items():
        names[at] = name
    return cast(re.Pattern[str], _sre.compile(
        compiled.pattern, compiled.flags | tree.state.flags, _compiler._code(tree, compiled.flags),
        tree.state.groups - 1, tree.state.groupdict, tuple(names)))


# The text a stand-in was last asked of, and it in lower case (None: not ASCII): an order asks
# some 70 questions of four or so texts, most of them in a row of the same text.
_SEEN: tuple[str, str | None] = ("", "")
# From how many words a pattern needs they are looked for by one search (``_CaseFolded.held``).
_MANY = 7


def _seen(text: str) -> tuple[str, str | None]:
    global _SEEN
    _SEEN = (text, text.lower() if text.isascii() else None)
    return _SEEN


class _CaseFolded:
    """A pattern that ignores case. Most texts are ASCII and match few patterns: its copy for
    lower-case text (``_lowered``) finds at the same places, and where it finds nothing the
    answer is nothing; where it finds something, the pattern itself answers, but in text that
    is in lower case already, where the copy's answer is the pattern's (the same places and
    groups; only the match's ``re`` is the copy).

    Each question looks for the words a match needs first (``needs``; the empty word where
    there are none, which every text has), in a loop written out in each (any() of a generator
    takes twice as long, a call of its own a third longer: they are asked ~110 times an order).
    """

    def __init__(self, compiled: re.Pattern[str], lowered: re.Pattern[str], empty: bool,
                 needs: tuple[str, ...] | None) -> None:
        self.compiled, self.lowered, self.empty = compiled, lowered, empty
        self.needs = needs or ("",)
        # many words looked for at once: a loop of a dozen takes two to four times as long
        self.held = as_trees("|".join(map(re.escape, needs))).search if needs and len(
            needs) >= _MANY else None
        self.pattern, self.flags = compiled.pattern, compiled.flags
        self.groupindex, self.groups = compiled.groupindex, compiled.groups

    def _none(self, text: str, pos: int = 0, endpos: int = sys.maxsize) -> bool:
        """Whether ASCII text has no match."""
        if (low := (_SEEN if text is _SEEN[0] else _seen(text))[1]) is None:
            return False
        if (held := self.held) is not None:
            return held(low) is None or self.lowered.search(low, pos, endpos) is None
        for word in self.needs:
            if word in low:
                return self.lowered.search(low, pos, endpos) is None
        return True

    def match(self, text: str, pos: int = 0, endpos: int = sys.maxsize) -> re.Match[str] | None:
        if (low := (_SEEN if text is _SEEN[0] else _seen(text))[1]) is not None:
            if (held := self.held) is None:
                for word in self.needs:
                    if word in low:
                        break
                else:
                    return None
            elif held(low) is None:
                return None
            if (found := self.lowered.match(low, pos, endpos)) is None:
                return None
            if low == text:
                return found
        return self.compiled.match(text, pos, endpos)

    def fullmatch(self, text: str, pos: int = 0,
                  endpos: int = sys.maxsize) -> re.Match[str] | None:
        if (low := (_SEEN if text is _SEEN[0] else _seen(text))[1]) is not None:
            if (held := self.held) is None:
                for word in self.needs:
                    if word in low:
                        break
                else:
                    return None
            elif held(low) is None:
                return None
            if (found := self.lowered.fullmatch(low, pos, endpos)) is None:
                return None
            if low == text:
                return found
        return self.compiled.fullmatch(text, pos, endpos)

    def search(self, text: str, pos: int = 0, endpos: int = sys.maxsize) -> re.Match[str] | None:
        if (low := (_SEEN if text is _SEEN[0] else _seen(text))[1]) is not None:
            if (held := self.held) is None:
                for word in self.needs:
                    if word in low:
                        break
                else:
                    return None
            elif held(low) is None:
                return None
            if (found := self.lowered.search(low, pos, endpos)) is None:
                return None
            if low == text:
                return found
        return self.compiled.search(text, pos, endpos)

    def finditer(self, text: str, pos: int = 0,
                 endpos: int = sys.maxsize) -> Iterator[re.Match[str]]:
        if self.empty or (low := (_SEEN if text is _SEEN[0] else _seen(text))[1]) is None:
            return self.compiled.finditer(text, pos, endpos)
        if (held := self.held) is None:
            for word in self.needs:
                if word in low:
                    break
            else:
                return iter(())
        elif held(low) is None:
            return iter(())
        if low == text:
            return self.lowered.finditer(text, pos, endpos)
        # the copy finds where each match starts; the pattern, tried there alone, makes it
        return (cast(re.Match[str], self.compiled.match(text, found.start(), endpos))
                for found in self.lowered.finditer(low, pos, endpos))

    # Where ``_none`` finds a match in text in lower case already (``_SEEN``), the copy answers.
    def findall(self, text: str, pos: int = 0, endpos: int = sys.maxsize) -> list[Any]:
        if self._none(text, pos, endpos):
            return []
        return (self.lowered if _SEEN[1] == text else self.compiled).findall(text, pos, endpos)

    def split(self, text: str, maxsplit: int = 0) -> list[Any]:
        if self._none(text):
            return [text]
        return (self.lowered if _SEEN[1] == text else self.compiled).split(text, maxsplit)

    def sub(self, repl: Any, text: str, count: int = 0) -> str:
        if (low := (_SEEN if text is _SEEN[0] else _seen(text))[1]) is not None:
            if (held := self.held) is None:
                for word in self.needs:
                    if word in low:
                        break
                else:
                    return text
            elif held(low) is None:
                return text
            if low == text:
                return self.lowered.sub(repl, text, count)
            if self.lowered.search(low) is None:
                return text
        return self.compiled.sub(repl, text, count)

    def subn(self, repl: Any, text: str, count: int = 0) -> tuple[str, int]:
        if self._none(text):
            return text, 0
        return (self.lowered if _SEEN[1] == text else self.compiled).subn(repl, text, count)


def _lowered(pattern: str, flags: int) -> Any:
    """The parsed ``pattern`` for lower-case ASCII text, with case: each letter and set of
    letters made the characters of such text it matches ignoring case (it then matches the same
    places); None where it cannot be made so (a group referred back to, flags set inside it)."""
    tree = _parser.parse(pattern, flags)
    if not _lower(tree.data, flags):
        return None
    tree.state.flags &= ~re.IGNORECASE
    return tree


def as_trees(pattern: str) -> re.Pattern[str]:
    """``re.compile(pattern)`` of a pattern that keeps case, its alternations of words made
    trees (``_trie``): it matches as the pattern does, trying fewer words at each place (a table
    of rows: agent.reading.rows)."""
    tree = _parser.parse(pattern, 0)
    _trie(tree.data, tree.state)
    return cast(re.Pattern[str], _compiler.compile(tree, 0))


def _trie(items: list[Any], state: Any) -> None:
    """The parsed ``items``' alternations of words made trees, in place: the words that open
    with one letter one alternative of it, the rest of them an alternation after that letter
    ("bat|bow|sword": "b(?:at|ow)|sword"), so a place in the text is tried against a letter
    for each, not every word. Alternatives that open otherwise stay where they were, and those
    that open with one letter in the order they were: where one can match, the others that could
    are tried as before."""
    c = _constants
    for at, (op, value) in enumerate(items):
        if op == c.BRANCH:
            for branch in value[1]:
                _trie(branch.data, state)
            items[at] = (op, (value[0], _by_letter(value[1], state)))
        elif op in (c.SUBPATTERN, c.MAX_REPEAT, c.MIN_REPEAT, c.POSSESSIVE_REPEAT, c.ASSERT,
                    c.ASSERT_NOT):
            _trie(value[-1].data, state)


def _by_letter(branches: list[Any], state: Any) -> list[Any]:
    c = _constants
    out: list[Any] = []
    run: dict[int, list[Any]] = {}  # alternatives that open with a letter, in a row: by it

    def put() -> None:
        for letter, rests in run.items():
            tail = rests[0].data if len(rests) == 1 else [
                (c.BRANCH, (None, _by_letter(rests, state)))]
            out.append(_parser.SubPattern(state, [(c.LITERAL, letter), *tail]))
        run.clear()

    for branch in branches:
        if branch.data and branch.data[0][0] == c.LITERAL:
            run.setdefault(branch.data[0][1], []).append(
                _parser.SubPattern(state, branch.data[1:]))
        else:
            put()
            out.append(branch)
    put()
    return out


def _scans(items: list[Any]) -> bool:
    """Whether the parsed ``items`` begin with any characters at all (``^(?P<x>.+?)...``): the
    pattern tries the rest at every place, as one searched for does."""
    for op, value in items:
        if op != _constants.AT:
            inner = value[-1].data if op in (_constants.SUBPATTERN, _constants.MIN_REPEAT,
                                             _constants.MAX_REPEAT) else []
            return op != _constants.SUBPATTERN and bool(inner) and inner[0][0] == (
                _constants.ANY) or op == _constants.SUBPATTERN and _scans(inner)
    return False


# The most words looked for before a pattern's copy is asked (each look costs a twentieth or
# so of a failed search).
_MOST_NEEDS = 24


def _needs(items: list[Any]) -> tuple[str, ...] | None:
    """A few words (``_worth`` looking for) one of which every text the parsed ``items`` match
    in has; None where there are none such, or too many to look for. A look ahead or behind
    ("... (?= do not)") needs its words in the text as much as the match does."""
    c = _constants
    best: tuple[str, ...] | None = None
    run = ""
    for op, value in [*items, (None, None)]:
        if op == c.LITERAL:
            run += chr(value)
            continue
        found: list[tuple[str, ...] | None] = [(run,) if run else None]
        run = ""
        if op == c.BRANCH:
            each = [_needs(branch.data) for branch in value[1]]
            found.append(None if None in each else _fewest(w for ws in each if ws for w in ws))
        elif op == c.SUBPATTERN or op in (c.MAX_REPEAT, c.MIN_REPEAT,
                                          c.POSSESSIVE_REPEAT) and value[0] >= 1:
            found.append(_needs(value[-1].data))
        elif op == c.ASSERT:
            found.append(_needs(value[1].data))
        elif op == c.IN and all(kind == c.LITERAL for kind, _ in value):
            found.append(tuple(chr(char) for _, char in value))  # "[+&]": "+" or "&"
        for words in found:
            if words and all(map(_worth, words)) and len(words) <= _MOST_NEEDS and (
                    best is None or min(map(len, words)) > min(map(len, best))):
                best = words
    return best


def _worth(word: str) -> bool:
    """Whether a text's lacking ``word`` is worth looking for: two letters or more, or a sign
    ("+", "&", ","; not a letter, which nearly every text has, nor a space)."""
    return len(word) >= 2 or not (word.isalnum() or word.isspace())


def needed(pattern: str) -> tuple[str, ...] | None:
    """A few words one of which every text ``pattern`` (one that keeps case) matches in holds;
    None where there are none such, or too many to look for (``_needs``)."""
    return _needs(_parser.parse(pattern, 0).data)


def _fewest(words: Iterable[str]) -> tuple[str, ...]:
    """The words without those that hold another of them ("then" is looked for, not "and
    then" too): a text without any of these has none of the others."""
    every = tuple(dict.fromkeys(words))
    return tuple(w for w in every if not any(v != w and v in w for v in every))


def _lower(items: list[Any], flags: int) -> bool:
    """``items`` made as ``_lowered`` says, in place; False where they cannot be."""
    c = _constants
    for at, (op, value) in enumerate(items):
        if op in (c.LITERAL, c.NOT_LITERAL, c.IN):
            chars = _chars(op, value, flags)
            items[at] = ((c.LITERAL, chars[0]) if len(chars) == 1 else (c.IN, [
                (c.LITERAL, char) for char in chars]) if chars else _NOTHING)
        elif op in (c.GROUPREF, c.GROUPREF_EXISTS) or op == c.SUBPATTERN and (
                value[1] or value[2]):
            return False
        elif not all(_lower(inner.data, flags) for inner in (
                value[1] if op == c.BRANCH else [value[-1]] if op in (
                    c.SUBPATTERN, c.MAX_REPEAT, c.MIN_REPEAT, c.POSSESSIVE_REPEAT, c.ASSERT,
                    c.ASSERT_NOT) else [value] if op == c.ATOMIC_GROUP else [])):
            return False
    return True


_NOTHING = _parser.parse("(?!)").data[0]  # what matches nowhere
_LOWER_ASCII = [chr(c) for c in range(128) if not chr(c).isupper()]
_CHARS: dict[tuple[Any, str, int], list[int]] = {}


def _chars(op: Any, value: Any, flags: int) -> list[int]:
    """The characters of lower-case ASCII text that one letter or set of letters matches."""
    key = (op, str(value), flags)
    if (found := _CHARS.get(key)) is None:
        one = _compiler.compile(_parser.SubPattern(_parser.State(), [(op, value)]), flags)
        found = _CHARS[key] = [ord(char) for char in _LOWER_ASCII if one.fullmatch(char)]
    return found
