"""Families of orders that were read as something other than what a person means and would have
been carried out as if they were the order, each now read whole or refused in words: a condition
with its two branches followed by a further sentence (agent/reading/tidy.py, ``_a_weapon_chosen``:
only a weapon chosen by distance is left to the fight), "you carry X" (the companion carries it:
lexicon.CARRY_VERBS), a fight "until it dies" (agent/reading/fight_ends.py), "them" after two
kinds of monster (agent/reading/referents.py, ``_items``), a question after a step set off by a
comma (agent/reading/asked_after.py), "everything" brought after fetches
(agent/reading/fetched_brought.py), and a slip the reader mends said back as typed. Each row an
order and its reading in the gist notation of tests/unit/gist.py; then the near misses read as
before."""

from __future__ import annotations

import pytest

from agent.reading import read
from agent.refusal import refusal
from tests.unit.readings import reading

# A condition whose branches are steps joined by commas, then a further step: all of it, in
# order. Before, the choice was dropped without a word (taken for "grab a weapon", whose
# choice by distance the fight makes anyway).
CHOICE_THEN = [
    ("if there are bats, get the bow, otherwise get the sword. Then kill the gorgon.",
     "if count(bat) > 0: fetch bow | fetch sword; attack gorgon"),
    ("if there are bats, get the bow, otherwise get the sword, then kill the gorgon",
     "if count(bat) > 0: fetch bow | fetch sword; attack gorgon"),
    ("if you have the bow get the sword otherwise get the bow. after that kill every bat",
     "if has(companion, bow): fetch sword | fetch bow; attack every bat"),
    ("if the bow is nearer than the sword, get the bow, otherwise get the sword. Then kill the "
     "gorgon.", "if distance(bow, companion) < distance(sword, companion): fetch bow | fetch "
     "sword; attack gorgon"),
    # the otherwise a thing alone, on the verb of the first branch, the sentence's stop after it
    # (before, "the bow." was read alone, as a wish for the bow: brought to the player)
    ("if there are no bats, get the sword, else the bow. Then kill the gorgon.",
     "if count(bat) == 0: fetch sword | fetch bow; attack gorgon"),
    ("if there are no bats, get the sword, else the bow.",
     "if count(bat) == 0: fetch sword | fetch bow"),
    ("if there are bats, get the bow, otherwise the sword. Then kill the gorgon.",
     "if count(bat) > 0: fetch bow | fetch sword; attack gorgon"),
]
# A weapon chosen by distance, not by the player: the fight fetches the one it needs (as before).
WEAPON_LEFT_TO_THE_FIGHT = [
    ("grab a weapon and kill the gorgon", "attack gorgon"),
    ("arm yourself, then shoot the bats", "attack every bat"),
]

# "You carry the sword": the companion is to carry it (fetch it), not bring it to the player;
# then a fight it cannot win with that weapon is refused as "get the sword and kill the bat" is.
CARRIED = [
    ("You carry the sword. Go and kill the bat!",
     'fetch sword; unknown[cannot be done] "Go and kill the bat"'),
    ("you carry the bow", "fetch bow"),
    ("carry the sword", "fetch sword"),
    ("you carry the arrows", "fetch every arrow"),
    ("you carry the bow and kill the bat", "fetch bow; attack bat"),
]
# Carried to the player: brought, as before.
CARRIED_TO_ME = [
    ("carry the bow to me", "bring bow"),
    ("carry the bow over here", "bring bow"),
    ("carry the sword over to me", "bring sword"),
    ("carry me the sword", "bring sword"),
    ("you carry the sword to me", "bring sword"),
]

# "until it dies" after a fight names the monster fought, and a fight ends when it is defeated:
# the fight. Before, "it" was taken for the weapon fetched first (a watch on the sword's count).
UNTIL_OVER = [
    ("get the sword and attack the gorgon until it dies", "fetch sword; attack gorgon"),
    ("get the sword and attack the gorgon until it is dead", "fetch sword; attack gorgon"),
    ("get the bow and shoot the bats till they're gone", "fetch bow; attack every bat"),
    ("grab the bow then shoot the bat until it drops", "fetch bow; attack bat"),
    ("fight the gorgon till it's gone", "attack gorgon"),
]
# A condition of something else is a watch, as before.
UNTIL_OTHER = [
    ("attack the gorgon until you have the sword",
     "attack gorgon once has(companion, sword): "),
]

