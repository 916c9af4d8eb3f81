"""Orders read once (issue 39, part 2), the last rewrites: one thing left out of a pick ("kill a
bat, but not the one in the top right") is the words after "the one" read in place after the
kind's noun (``left_out._picked``, ``tokens.take_thing``), no longer "kill the bat in the top
right" written out and read from the top (``reader.read`` called inside a reading: 20 times over
the ~25,800 known orders, 0 now); which of two said apart from its question ("the sword or the
bow. which is farther from me?") is built from the things the player's words name and the
measure's words (``which_said_apart._of_two``), no longer glued into "which is farther from me,
the sword or the bow" and read on the clause rows (7 of the known orders); "it" / "one" after a
condition on having a weapon is either weapon as data (``ThingPhrase.weapon``, read by
``errands.weapons``), no longer "get a weapon" written in its place (``resolve_pronouns``, 1).
Each row an order and its reading in the gist notation of tests/unit/gist.py, read with
``reader.read`` wrapped: no reading calls it again inside itself."""

from __future__ import annotations

import pytest

from agent.reading import clause, meaning as m, pronouns, which_said_apart
from tests.unit import test_one_pass_read_once as first
from tests.unit.readings import reading

# One left out of a pick: siblings of the known orders; near-misses said back as before.
LEFT_OUT = [
    (
        "grab an arrow, but not the one in the bottom left corner",
        "fetch nearest-from-companion arrow besides nearest-from-bottom left arrow",
    ),
    (
        "kill a bat other than the one near the gorgon",
        "attack nearest-from-companion bat besides nearest-from-gorgon bat",
    ),
    (
        "pick up an arrow except the one closest to me",
        "fetch nearest-from-companion arrow besides nearest-from-player arrow",
    ),
    (
        "fetch an arrow, not the one farthest from you",
        "fetch nearest-from-companion arrow besides farthest-from-companion arrow",
    ),
    (
        "get an arrow but not the one on the left",
        "fetch nearest-from-companion arrow besides nearest-from-left side arrow",
    ),
    (
        "how many bats are there, not counting the one in the middle?",
        "ask value count(bat besides nearest-from-middle bat)",
    ),
    (
        "how many arrows are there, not counting the one at row ten, column two?",
        "ask value count(arrow besides on-from-10,2 arrow)",
    ),
    (
        "kill a bat except the one to the right of the sword",
        "attack nearest-from-companion bat besides bearing-+0,+1-of-sword bat",
    ),
    (
        "attack a bat except the one that bit me",
        'attack bat; unknown[not understood] "except the one that bit me"',
    ),
    (
        "get an arrow, not the one I dropped",
        'fetch arrow; unknown[no such action] "not the one i dropped"',
    ),
]

# Which of two said apart from its question: siblings; near-misses said back as before.
WHICH_APART = [
    (
        "the bow or the bat in the middle. which one is nearer to you?",
        "ask which bow,nearest-from-middle bat of companion nearest",
    ),
    (
        "is the gorgon farther from me or the arrow at row 3, column 4",
        "ask which gorgon,on-from-3,4 arrow of player farthest",
    ),
    (
        "which is closer? the gorgon or the arrow at the bottom left",
        "ask which gorgon,nearest-from-bottom left arrow of companion nearest",
    ),
    (
        "the sword or the gorgon? which is further from you",
        "ask which sword,gorgon of companion farthest",
    ),
    (
        "the bow or the bat in the middle. which is closer to us?",
        'unknown[not understood] "the bow or the bat in the middle"; '
        'unknown[not understood] "which is closer to us"',
    ),
    (
        "the arrow or the arrow at the bottom left. which is closer?",
        'unknown[not understood] "the arrow or the arrow at the bottom left"; '
        'unknown[not understood] "which is closer"',
    ),
    (
        "the sword or the arrow next to the bow. which is farther from me?",
        'unknown[not understood] "the sword or the arrow next to the bow"; '
        'unknown[not understood] "which is farther from me"',
    ),
]

_NO_WEAPON = "if not (has(companion, sword) or has(companion, bow)): "
_NEARER = "if distance(sword, companion) < distance(bow, companion): "

# "one" for either weapon: siblings; "the farthest one" the farther (it was "get the farthest a
# weapon", refused), and a refusal said in the player's words ("kill one", not "kill a weapon").
WEAPON_ONE = [
    ("if you don't have a weapon, get it", f"{_NO_WEAPON}{{{_NEARER}fetch sword | fetch bow}} | "),
    (
        "if you don't have a weapon, bring me one",
        f"{_NO_WEAPON}{{{_NEARER}bring sword | bring bow}} | ",
    ),
    (
        "if you have no weapon, grab one and come back",
        f"{_NO_WEAPON}{{{_NEARER}fetch sword | fetch bow}}; come_back | ",
    ),
    ("unless you have a weapon, fetch one", f"{_NO_WEAPON}{{{_NEARER}fetch sword | fetch bow}} | "),
    (
        "if you don't have a weapon, get the farthest one",
        f"{_NO_WEAPON}{{if distance(sword, companion) > distance(bow, companion): fetch sword"
        " | fetch bow} | ",
    ),
    ("if you don't have a weapon, go to one", f"{_NO_WEAPON}go_to item | "),
    ("if you don't have a weapon, kill one", f'{_NO_WEAPON}unknown[does not fit] "kill one" | '),
    ("if you don't have a weapon, guard one", f'{_NO_WEAPON}unknown[ambiguous] "guard one" | '),
]


# the orders reader.read is called on inside a reading (the fixture of the first file)
reentries = first.reentries


@pytest.mark.parametrize(("order", "gist"), LEFT_OUT + WHICH_APART + WEAPON_ONE)
def test_read_once(order: str, gist: str, reentries: list[str]) -> None:
    assert reading(order) == gist
    assert reentries == []


def test_which_said_apart_reads_no_clause(monkeypatch: pytest.MonkeyPatch) -> None:
    """The question of which is built from the things, with no clause read again."""

    def read_again(*said: object, **how: object) -> object:
        raise AssertionError(f"read again: {said}")

    monkeypatch.setattr(clause, "read_clause", read_again)
    said = ["the sword or the arrow at the bottom left", "which is farther from me"]
    steps: list[m.Step] = [m.Unknown(w, m.Reason.NOT_UNDERSTOOD) for w in said]
    (ask,) = which_said_apart.kept(". ".join(said), steps)
    assert ask == m.Ask(
        m.WHICH,
        (m.Thing("sword"), m.Thing("arrow", 1, m.NEAREST, "bottom left")),
        who=m.PLAYER,
        pick=m.FARTHEST,
        words=" ".join(said),
    )


def test_weapon_one_written_nowhere() -> None:
    """ "one" for either weapon is the thing pointed at, never words written in its place."""
    assert not hasattr(pronouns, "_put_for_pronoun")  # no pronoun is written out anywhere
    assert reading("if you don't have a weapon, get one").endswith("fetch sword | fetch bow} | ")
