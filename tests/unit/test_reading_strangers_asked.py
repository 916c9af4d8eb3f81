"""A question of where, how far, how many or whether dead or alive about a thing the game lacks
is refused naming the thing ("I don't know what "dragon" is: ..."), in every way it is asked
(agent.reading.strangers): "tell me where the dragon is" was refused with "I don't know how to
answer that", "do you know where the flurbs are" answered with where the companion is, "where is
the nearest dragon?" with where the nearest thing is. The same questions of things of the game
are read as before."""

from __future__ import annotations

import pytest

from agent.reading import read
from agent.refusal import refusal
from tests.unit.gist import steps


@pytest.mark.parametrize(("order", "word"), [
    ("tell me where the dragon is", "dragon"),
    ("can you tell me where the potion is?", "potion"),
    ("do you know where the flurbs are", "flurbs"),  # was where the companion is
    ("any idea where the wizard went?", "wizard"),  # was where the nearest thing is
    ("where did the dragon go?", "dragon"),
    ("where's the dragon hiding?", "dragon"),
    ("where is the nearest dragon?", "dragon"),  # was where the nearest thing is
    ("how far away is the unicorn from you?", "unicorn"),
    ("tell me how far the dragon is", "dragon"),
    ("do you know how far the troll is?", "troll"),  # was the distance between us
    ("how close is the dragon?", "dragon"),
    ("tell me how many dragons there are", "dragons"),
    ("count the goblins", "goblins"),
    ("is the dragon dead?", "dragon"),
    ("has the wizard been killed yet?", "wizard"),
    ("is there any chance the dragon is dead?", "dragon"),
    ("is the troll still alive?", "troll"),
])
def test_a_question_about_a_thing_the_game_lacks_names_it(order, word):
    meaning = read(order)
    assert meaning.unknown, steps(meaning.steps, full=True)
    assert refusal(meaning, None).startswith(f'I don\'t know what "{word}" is: the dungeon has')


@pytest.mark.parametrize(("order", "gist"), [
    ("tell me where the sword is", "ask where sword"),
    ("do you know where the bow is", "ask where bow"),
    ("where did the bat go?", "ask where bat"),
    ("where is the nearest monster to you?", "ask where monster"),
    ("tell me how far the gorgon is", "ask distance gorgon"),
    ("how close is the bat?", "ask distance bat"),
    ("tell me how many bats there are", "ask count bat"),
    ("count the arrows", "ask count arrow"),
    ("is the enemy dead?", "ask check count(monster) == 0"),
    ("has the gorgon been killed yet?", "ask check count(gorgon) == 0"),
])
def test_the_same_questions_of_things_of_the_game_are_read_as_before(order, gist):
    assert steps(read(order).steps) == gist
