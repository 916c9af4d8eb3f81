"""One pass over the words (issue 39, part 2), over the known orders of every benchmark set
(bench/*.toml) and the library (tests/unit/readings.py ``sources``): each is read by one pass of
the reader (``reader._pass``) on its own words, or on its words with what it leaves out cut away,
never read again nor on words it does not hold. What is left (``READ_AGAIN_AT_MOST``, 13 of
5,000-odd orders): an order with a ban beside steps that its reading as it stands refuses in more
than the ban, read again without the ban (``bans.banned``, 11: "Don't crowd me: keep at least 4
tiles off, but no more than 7."); one that leaves a thing out and is refused without it, read
again as it stands (``exclusions.worked_in``, 2), whose reading is said back in its own words.
Lower the allowance when a change reads more of them once; it may not grow. A contrast after an
errand or a question ("..., not the one you carry"), which was read without it and then again, is
found before reading (``exclusions._contrast``)"""

from __future__ import annotations

import re
import tomllib
from collections.abc import Iterator

import pytest

from agent.reading import reader
from tests.unit.readings import ROOT, reading, sources

READ_AGAIN_AT_MOST = 13


def _words(text: str) -> set[str]:
    return set(re.findall(r"[a-z0-9']+", text.lower()))


def _passes(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The words of each pass the reader makes from now on, in the list returned (cleared by
    the caller between orders)."""
    passes: list[str] = []
    one_pass = reader._pass

    def each_pass(order: str, said: str) -> object:
        passes.append(said)
        return one_pass(order, said)

    monkeypatch.setattr(reader, "_pass", each_pass)
    return passes


def _read_again(monkeypatch: pytest.MonkeyPatch) -> Iterator[tuple[str, list[str]]]:
    """Each known order read by more than one pass, or on words it does not hold, with the
    words of each pass."""
    passes = _passes(monkeypatch)
    for order in _known():
        passes.clear()
        reading(order)
        if len(passes) > 1 or any(_words(said) - _words(order) for said in passes):
            yield order, list(passes)


def _known() -> list[str]:
    """Every order of the benchmark sets and the library, once."""
    orders = [
        o["text"]
        for path in sorted((ROOT / "bench").glob("*.toml"))
        for o in tomllib.loads(path.read_text(encoding="utf-8")).get("order", [])
    ]
    return list(dict.fromkeys([*orders, *(o for _, said in sources() for o in said)]))


def test_known_orders_are_read_in_one_pass(monkeypatch: pytest.MonkeyPatch) -> None:
    again = dict(_read_again(monkeypatch))
    assert len(again) <= READ_AGAIN_AT_MOST, "\n".join(f"{o!r}: {p!r}" for o, p in again.items())


# A contrast after an errand or a question, found before reading: one pass, read as said; one
# left out by where it lies is still worked in (agent/reading/left_out.py), in one pass too.
CONTRASTS = [
    ("how many arrows are there, I mean on the floor, not the one you carry", "ask count arrow"),
    ("where is the bow, not the one i dropped", "ask where bow"),
    ("count the arrows, not the one on fire", "ask count arrow"),
    (
        "get an arrow from the floor, not the one you carry",
        'fetch arrow; unknown[no such action] "not the one you carry"',
    ),
    (
        "kill a bat, but not the one in the top right",
        "attack nearest-from-companion bat besides nearest-from-top right bat",
    ),
    (
        "get an arrow, not the one at row 10, column 2",
        "fetch nearest-from-companion arrow besides on-from-10,2 arrow",
    ),
]


@pytest.mark.parametrize(("order", "meaning"), CONTRASTS)
def test_a_contrast_is_read_in_one_pass(
    order: str, meaning: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    passes = _passes(monkeypatch)
    assert reading(order) == meaning
    assert len(passes) == 1
