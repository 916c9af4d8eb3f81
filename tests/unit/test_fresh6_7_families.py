"""Families of the sixth and seventh fresh sets (bench/fresh_orders_6.toml, fresh_orders_7.toml)
that were refused: a walk one way along a passage until the wall, "until the wall" said bare, an
errand added "while you're at it", the gerunds after the first that "would you mind" asks for,
what is needed for a monster asked and corrected ("I meant the gorgon").
Each row an order and its reading in the gist notation of tests/unit/gist.py; a refused one is
any reading with an ``unknown`` step."""

from __future__ import annotations

import pytest

from tests.unit.readings import reading

REFUSED = "refused"

# A way and where the walk stops: as far as the walk goes; the passage only where it goes
# (the seventh set's #65). A passage with no way, or no end, is refused as before.
TO_THE_WALL = [
    ("go right along this passage until the wall", "walk right 50"),
    ("go right until the wall", "walk right 50"),
    ("walk left till a wall", "walk left 50"),
    ("go up along the tunnel until the wall", "walk up 50"),
    ("go left through the hall to its end", "walk left 50"),
    ("run right down the corridor until you hit a wall", "walk right 50"),
    # near-misses: no way, no end, or another end
    ("go along the corridor until the wall", REFUSED),
    ("go right along this passage", REFUSED),
    ("run down the corridor", REFUSED),
    ("go left along the passage until you see a bat", REFUSED),
]

# "while you're at it" before an errand adds it, no condition (the sixth set's #83).
AT_IT = [
    (
        "How many monsters are left altogether? And while you're at it, go grab the bow.",
        "ask count monster; fetch bow",
    ),
    ("while you're at it, kill the bat", "attack bat"),
    ("fetch the bow. whilst you're at it, get an arrow too", "fetch bow; fetch arrow"),
    ("how many bats are there? and in the meantime go grab the bow", "ask count bat; fetch bow"),
]

# "would you mind VERBing ... and VERBing ...": each gerund the verb it is (the sixth set's #2).
MINDED = [
    (
        "I don't really know what I'm doing yet. Would you mind finding one of those arrows lying"
        " about and bringing it back over here to me? I think I'd like to hold it myself.",
        "bring arrow",
    ),
    ("would you mind getting the bow and then following me", "fetch bow; follow"),
    ("would you mind going to the bow and staying there", "go_to bow; stay"),
    ("would you mind fetching the sword and killing the gorgon", "fetch sword; attack gorgon"),
    # near-misses: a verb the game has not, and no "would you mind" before
    ("would you mind following me and watching the bats", REFUSED),
    ("get the bow and then following me", REFUSED),
]

# What is needed for a monster: what beats it (the seventh set's #45); for an item it is not what
# beats it ("what do I need for the bow?": an arrow), refused. A question of what beats a monster
# corrected to another names that one alone; "I meant" corrects as "I mean" does.
NEEDED_FOR = [
    ("what do I need for the bats... the gorgon, I meant the gorgon", "ask weakness gorgon"),
    ("what do i need for the gorgon", "ask weakness gorgon"),
    ("what's needed for the gorgon", "ask weakness gorgon"),
    ("what is needed against a bat?", "ask weakness bat"),
    ("what do we need for all the bats", "ask weakness bat"),
    ("what do I need for the bats, I mean the gorgon", "ask weakness gorgon"),
    ("what beats the bats? sorry, I meant the gorgon", "ask weakness gorgon"),
    ("what kills a bat? no wait, the gorgon", "ask weakness gorgon"),
    ("get the sword, I meant the bow", "fetch bow"),
    ("kill the bat, I meant the gorgon", "attack gorgon"),
    # near-misses: an item's needs, a correction to another sort of thing
    ("what do I need for the bow", REFUSED),
    ("what do you need for the sword", REFUSED),
    ("what beats the gorgon, I mean the sword", REFUSED),
]


@pytest.mark.parametrize(("order", "meaning"), TO_THE_WALL + AT_IT + MINDED + NEEDED_FOR)
def test_reading(order, meaning):
    read = reading(order)
    if meaning == REFUSED:
        assert "unknown" in read, read
    else:
        assert read == meaning
