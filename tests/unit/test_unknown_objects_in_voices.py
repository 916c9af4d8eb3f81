"""A voice's phrase, or a plain verb, that takes what it is about ("walkies with X", "RECON X",
"BREAK CONTACT WITH X", "lie down by X", "explore X", "keep away from X") read the words after it
as doable whatever they named: "walkies with the banana" was read as exploring, "BREAK CONTACT
WITH THE BANANA" as keeping away from every monster, "lie down by the moon and dance" as
following. A name after "the" or "a" that is neither the game's nor the ground an errand covers
anyway (lexicon.ERRAND_GROUND: "the area", "the sector", "a bit") is now said back, so the order
is refused, as "go to the moon" and "get the banana" are (changes_nothing.harmless, and
errands._keeping_away leaving an unread name to it)."""

from __future__ import annotations

import pytest

from agent.reading import (
    lexicon as lx,
    lexicon_address as la,
    lexicon_idioms as li,
    lexicon_pirate as lpi,
    lexicon_trainer as ltr,
    meaning as m,
    read,
)
from tests.unit.gist import gist

UNKNOWN_THINGS = ("the moon", "the banana", "the castle", "the postman", "a unicorn")


@pytest.mark.parametrize(
    "order",
    [
        # the dog trainer's phrases
        "lie down by the moon and dance",
        "walkies with the banana",
        "go walkies with the castle",
        "sniff around for the banana and eat it",
        "sniff about the castle",
        "go lie down by the postman",
        # radio and the soldier's
        "RECON THE MOON",
        "recon the castle",
        "BREAK CONTACT WITH THE BANANA",
        "break contact with the postman, pull back",
        # the same verbs in plain words
        "explore the moon",
        "explore with the banana",
        "explore for a unicorn",
        "keep away from the banana",
        "stay away from the moon",
        "avoid the postman",
        "stay by the moon",
        "stay near the castle please",
        # idioms
        "have a gander at the moon",
        "hang around the castle",
        "get out of dodge with the banana",
    ],
)
def test_a_phrase_with_a_thing_the_game_lacks_is_refused(order: str) -> None:
    assert any(isinstance(s, m.Unknown) for s in read(order).steps), gist(order)


@pytest.mark.parametrize(
    ("order", "expected"),
    [
        # the game's things and places after the same phrases: read as before
        (f"BREAK CONTACT WITH THE {lx.BAT.upper()}", f"keep_away {lx.BAT}"),
        (f"keep away from the {lx.GORGON}", f"keep_away {lx.GORGON}"),
        (f"avoid the {lx.BAT}s", f"keep_away {lx.BAT}"),
        ("keep away from the enemy", "keep_away monster"),
        ("keep away from all the monsters", "keep_away monster"),
        ("keep away from danger", "keep_away monster"),
        ("keep away", "keep_away monster"),
        ("RECON THE AREA", "explore"),
        ("recon the sector", "explore"),
        ("sniff around", "explore"),
        ("walkies", "explore"),
        ("explore the whole dungeon", "explore"),
        ("explore these halls", "explore"),
        ("explore the pitch for a bit", "explore"),
        ("explore a bit", "explore"),
        ("have a look around the place a little", "explore"),
        ("don't move a muscle", "stay"),
        ("stay by me", "follow"),
        ("lie down", "stay"),
        (f"kill the {lx.BAT} that came first", f"attack {lx.BAT}"),
        # a remark after a comma is not searched for names: read as before
        ("go explore the map bestie, touch some grass", "explore"),
        ("go explore a bit, see what's out there", "explore"),
        # the player's own plan after a comma is an aside ("..., I'll stay here"), unless it
        # names what the game has not: then said back, never dropped (clause.with_rest)
        (f"you take the {lx.GORGON}, I'll go to the corner", f"attack {lx.GORGON}"),
        (
            f"you take the {lx.GORGON}, ill fly to the moon",
            f"attack {lx.GORGON}; unknown",
        ),
    ],
)
def test_the_game_s_own_things_and_ground_read_as_before(order: str, expected: str) -> None:
    assert gist(order) == expected


def _voice_phrases() -> list[str]:
    said = (
        *ltr.DOG_SAID_AS,
        *la.SAID_AS,
        *lpi.PIRATE_SAID_AS,
        *li.EXPLORE,
        *li.STAY,
        *li.FLEE,
        *li.COME_BACK,
        *li.WAIT_TURNS,
        *li.REMAIN_AT,
    )
    return sorted({p for p in said if p.strip()})


def test_every_voice_phrase_followed_by_a_thing_the_game_lacks_is_refused() -> None:
    read_as_doable = [
        f"{phrase} {joint}{unknown}"
        for phrase in _voice_phrases()
        for unknown in UNKNOWN_THINGS
        for joint in ("", "with ")
        if not any(isinstance(s, m.Unknown) for s in read(f"{phrase} {joint}{unknown}").steps)
    ]
    assert read_as_doable == []


@pytest.mark.parametrize(
    ("order", "expected"),
    [
        # a verb phrase that ends in "the" ("search the"): the name after it is read with it
        ("search the postman", False),
        ("search the moon", False),
        ("search the banana", False),
        ("search the room", True),
        ("search the dungeon", True),
        ("search the whole place", True),
        ("search around", True),
    ],
)
def test_a_verb_ending_in_the_leaves_its_name_to_be_read(order: str, expected: bool) -> None:
    assert (gist(order) == "explore") is expected, gist(order)


@pytest.mark.parametrize(
    ("order", "expected"),
    [
        # "bodyguard" took whatever followed it as the player
        ("bodyguard the banana", "unknown"),
        ("be my bodyguard near the moon", "unknown"),
        ("be my bodyguard", "guard player"),
        ("bodyguard me", "guard player"),
        ("be my bodyguard, please", "guard player"),
        ("be my bodyguard for a bit", "guard player"),
    ],
)
def test_a_bodyguard_of_a_thing_the_game_lacks_is_refused(order: str, expected: str) -> None:
    assert gist(order) == expected
