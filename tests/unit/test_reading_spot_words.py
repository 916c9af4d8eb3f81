"""A corner or a side said as a word before one thing's name: "the top-right bat", "the bottom
left arrow", "the upper-left arrow" are the one nearest that corner, as "the bat in the top
right" is; "the upper bat", "the western arrow" the one nearest that side. Before, a corner so
said was not understood in an errand and dropped in a question ("how far is the top-right bat?"
answered the nearest bat's distance), and a side said before several ("kill the upper bats")
was every bat. Each row an order and its reading in the gist notation of tests/unit/gist.py."""

from __future__ import annotations

import pytest

from tests.unit.readings import reading

READS = [
    ("kill the top-right bat", "attack nearest-from-top right bat"),
    ("kill the top right bat", "attack nearest-from-top right bat"),
    ("kill the lower right bat", "attack nearest-from-bottom right bat"),
    ("get the bottom left arrow", "fetch nearest-from-bottom left arrow"),
    ("get the upper-left arrow", "fetch nearest-from-top left arrow"),
    ("guard the bottom-left arrow", "guard nearest-from-bottom left arrow"),
    ("walk to the top-right bat", "go_to nearest-from-top right bat"),
    ("how far is the top-right bat?", "ask distance nearest-from-top right bat of companion"),
    ("where is the top right bat?", "ask where nearest-from-top right bat"),
    # the same as said after the name
    ("kill the bat in the top right", "attack nearest-from-top right bat"),
    # a side, as before
    ("kill the upper bat", "attack nearest-from-top side bat"),
    ("get the western arrow", "fetch nearest-from-left side arrow"),
    ("get the left arrow", "fetch nearest-from-left side arrow"),
    # the corner itself is a place
    ("go to the top right corner", "go_to top right"),
]

REFUSED = [
    "kill the upper bats",  # several: not one nearest a side (it was every bat)
    "get the top-right arrows",
    "get the right weapon",  # the one that defeats it, no side
    "once you've got the sword, go kill the top-right bat with it",  # the sword fells no bat
]


@pytest.mark.parametrize(("order", "gist"), READS)
def test_a_corner_or_a_side_before_the_name_is_the_one_nearest_it(order: str, gist: str) -> None:
    assert reading(order) == gist


@pytest.mark.parametrize("order", REFUSED)
def test_several_or_no_side_is_said_back(order: str) -> None:
    assert "unknown[" in reading(order), reading(order)
