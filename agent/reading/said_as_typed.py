"""The words of a part the reader did not read, as the player typed them: the span of the order
they were read from, found once the reading is done by lining the reader's words up with the
order's (``typed_span``). The reader's words are its own: contractions spelt out ("can not"),
numbers as digits ("walk 3 steps"), slips mended ("got cool" for "got bool"), fillers dropped,
its tokens spaced ("+ 0, - 2"), a pattern's words for the player's ("patrol between row 3
column 4 and the moon" for "walk from row 3 column 4 to the moon, again and again"); what the
companion says back is the player's own ("I don't know how to repeat after me: got bool"). No
text is read again: the order's words and the reader's are only compared."""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import replace
from difflib import SequenceMatcher
from typing import Any

from agent.reading import lexicon_legal as ll, lexicon_typed as lt, meaning as m
from agent.reading.text import expand, spell_out

# A word of the order or of the reader's words, compared in lower case: a run of letters with
# the apostrophes in or after it ("don't", "kickin'"), or of digits ("nearest2" is two, "go_to"
# two, as the reader spaces them).
_WORD = re.compile(r"[^\W\d_]+(?:'[^\W\d_]*)*|\d+")
# Of the reader's words, how many in four must be the order's, word for word or with a slip
# mended, for a span of the order to be taken for them: of a part's words (``Unknown.words``),
# half, the reader putting its pattern's words for some ("patrol between ... and"); of words a
# sentence of the reader's quotes, three, fewer being an example it gives ("follow me to the
# bow") and no words of the player's.
_MOST_OWN = 4
_LEAST_SAME = 2
QUOTED_SAME = 3
# How many more of the order's words than the reader's a span may hold (a filler dropped, a
# number spelt out in two words): more, and the span is another part of the order.
_SLACK = 4


def typed_words(meaning: m.Meaning) -> m.Meaning:
    """``meaning`` with the words of each part it could not read as the player typed them
    (``Unknown.typed``), and the words its sentence quotes of theirs (``Unknown.detail``)."""
    if not any(isinstance(s, m.Unknown) for s in m.walk(meaning.steps)):
        return meaning
    return replace(meaning, steps=tuple(_typed(s, meaning.order) for s in meaning.steps))


def _typed(step: m.Step, order: str) -> m.Step:
    if isinstance(step, m.Unknown):
        typed = typed_span(order, step.words) if step.words else None
        detail = _requoted(step.detail, order)
        return replace(step, typed=typed if typed and typed != step.words else "", detail=detail)
    held = HELD.get(type(step), ())
    if not held:
        return step
    steps: dict[str, Any] = {k: tuple(_typed(s, order) for s in getattr(step, k)) for k in held}
    return replace(step, **steps)


# The steps each kind of logic holds, by their fields.
HELD = {m.Choice: ("then", "otherwise"), m.Watch: ("then", "during"), m.Repeat: ("body",)}


def _requoted(sentence: str, order: str) -> str:
    """A sentence of the reader's with each part it quotes as the player typed it, where it is
    the player's words (not an example of the reader's), in quotes that none of theirs close."""
    out, at = [], 0
    for start, end in _quoted_parts(sentence):
        inner = sentence[start + 1 : end - 1]
        # the reader cut it short: so it still is
        cut = inner[len(inner.removesuffix("...").rstrip()) :] if inner.endswith("...") else ""
        typed = typed_span(order, inner.removesuffix(cut), own=QUOTED_SAME)
        if typed and not _same_ends(inner.removesuffix(cut), typed):
            typed = None  # an example of the reader's, like the order but for a word at its end
        out += [sentence[at:start], in_quotes(f"{typed}{cut}" if typed else inner)]
        at = end
    return "".join([*out, sentence[at:]])


def _same_ends(said: str, typed: str) -> bool:
    """Whether the first and the last words of the reader's quote are those of the order's span
    (or with a slip mended): "follow me to the bow", the reader's example, is not the player's
    "follow me to the top" though four words in five are."""
    a, b = lowered(list(_WORD.finditer(said))), lowered(list(_WORD.finditer(typed)))
    return bool(a and b) and all(x == y or _slip(y, x) for x, y in ((a[0], b[0]), (a[-1], b[-1])))


def _quoted_parts(sentence: str) -> list[tuple[int, int]]:
    """Where the parts a sentence quotes in double quotes start and end, quotes included: from a
    quote that opens (at the start, after a space or a bracket) to the first that closes (at the
    end, before a space or a stop) with the quotes between them paired ('what "all"bat"" is',
    'what "( nearest ( "arrow" , ai ) )" is')."""
    marks = [i for i, c in enumerate(sentence) if c == '"']
    parts: list[tuple[int, int]] = []
    k = 0
    while k < len(marks):
        start = marks[k]
        if start > 0 and sentence[start - 1] not in " (":
            k += 1
            continue
        close = next((j for j in range(k + 1, len(marks), 2) if _closes(sentence, marks[j])), None)
        if close is None:
            break
        parts.append((start, marks[close] + 1))
        k = close + 1
    return parts


