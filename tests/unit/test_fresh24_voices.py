"""Words of the twenty-fourth fresh set's voices read as the lexicon's: a surfer's names for the
companion said without a comma ("..., stay within two tiles of it", "... bro, block it"), a
surfer's verbs of walking ("paddle", "cruise"), an Irish player's spur "go on and" and "tell us"
(tell me). Each row an order and its reading in the gist notation of tests/unit/gist.py; then
near neighbours that stay refused."""

from __future__ import annotations

import pytest

from agent.reading import read
from tests.unit.readings import reading

READ = [
    ("guard the sword for me dude, stay within two tiles of it", "guard sword -..2"),
    ("get between me and the nearest bat bro, block it", "protect nearest-from-player bat"),
    ("bro get the sword", "fetch sword"),
    ("walk 3 tiles left brah", "walk left 3"),
    ("follow me bruh", "follow"),
    ("paddle four tiles right", "walk right 4"),
    ("paddle to the bow", "go_to bow"),
    ("cruise over to the sword", "go_to sword"),
    ("Go on and fetch the bow and bring it back here to me, good lad.", "fetch bow; bring bow"),
    ("go on and get the sword", "fetch sword"),
    ("Where's the nearest arrow to ye? Tell us.", "ask where arrow"),
    ("How many bats are there? Tell us.", "ask count bat"),
    # "drop" with a count of tiles and a way is a walk, as in "paddle four tiles right then drop
    # two tiles down"
    ("drop two tiles down dude", "walk down 2"),
]

# A name left out leaves the rest as refused as it was; "drop" with a thing is no walk (it is an
# item let go of), "go on and on" no errand.
REFUSED = [
    "drop the sword dude",
    "go smoke it brah",
    "go on and on",
    "tell us a joke",
]


@pytest.mark.parametrize(("order", "expected"), READ)
def test_read(order: str, expected: str) -> None:
    assert reading(order) == expected


@pytest.mark.parametrize("order", REFUSED)
def test_refused(order: str) -> None:
    assert read(order).unknown, reading(order)
