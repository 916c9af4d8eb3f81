"""Words of the twenty-sixth fresh set's voices read as the lexicon's: a hippie's names for the
companion and feelings voiced beside an order ("Far out, man.", "Dig it, ...", "..., brother",
"You feeling groovy?"), its sentences of how it sees things ("Possessions are a bummer anyway."),
its verbs of going ("float on over to", "drift on down to", "sway on down", "mosey back and
forth"), breaths taken a wait and a monster sent to the great beyond a fight; a texter's laugh
closing the order, "min" after an amount and "like" hedging one; how many tiles to explore said
as seen ("..., see at least fifteen tiles of this place") or distinct; monsters resolved or
terminated, defeated; a health running low. Each row an order
and its reading in the gist notation of tests/unit/gist.py; then near neighbours that stay
refused."""

from __future__ import annotations

import pytest

from agent.reading import read
from tests.unit.readings import reading

READ = [
    ("Far out, man. Float on over to that bow and pick it up, yeah?", "fetch bow"),
    ("Right on, brother. Drift over to the sword and grab it.", "fetch sword"),
    ("Dig it, could you score me the arrow that's closest to you, friend?", "bring arrow"),
    ("score me the bow, man", "bring bow"),
    ("Peace, love and a sword, brother. Go fetch the sword and lay it in my hands.",
     "fetch sword; bring sword"),
    ("Let go of all that stuff you're holding, man, give it all to me. Possessions are a bummer "
     "anyway.", "hand_over"),
    ("Pick up the sword and send the gorgon to the great beyond, man",
     "fetch sword; attack gorgon"),
    # a remark naming a monster before an order that names items alone and fights "it"
    ("That gorgon is nothing but bad vibes, man. Pick up the sword and send it to the great "
     "beyond.", "fetch sword; attack gorgon"),
    ("The gorgon is over there. Pick up the sword and kill it.", "fetch sword; attack gorgon"),
    ("Drift on down to the bottom left corner, nice and easy, man", "go_to bottom left"),
    ("groove on over to the top right corner", "go_to top right"),
    ("Sway on down four tiles, man, real slow", "walk down 4"),
    ("float two tiles left, dude", "walk left 2"),
    ("Mosey back and forth between row 8 column 2 and row 8 column 7, man, like a pendulum",
     "patrol 8,2 to 8,7"),
    ("drift back and forth between the bow and me", "patrol bow to player"),
    ("Take three deep breaths first, man. Then float over and get the bow.",
     "repeat 0x 3t: ; fetch bow"),
    ("take 2 breaths, then follow me", "repeat 0x 2t: ; follow"),
    ("How's your health, brother? You feeling groovy?", "ask health of companion"),
    ("If there are more than two bats around, groove on down to row 10, column 10, man, otherwise "
     "just get the nearest arrow", "if count(bat) > 2: go_to 10,10 | fetch arrow"),
    # how many tiles to explore: "distinct", "of this place", a verb of seeing after a comma
    ("Sampling run: survey no fewer than twenty distinct tiles.", "explore 20 tiles"),
    ("Go wander free for a while, man, see at least fifteen tiles of this place",
      "explore 15 tiles"),
    ("explore, see at least 15 tiles", "explore 15 tiles"),
    # monsters resolved or terminated: defeated
    ("how many monsters have been resolved so far?", "ask value defeated(monster)"),
    ("how many bats have been terminated?", "ask value defeated(bat)"),
    # a health running low: low
    ("If your health is running low, please come over to me; otherwise head to the bow.",
     "if health(companion) <= 1: come_back | go_to bow"),
    # texted: a laugh closing the order, a least said short, a hedged amount
    ("get da bow n bring it 2 me b4 i get bored lol", "fetch bow; bring bow"),
    ("stay away frm da gorgon, like 6 tiles min", "keep_distance gorgon 6..-"),
    ("keep away from me, like 4 tiles", "keep_distance player 4..-"),
    ("Hang out between me and that gorgon, man", "protect gorgon"),
    # words to be said are said as typed, the name with them
    ("please say hello, man", "say 'hello, man'"),
]

# What the voice does not say stays refused: an item is no monster to send beyond, the address
# alone is no order, a sentence of how things are naming a thing of the game is no aside.
REFUSED = [
    "send the bow to the great beyond",
    # over to a thing alone: going next to it or getting it, both meant by players
    "groove over to the bow, man",
    # "it" the item named after the remark: no monster to fight
    "The gorgon is over there. Pick up the bow and kill it.",
    "The bow is over there. Pick up the sword and kill it.",
    "If there are more than two bats around, groove over to the bow, man, otherwise just get the "
    "nearest arrow",
    "Far out, man.",
    "Peace, love and a sword, brother.",
    "Get the bow. The bats are a bummer anyway.",
    "explore, see at least 500 tiles",
    "how many issues have been resolved?",
    "Play me a mellow song on your guitar, brother",
    "Brew us some herbal tea over a little campfire, man, it's been a long day",
]


@pytest.mark.parametrize(("order", "expected"), READ)
def test_read(order: str, expected: str) -> None:
    assert reading(order) == expected
    assert not read(order).unknown


@pytest.mark.parametrize("order", REFUSED)
def test_refused(order: str) -> None:
    assert read(order).unknown, reading(order)