def _closes(sentence: str, at: int) -> bool:
    return at + 1 == len(sentence) or sentence[at + 1] in " .,;:!?)"


def in_quotes(words: str) -> str:
    """The player's words in quotes in a sentence: in double quotes; words quoted whole in
    their own double quotes as they are ('"good morning"'); other words with a double quote in
    single quotes ('repeat after me: "hi"'), or in curly quotes where they hold a single one
    too, so that no quote of theirs closes the sentence's."""
    if '"' not in words:
        return f'"{words}"'
    if words[:1] == words[-1:] == '"' and words.count('"') == 2 and words[1:-1].strip():
        return words
    return f"'{words}'" if "'" not in words else f"“{words}”"


def typed_span(order: str, words: str, *, own: int = _LEAST_SAME) -> str | None:
    """The span of ``order`` that ``words`` (the reader's, for part of it) were read from, as
    typed, from the order's word that the first of them came from to the one the last did; None
    where fewer than ``own`` in four of them are the order's words in their order, or the span
    would run far past them."""
    said = list(_WORD.finditer(words))
    typed = list(_WORD.finditer(order))
    if not said or not typed:
        return None
    low_said, low_typed = lowered(said), lowered(typed)
    # lined up from the start and from the end, the nearer words taken where a word stands
    # twice ("the" of "the big monster and the flying pests"): the shorter span
    spans = [_lined_up(low_typed, low_said, own), _lined_up(low_typed[::-1], low_said[::-1], own)]
    last_word = len(typed) - 1
    found = [spans[0]] if spans[0] else []
    found += [(last_word - spans[1][1], last_word - spans[1][0])] if spans[1] else []
    if not found:
        return None
    first, last = min(found, key=lambda span: span[1] - span[0])
    if last - first + 1 > len(said) + _SLACK:
        return None
    start, end = typed[first].start(), typed[last].end()
    start -= _marks_before(words[: said[0].start()], order[:start])
    end += _marks_after(words[said[-1].end() :], order[end:])
    start, end = _stressed(order, start, end)
    return order[_opened(order, start, end) : _closed(order, start, end)]


def _stressed(order: str, start: int, end: int) -> tuple[int, int]:
    """The span with a chat's marks round its first and last words where it holds the other
    half of them ("**fly** over to the sword", not "fly** over ...": marked_up.py)."""
    while start > 0 and order[start - 1] in _STRESS and order[start - 1] in order[start:end]:
        start -= 1
    while end < len(order) and order[end] in _STRESS and order[end] in order[start:end]:
        end += 1
    return start, end


_STRESS = frozenset("".join(lt.STRESS_MARKS) + lt.STRUCK)


_Block = tuple[str, int, int, int, int]


def _lined_up(typed: list[str], said: list[str], own: int) -> tuple[int, int] | None:
    """The first and last of the ``typed`` words the ``said`` ones came from; None where fewer
    than ``own`` in four of them are the typed words in their order."""
    blocks = _edges(SequenceMatcher(None, typed, said, False).get_opcodes(), typed, said)
    same = sum(j2 - j1 if how == "equal" else _slips(typed[i1:i2], said[j1:j2])
               for how, i1, i2, j1, j2 in blocks)
    if same * _MOST_OWN < len(said) * own:
        return None
    came = [_came_from(blocks, at, start=True) for at in range(len(said))]
    first = next((i for i in came if i is not None), None)
    last = next((_came_from(blocks, at, start=False) for at in reversed(range(len(said)))
                 if came[at] is not None), None)
    return (first, last) if first is not None and last is not None and first <= last else None


def _edges(blocks: Sequence[_Block], typed: list[str], said: list[str]) -> list[_Block]:
    """The blocks, where the reader's first or last words stand for more of the order's, those
    of the order's beside the words the same that the reader's are with slips mended or spelt
    out ("cant" of "and cant" for "can not"), else as many as the reader's, and the rest words
    it left out ("squares" for "square" of "2 by 2 square and finish on the tile")."""
    out: list[_Block] = []
    for how, i1, i2, j1, j2 in blocks:
        more = (i2 - i1) - (j2 - j1)
        if how != "replace" or more <= 0 or not (j2 == len(said) or j1 == 0):
            out.append((how, i1, i2, j1, j2))
            continue
        at_end = j2 == len(said)
        sizes = range(1, i2 - i1)
        taken = max(sizes, key=lambda k: (
            _slips(typed[i1 : i1 + k] if at_end else typed[i2 - k : i2], said[j1:j2]),
            k == j2 - j1), default=j2 - j1)
        if at_end:
            out += [("replace", i1, i1 + taken, j1, j2), ("delete", i1 + taken, i2, j2, j2)]
        else:
            out += [("delete", i1, i2 - taken, j1, j1), ("replace", i2 - taken, i2, j1, j2)]
    return out


