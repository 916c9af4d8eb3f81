"""The nineteenth fresh set's families (bench/fresh_orders_19.toml) that were done wrong: a
reading that kept part of the order and dropped what changes its meaning. Each row an order and
its reading in the gist notation of tests/unit/gist.py; a refused one is any reading with an
``unknown`` step."""

from __future__ import annotations

import pytest

from tests.unit.readings import reading

REFUSED = "refused"

# A count after a change supposed, said of the companion in the third person, with the question
# after who asks it, or with the bats "still flying": the count less the change, never the
# count as it is ("the stats guys ask: if he takes out two bats, how many bats are still
# flying?").
SUPPOSED = [
    (
        "the stats guys ask: if he takes out two bats, how many bats are still flying?",
        "ask value (count(bat) - 2)",
    ),
    ("if he takes out two bats, how many bats are still flying?", "ask value (count(bat) - 2)"),
    ("if you kill two bats, how many bats are still flying?", "ask value (count(bat) - 2)"),
    ("if she kills a bat, how many monsters are left?", "ask value (count(monster) - 1)"),
    ("how many bats are still flying if he shoots two?", "ask value (count(bat) - 2)"),
    ("how many bats are still alive if you shoot two?", "ask value (count(bat) - 2)"),
    ("how many bats left if you shoot two", "ask value (count(bat) - 2)"),
    (
        "the stats guys ask: how many bats are still flying if he shoots two?",
        "ask value (count(bat) - 2)",
    ),
    ("question: if you kill two bats, how many bats are left?", "ask value (count(bat) - 2)"),
    ("tell me, if you kill two bats, how many bats are left?", "ask value (count(bat) - 2)"),
    ("if he picks up two arrows, how many arrows are left?", "ask value (count(arrow) - 2)"),
    (
        "if he takes out two of the bats, how many bats are still flying?",
        "ask value (count(bat) - 2)",
    ),
    # near-misses: the count as it is, or refused where the change is not read
    ("the stats guys ask: how many bats are still flying?", "ask count bat"),
    ("how many bats are still flying?", "ask count bat"),
    ("the stats guys ask: if he dances, how many bats are still flying?", REFUSED),
    ("if she takes out two bats, how many bats are flying in the room?", REFUSED),
    ("if she picks up two arrows, how many arrows would you have?", REFUSED),
    ("if he shoots the sword, how many are left?", REFUSED),
    ("my friend wants to know: if you kill two bats, how many bats are left?", REFUSED),
]

# A place said by where a thing lies, then the order on it: the order on that thing ("Where
# sword lies low by eastern wall, fetch it and bring it"), never a question of where it is.
WHERE_IT_LIES = [
    (
        "Where sword lies low by eastern wall, fetch it and bring it",
        "fetch nearest-from-right side sword; bring nearest-from-right side sword",
    ),
    ("Where the sword is, fetch it", "fetch sword"),
    ("where the bow lies, go there", "go_to bow"),
    ("where the bat sleeps, attack it", "attack bat"),
    ("where the bats sleep, kill them", "attack every bat"),
    ("where the arrow lies by the bow, pick it up", "fetch nearest-from-bow arrow"),
    # near-misses: questions stay questions; an order not on the thing, or not read, refused
    ("where is the bow?", "ask where bow"),
    ("where the bow is, tell me", "ask where bow"),
    ("where are you, buddy", "ask where of companion"),
    ("Where the sword is, fetch the bow", REFUSED),
    ("where the bow is, wait there", REFUSED),
    ("where the bat is, dance", REFUSED),
    (  # the rhyme's way through the hall left out (the poet's tails)
        "Where sword lies low by eastern wall, fetch it and bring it, through the hall",
        "fetch nearest-from-right side sword; bring nearest-from-right side sword",
    ),
    ("get teh arow", "fetch arrow"),
]

# Wherever the player goes ("where'er", older English), the companion close behind: following.
WHEREVER_I_GO = [
    ("Where'er I go, come close behind, a faithful shadow, true and kind", "follow"),
    ("where'er I go, follow me", "follow"),
    ("wherever I go, come close behind", "follow"),
    ("come close behind me", "follow"),
    ("follow close behind me", "follow"),
    ("wherever I go, follow me", "follow"),
    # near-misses
    ("come here", "come_back"),
    ("where'er the bow lies, fetch it", REFUSED),
]

# Guarding said for the player is guarding the player, as "stand guard over me" is; guarding
# here, or a thing, stays what it is.
GUARD_FOR_ME = [
    ("O companion true, stand guard for me, wherever in this hall I be", "guard player"),
    ("stand guard for me", "guard player"),
    ("stand guard over me", "guard player"),
    ("keep guard for me", "guard player"),
    ("stand watch for me", "guard player"),
    ("keep watch for me", "guard player"),
    ("stand guard for us", "guard player"),
    ("stand guard for me within 2 tiles", "guard player -..2"),
    # near-misses: here, a thing
    ("stand guard", "guard companion"),
    ("stand guard here", "guard companion"),
    ("stand guard here for me", "guard companion"),
    ("stand guard by the bow", "guard bow"),
    ("stand guard by the bow for me", "guard bow"),
    ("stand guard over the bow", "guard bow"),
]


@pytest.mark.parametrize(
    ("order", "meaning"), SUPPOSED + WHERE_IT_LIES + WHEREVER_I_GO + GUARD_FOR_ME
)
def test_reading(order, meaning):
    read_as(order, meaning)


def read_as(order: str, meaning: str) -> None:
    """``order`` is read as ``meaning``, or refused (any reading with an ``unknown`` step) where
    the meaning is ``REFUSED``; the check of every nineteenth-set table."""
    read = reading(order)
    if meaning == REFUSED:
        assert "unknown" in read, read
    else:
        assert read == meaning
