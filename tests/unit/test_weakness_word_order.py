"""What defeats a monster asked with the weapon asked last or first, not after "what" at the
start: "Bat will die with which weapon?", "the gorgon falls to what?", "with which weapon does
the bat die?", "what is the gorgon weak against?". Each is the question of what defeats it (the
rows "what defeats, asked last" and "what defeats, asked first" of agent/reading/questions.py);
they were not understood. Each row an order and its reading in the gist notation of
tests/unit/gist.py."""

from __future__ import annotations

import itertools

import pytest

from game.world import WEAKNESS
from tests.unit.readings import reading

READ = [
    ("Bat will die with which weapon?", "ask weakness bat"),
    ("the gorgon dies to what?", "ask weakness gorgon"),
    ("bat dies with what?", "ask weakness bat"),
    ("the gorgon can be killed with which weapon?", "ask weakness gorgon"),
    ("bats are killed with what?", "ask weakness bat"),
    ("with which weapon does the bat die?", "ask weakness bat"),
    ("with what can the gorgon be killed?", "ask weakness gorgon"),
    ("by what is the gorgon defeated?", "ask weakness gorgon"),
    ("what is the gorgon weak against?", "ask weakness gorgon"),
    ("what should I use on the gorgon?", "ask weakness gorgon"),
    # as before
    ("what do I need for the gorgon", "ask weakness gorgon"),
    ("which weapon kills the bat?", "ask weakness bat"),
    ("what do I kill the bat with?", "ask weakness bat"),
    # an errand that says its weapon is no question
    ("kill the gorgon with the sword", "attack gorgon"),
]


@pytest.mark.parametrize(("order", "gist"), READ)
def test_what_defeats_a_monster_asked_in_any_word_order(order: str, gist: str) -> None:
    assert reading(order) == gist


SAID = ("the {m} will die with which weapon?", "{m} dies to what?", "the {m} falls to what?",
        "the {m} is killed by what?", "{m}s are defeated with which item?",
        "with which weapon does the {m} die?", "with what do I kill the {m}?",
        "using which weapon can the {m} be beaten?", "what are {m}s weak to?")


@pytest.mark.parametrize(("said", "monster"), list(itertools.product(SAID, sorted(WEAKNESS))))
def test_every_monster_and_word_order(said: str, monster: str) -> None:
    assert reading(said.format(m=monster)) == f"ask weakness {monster}"