# "them" after two kinds of monster: both kinds. Before, only the last kind was fought.
THEM_BOTH_KINDS = [
    ("how many bats and gorgons are there, kill them",
     "ask count bat; ask count gorgon; attack every bat; attack every gorgon"),
    ("how many bats and gorgons are there? kill them",
     "ask count bat; ask count gorgon; attack every bat; attack every gorgon"),
    ("count the bats and the gorgons, then kill them",
     "ask count bat; ask count gorgon; attack every bat; attack every gorgon"),
]
# A question of what there is that is not read, before "them": said back, never dropped (before,
# taken for a remark naming what "them" stands for, and the fight done without a word of it).
THEM_ASKED_BEFORE = [
    ("are there bats and gorgons? kill them all",
     'unknown[not understood] "are there bats and gorgons"; attack every bat; attack every '
     "gorgon"),
    ("The bow is over there. Get it.", "fetch bow"),  # a remark: set aside, as before
]
THEM_ONE_KIND = [
    ("how many bats are there, kill them", "ask count bat; attack every bat"),
    ("how many arrows and swords are there, get them",
     "ask count arrow; ask count sword; fetch every arrow; fetch every sword"),
]

# A step, then a question after a comma: both, in order; the question of the step's kind where it
# names none. Before, the question was dropped without a word.
QUESTION_AFTER = [
    ("kill the bat, how many are left", "attack bat; ask count bat"),
    ("kill the bat, how many are left?", "attack bat; ask count bat"),
    ("get the arrow, how many are left", "fetch arrow; ask count arrow"),
    ("kill the bats, how many are there", "attack every bat; ask count bat"),
    ("kill the bat, how many bats are left", "attack bat; ask count bat"),
]

# "everything" brought after fetches: what was fetched, as "them" is, not every item on the map.
# A person who has just named the bow and the arrow means those two by "everything"; gathering
# every item of the map first is not what was asked.
EVERYTHING_FETCHED = [
    ("get the bow and the arrow, then bring everything to me",
     "fetch bow; fetch arrow; bring bow; bring arrow"),
    ("get the bow, then bring everything to me", "fetch bow; bring bow"),
    ("collect the arrows and bring all the stuff to me", "fetch every arrow; bring every arrow"),
]
# Said alone, "everything" is every item (as before); "them" the things named (as before).
EVERYTHING_AS_BEFORE = [
    ("bring everything to me", "bring every item"),
    ("get the bow and the arrow, then bring them to me",
     "fetch bow; fetch arrow; bring bow; bring arrow"),
    ("get the bow and the arrow, then give me everything", "fetch bow; fetch arrow; hand_over"),
]


@pytest.mark.parametrize(("order", "meaning"), CHOICE_THEN + WEAPON_LEFT_TO_THE_FIGHT + CARRIED
                         + CARRIED_TO_ME + UNTIL_OVER + UNTIL_OTHER + THEM_BOTH_KINDS
                         + THEM_ASKED_BEFORE + THEM_ONE_KIND + QUESTION_AFTER + EVERYTHING_FETCHED
                         + EVERYTHING_AS_BEFORE)
def test_reading(order, meaning):
    assert reading(order) == meaning


def test_carried_weapon_that_cannot_win_is_said():
    said = refusal(read("You carry the sword. Go and kill the bat!"), None)
    assert said == "The sword can't defeat the bat: it takes the bow and the arrow.", said


# Every fight verb, monster and way of saying its end: the fight alone, after a weapon that wins
# it or none.
_VERBS = ("kill", "attack", "fight", "slay", "hit")
_ENDS = ("until it dies", "till it is dead", "until it's gone", "until it is defeated",
         "till it drops dead", "until the beast is dead")
_WINS = {"bat": "bow", "gorgon": "sword"}


@pytest.mark.parametrize("verb", _VERBS)
@pytest.mark.parametrize("kind", sorted(_WINS))
@pytest.mark.parametrize("end", _ENDS)
def test_fight_until_it_is_over_is_the_fight(verb, kind, end):
    assert reading(f"{verb} the {kind} {end}") == f"attack {kind}"
    weapon = _WINS[kind]
    assert reading(f"get the {weapon} and {verb} the {kind} {end}") == (
        f"fetch {weapon}; attack {kind}")


@pytest.mark.parametrize("joint", (", ", "? ", ". ", ", then "))
@pytest.mark.parametrize("verb", ("kill", "attack", "slay"))
def test_them_after_two_kinds_of_monster_is_both(joint, verb):
    assert reading(f"how many bats and gorgons are there{joint}{verb} them") == (
        "ask count bat; ask count gorgon; attack every bat; attack every gorgon")


# A slip the reader mends ("boop" read as "loop") is said back as the player typed it.
TYPED = [
    ("beep boop, get the bow", 'I don\'t understand "beep boop".'),
    ("get the bow then beep boop", 'I don\'t understand "beep boop".'),
    ("blorp the gorgn", 'I don\'t understand "blorp the gorgn".'),
]


@pytest.mark.parametrize(("order", "said"), TYPED)
def test_mended_words_said_back_as_typed(order, said):
    assert refusal(read(order), None) == said
