"""The reader's patterns are compiled at their first use (agent.reading.patterns), and then the
module holds the compiled pattern itself, or, for one that ignores case and is searched for
anywhere, is long or opens with any characters, its stand-in (``patterns._CaseFolded``), which
answers as the pattern does (tests/unit/test_reading_case_folded.py)."""

from __future__ import annotations

import re
import sys
import types

import pytest

from agent.reading import patterns


def test_every_pattern_of_the_reader_compiles() -> None:
    # A lazy pattern that does not compile would fail only at the first order that uses it.
    import agent.reading  # noqa: F401  (every module of the reader, and so its patterns)

    patterns.compile_all()
    assert patterns._MADE
    assert all(isinstance(made.compiled(), re.Pattern) for made in patterns._MADE)


def test_a_pattern_is_compiled_at_its_first_use_and_put_in_its_place(
        monkeypatch: pytest.MonkeyPatch) -> None:
    module = types.ModuleType("agent.reading.lazy_probe")
    monkeypatch.setitem(sys.modules, module.__name__, module)
    module.ASKED = patterns.lazy(r"^(?P<verb>fetch|get)\s+(?P<what>\w+)$", re.I)
    made = module.ASKED
    assert not isinstance(made, re.Pattern)
    assert made.pattern.startswith("^(?P<verb>")  # read without compiling it
    found = made.match("Fetch sword")
    assert found is not None and found.group("what") == "sword"
    assert isinstance(module.ASKED, re.Pattern)  # the module holds the compiled pattern now
    assert module.ASKED.flags & re.I
    assert made.sub("x", "get bow") == "x"  # the stand-in still answers as the pattern


def test_a_stand_in_answers_as_the_compiled_pattern() -> None:
    made = patterns.lazy(r"(\d+) (bats?)")
    text = "2 bats and 1 bat"
    compiled = re.compile(r"(\d+) (bats?)")
    assert made.findall(text) == compiled.findall(text)
    assert [m.span() for m in made.finditer(text)] == [m.span() for m in compiled.finditer(text)]
    assert made.split(text) == compiled.split(text)
    assert made.subn("n", text) == compiled.subn("n", text)
    assert made.search(text, 3) is not None and made.fullmatch("3 bats") is not None
    assert made.groups == 2  # anything else, from the compiled pattern


def test_patterns_kept_together_are_made_once() -> None:
    made: list[int] = []

    @patterns.together
    def kept() -> tuple[re.Pattern[str], ...]:
        made.append(1)
        return (re.compile(r"bats?"), re.compile(r"gorgons?"))

    assert not made  # not at import
    assert kept()[0].match("bats") and kept()[1].match("gorgon")
    patterns.compile_all()
    assert made == [1]
