"""A fight whose verb names its weapon ("shoot the gorgon": the bow; "stab the bat": the sword)
is fought with that weapon or refused in words where it cannot win, as "kill the gorgon with the
bow" is; never fought with the other weapon as if it were the order. Each row an order and its
reading in the gist notation of tests/unit/gist.py."""

from __future__ import annotations

import pytest

from agent.reading import read
from agent.refusal import refusal
from game.maps import load_map
from tests.unit.readings import reading

READ = [
    # the weapon the verb names cannot win: said back with why
    ("shoot the gorgon", 'unknown[cannot be done] "shoot the gorgon"'),
    ("go and shoot the gorgon", 'unknown[cannot be done] "go and shoot the gorgon"'),
    ("fire at the gorgon", 'unknown[cannot be done] "fire at the gorgon"'),
    ("stab the bat", 'unknown[cannot be done] "stab the bat"'),
    ("slash the bat", 'unknown[cannot be done] "slash the bat"'),
    ("pick up the bow, then shoot the gorgon",
     'fetch bow; unknown[cannot be done] "shoot the gorgon"'),
    # the weapon the verb names wins: the fight, as before
    ("shoot the bat", "attack bat"),
    ("stab the gorgon", "attack gorgon"),
    ("shoot one of the flying monsters", "attack bat"),
    ("get the bow and shoot the bats with it", "fetch bow; attack every bat"),
    # a weapon said: that one, whatever the verb
    ("shoot the gorgon with the sword", "attack gorgon"),
    ("shoot the gorgon with the bow", 'unknown[cannot be done] "shoot the gorgon with the bow"'),
    # a monster of any kind: which one is known only when the fight starts, as before
    ("shoot the nearest monster", "attack monster"),
    # a verb that names no weapon: the fight takes what wins it
    ("kill the gorgon", "attack gorgon"),
    ("whack the bat", "attack bat"),
]


@pytest.mark.parametrize(("order", "gist"), READ)
def test_a_fight_is_read_with_the_weapon_its_verb_names(order: str, gist: str) -> None:
    assert reading(order) == gist


@pytest.mark.parametrize(("order", "weapon", "monster", "takes"), [
    ("shoot the gorgon", "bow", "gorgon", "sword"),
    ("stab the bat", "sword", "bat", "bow and the arrow"),
])
def test_the_player_is_told_which_weapon_wins(order: str, weapon: str, monster: str,
                                              takes: str) -> None:
    said = refusal(read(order), load_map())
    assert f"{weapon} can't defeat the {monster}: it takes the {takes}" in said, said
