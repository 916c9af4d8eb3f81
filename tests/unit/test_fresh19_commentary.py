"""The nineteenth fresh set's sports commentator (bench/fresh_orders_19.toml): the companion
told of as "he" in the present is told to (agent/reading/commentary.py, the voices' row
"commentary"); calls and cheers that ask nothing are left out. Each row an order and its reading
in the gist notation of tests/unit/gist.py; a refused one is any reading with an ``unknown``
step."""

from __future__ import annotations

import pytest

from tests.unit.test_fresh19_families import REFUSED, read_as

COMMENTARY = [
    (
        "what a run by the rookie, bow in hand and he DELIVERS it right to me!! go go go",
        "fetch bow; bring bow",
    ),
    (
        "he's got the sword in his sights, PICKS IT UP, and now he's going after the gorgon, "
        "can he do it folks?!",
        "fetch sword; fetch sword; attack gorgon",
    ),
    (
        "he scoops up that arrow and passes it back to me, beautiful teamwork",
        "fetch arrow; bring arrow",
    ),
    ("three quick steps to the right, he's got the footwork!", "walk right 3"),
    (
        "two steps, no, three steps right... and he does it AGAIN, unbelievable!",
        "repeat 2x 0t: walk right 3",
    ),
    ("he's guarding the bow like a goalkeeper, don't let anything near it!", "guard bow"),
    ("and he hands it all off to me, the whole lot, what a pass!", "hand_over"),
    ("he fetches the bow", "fetch bow"),
    ("and he's heading back to the bench, come on back to me big guy", "come_back"),
    ("he's shadowing me all the way down the field, stick with me like glue!", "follow"),
    ("he's attacking the gorgon, folks", "attack gorgon"),
    (
        "the stats guys ask: if he takes out two bats, how many bats are still flying?",
        "ask value (count(bat) - 2)",
    ),
    # the next of the play called as what it is after, on the verb before; a run up the middle
    # going there; what he must do the order, "our hero" after an opening call the companion;
    # waiting on a signal the player's move names
    (
        "he's got an arrow in the quiver, now he needs the bow, and then it's the bat up in the "
        "top right corner, this is the big one!",
        "fetch bow; attack nearest-from-top right bat",
    ),
    ("he goes for the arrow, then it's the bow, folks", "fetch arrow; fetch bow"),
    (
        "he's charging right up the middle of the field! get to the center of the map!",
        "go_to middle; go_to middle",
    ),
    ("he races straight down the middle, folks!", "go_to middle"),
    ("folks, our hero needs to stay right there, not one step", "stay"),
    ("folks, our hero has to grab the sword!", "fetch sword"),
    ("he needs to get the bow, folks", "fetch bow"),
    (
        "he's waiting on my signal... and the moment I move, he goes for the bow!",
        "stay once moved(player): fetch bow",
    ),
    (
        "wait on my whistle, and the moment I move, get the sword",
        "stay once moved(player): fetch sword",
    ),
    # near-misses: a story's "he" is the hero's; a verb no order has, or what the game cannot do,
    # stays refused
    ("then it's the bat", REFUSED),
    ("he charges at the gorgon", REFUSED),
    ("he's charging up the middle of the bats", REFUSED),
    ("our hero needs to stay right there", REFUSED),
    ("wait on my signal, then get the bow", REFUSED),
    (
        "Our hero's friend waits by the sword until the hero arrives.",
        "go_to sword; stay once distance(companion, player) <= 1: ",
    ),
    ("The companion, ever faithful, followed the hero wherever he went.", "follow"),
    ("HE LEAPS OVER THE WALL to get to the bow, what an athlete!", REFUSED),
    ("he goes in with the sword on the bat, only the sword, slam dunk it!", REFUSED),
    ("and he turns on the coach! go hit me with the sword, the fans love drama", REFUSED),
    ("and the coach is subbed in! you move ME to the bottom right corner now", REFUSED),
    ("he's way too close to the bat there folks", REFUSED),
    ("needs Linux's /proc/loadavg", 'unknown[outside the game] "needs Linux\'s /proc/loadavg"'),
]


@pytest.mark.parametrize(("order", "meaning"), COMMENTARY)
def test_reading(order, meaning):
    read_as(order, meaning)