def _slips(typed: list[str], said: list[str]) -> int:
    """How many of the reader's words put for the order's are the same words with a slip mended
    ("teh" said "the", "bool" said "cool"), spaced otherwise ("nearest2" said "nearest 2") or
    spelt out ("I'm" said "I am", "cant" said "can not")."""
    if "".join(typed) == "".join(said) or lowered(
            list(_WORD.finditer(expand(spell_out(" ".join(typed)))))) == said:
        return len(said)
    if len(typed) != len(said):
        return 0
    return sum(_slip(t, s) for t, s in zip(typed, said, strict=True))


def _slip(typed: str, said: str) -> bool:
    """Whether the reader's word is the typed one with one slip mended: a letter changed, two
    neighbours swapped, one added or left out ("teh", "bool", "squares", "kickin'"); or an old
    word or a party in the third person said as today's ("unto" said "to", "its" said "your")."""
    if _SAID_TODAY.get(typed) == said:
        return True
    if abs(len(typed) - len(said)) > 1 or min(len(typed), len(said)) < 3:
        return False
    if len(typed) == len(said):
        diff = [i for i, (a, b) in enumerate(zip(typed, said, strict=True)) if a != b]
        return len(diff) == 1 or (len(diff) == 2 and diff[1] == diff[0] + 1
                                  and typed[diff[0]] == said[diff[1]]
                                  and typed[diff[1]] == said[diff[0]])
    short, long_ = sorted((typed, said), key=len)
    return any(long_[:i] + long_[i + 1:] == short for i in range(len(long_)))


# Old words and a contract's third person, as the reader says them (spelling.modern,
# voices_framed.legal): "upon" is "on", "its" is "your".
_SAID_TODAY = {**lt.ARCHAIC, **{k: v for k, v in ll.LEGAL_PARTIES.items() if " " not in k}}


def _came_from(blocks: list[tuple[str, int, int, int, int]], at: int, *, start: bool) -> int | None:
    """The order's word the reader's word ``at`` came from: the one it is, or, for one the
    reader put for the order's ("cool" for "bool", "3" for "three"), the first (``start``) or
    last of those; None for a word the reader added of its own ("patrol between")."""
    for how, i1, i2, j1, j2 in blocks:
        if not j1 <= at < j2:
            continue
        if how == "equal":
            return i1 + at - j1
        if how == "replace":
            return i1 if start else i2 - 1
        return None  # inserted: the reader's own
    return None


def _marks_before(said: str, typed: str) -> int:
    """How many characters before the span's first word as typed are the marks before the
    reader's first word, spaces aside ("+0" said "+ 0", "\\band")."""
    return _marks(said[::-1], typed[::-1])


def _marks_after(said: str, typed: str) -> int:
    """How many characters after the span's last word as typed are the marks after the
    reader's last word, spaces aside ('monster_")', 'rm -rf /")')."""
    return _marks(said, typed)


def _marks(said: str, typed: str) -> int:
    """How many characters of ``typed`` hold the marks of ``said`` in turn, spaces aside, up to
    the last of them."""
    want = "".join(said.split())
    at = end = 0
    for n, c in enumerate(typed, 1):
        if at == len(want) or not (c == want[at] or c.isspace()):
            break
        if c == want[at]:
            at, end = at + 1, n
    return end


def _closed(order: str, start: int, end: int) -> int:
    """Where the span ends with the brackets and quotes it opens closed, where the order closes
    them right after it ("twelve (12)", 'move("s")')."""
    while end < len(order) and order[end] in _CLOSERS:
        span, close = order[start:end], order[end]
        opener = _CLOSERS[close]
        unclosed = span.count(close) % 2 if opener == close else (
            span.count(opener) > span.count(close))
        if not unclosed:
            break
        end += 1
    return end


def _opened(order: str, start: int, end: int) -> int:
    """Where the span starts with the brackets it closes opened, where the order opens them
    right before it ("(12) bats" for "12) bats")."""
    while start > 0 and order[start - 1] in _OPENERS:
        span, opener = order[start:end], order[start - 1]
        if opener in _CLOSERS or span.count(opener) >= span.count(_OPENERS[opener]):
            break  # a quote, or no bracket left to open
        start -= 1
    return start


_OPENERS = {"(": ")", "[": "]", "{": "}", "“": "”", "‘": "’"}
_CLOSERS = {")": "(", "]": "[", "}": "{", '"': '"', "”": "“", "’": "‘"}


def lowered(found: list[re.Match[str]]) -> list[str]:
    """The words found, each in lower case."""
    return [word.group(0).lower() for word in found]
