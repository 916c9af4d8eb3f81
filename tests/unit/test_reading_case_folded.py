"""A pattern of the reader that ignores case is used through a stand-in that first asks a copy of
it for lower-case ASCII text, compiled with case kept (agent.reading.patterns._CaseFolded): the
stand-in must answer every question as the pattern itself does. A pattern that keeps case is
compiled again with its alternations of words made trees (``patterns._treed``): it too must answer
as the pattern does, with the pattern's own text, flags and groups."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

from agent.reading import patterns

GOLDEN = Path(__file__).resolve().parents[1] / "golden" / "readings.txt"


def _texts() -> list[str]:
    orders = [ast.literal_eval(line.split(" => ")[0]) for line in
              GOLDEN.read_text(encoding="utf-8").splitlines()[::7] if line.startswith('"')]
    pieces = [piece.strip() for order in orders for piece in re.split(r"[,.;]| then ", order)]
    return [*orders, *(o.upper() for o in orders[::5]), *(o.title() for o in orders[::5]),
            *(p for p in pieces if p), "Ƙill the bat", "ſtay here", "", " , "]


def _folded() -> list[patterns._Lazy]:
    import agent.reading  # noqa: F401  (every module of the reader, and so its patterns)

    patterns.compile_all()
    return [made for made in patterns._MADE if isinstance(made._used, patterns._CaseFolded)]


def _same(a: re.Match[str] | None, b: re.Match[str] | None) -> bool:
    return (a is None) == (b is None) and (
        a is None or b is None or (a.span(), a.groups()) == (b.span(), b.groups()))


def test_long_and_searched_patterns_that_ignore_case_have_a_stand_in() -> None:
    folded = _folded()
    assert len(folded) > 50
    assert all(made.flags & re.I for made in folded)


@pytest.mark.parametrize("made", _folded(), ids=lambda made: made.pattern[:40])
def test_the_stand_in_answers_as_the_pattern(made: patterns._Lazy) -> None:
    stand_in, pattern = made._used, made.compiled()
    assert stand_in is not None
    for text in _texts():
        for look in ("match", "search", "fullmatch"):
            assert _same(getattr(stand_in, look)(text), getattr(pattern, look)(text)), (look, text)
        assert [(m.span(), m.groups()) for m in stand_in.finditer(text)] == [
            (m.span(), m.groups()) for m in pattern.finditer(text)], text
        assert stand_in.findall(text) == pattern.findall(text), text
        assert stand_in.split(text) == pattern.split(text), text
        assert stand_in.subn("#", text) == pattern.subn("#", text), text


def _treed() -> list[patterns._Lazy]:
    _folded()  # every pattern compiled
    return [made for made in patterns._MADE if not made.flags & re.I]


@pytest.mark.parametrize("made", _treed(), ids=lambda made: made.pattern[:40])
def test_a_pattern_that_keeps_case_answers_as_compiled(made: patterns._Lazy) -> None:
    treed, pattern = made._used, made.compiled()
    assert treed is not None
    assert (treed.pattern, treed.flags, treed.groupindex) == (
        pattern.pattern, pattern.flags, pattern.groupindex)
    for text in _texts():
        for look in ("match", "search", "fullmatch"):
            assert _same(getattr(treed, look)(text), getattr(pattern, look)(text)), (look, text)
        assert treed.findall(text) == pattern.findall(text), text
        assert treed.split(text) == pattern.split(text), text
        assert treed.subn("#", text) == pattern.subn("#", text), text
