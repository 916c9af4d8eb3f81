"""A distance kept is a table of rows (agent.reading.distances_kept.DISTANCES, and _HALF for one
of two bounds): every row's examples are its tests."""

from __future__ import annotations

import pytest

from agent.reading import lexicon as lx, meaning as m, read, rows
from agent.reading.distances_kept import _HALF, DISTANCES, read_distance
from agent.reading.text import expand, strip_filler


def _row_of(table):
    def row_of(words: str):
        found = table.first(expand(strip_filler(words)))
        return found[0] if found is not None else None
    return row_of


@pytest.mark.parametrize(("name", "order"), rows.examples(DISTANCES))
def test_each_example_reads_to_its_row_and_the_whole_reader_reads_it_so(name, order):
    assert rows.misread(DISTANCES, name, order, _row_of(DISTANCES)) is None
    kept = read_distance(order)
    assert isinstance(kept, m.Act) and read(order).steps == (kept,)


def test_every_row_has_a_name_of_its_own_and_examples():
    assert rows.faults(DISTANCES) == rows.faults(_HALF) == []


def _kept(order: str, least: int = 0, most: int = 0, kind: str = m.PLAYER) -> m.Act:
    return m.Act(m.KEEP_DISTANCE, m.Thing(kind), least=least, most=most, words=order)


@pytest.mark.parametrize(("order", "least", "most", "kind"), [
    ("stay at least 3 tiles from me", 3, 0, m.PLAYER),
    ("don't get more than 4 tiles away from me", 0, 4, m.PLAYER),
    ("stay a few tiles behind me", 2, 4, m.PLAYER),
    ("follow me at a distance of 3 tiles", 3, 3, m.PLAYER),
    # before, "at a distance of 3" was read as "3 tiles behind", and the words after it not
    ("follow me at a distance of 3 tiles away from me", 3, 3, m.PLAYER),
    (f"keep at least 4 tiles between you and the {lx.BAT}s", 4, 0, lx.BAT),
    ("keep your distance from me", 6, 0, m.PLAYER),
    ("stay no closer than 3 and no further than 5 from me", 3, 5, m.PLAYER),
    (f"stay no closer than 2 tiles from the {lx.GORGON} and at most 6", 2, 6, lx.GORGON),
])
def test_a_row_reads_the_distance(order, least, most, kind):
    assert read_distance(order) == _kept(order, least, most, kind)


def test_keeping_a_monster_off_the_player_is_standing_between():
    order = f"keep the {lx.BAT}s off me"
    assert read_distance(order) == m.Act(m.PROTECT, m.Thing(lx.BAT), words=order)
    assert read_distance("keep your back from me") is None  # no monster, and no distance
