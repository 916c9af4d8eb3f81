"""The player moving from where they stood, as a condition (``meaning.Moved``,
agent/reading/moved.py): "as soon as I take a step, follow me", "stay here until I move", "wait
until I move, then get the bow", and its opposite said with "while" ("while I stand still, guard
the bow": until I move). Each row an order and its reading in the gist notation of
tests/unit/gist.py; then the near neighbours that read otherwise, and what stays refused."""

from __future__ import annotations

import pytest

from agent.reading import meaning as m, read
from tests.unit.readings import reading

# The player moving, watched: then what the order says, or the step it ends.
MOVES = [
    ("as soon as I take a step, follow me", "wait once moved(player): follow"),
    ("stay here until I move", "stay once moved(player): "),
    ("wait until I move, then get the bow", "stay once moved(player): fetch bow"),
    ("when I take a step, follow me", "wait once moved(player): follow"),
    ("once I start walking, follow me", "wait once moved(player): follow"),
    ("the moment I budge, get the sword", "wait once moved(player): fetch sword"),
    ("when I go, follow me", "wait once moved(player): follow"),
    ("after I've moved, get the bow", "wait once moved(player): fetch bow"),
    ("as soon as I start to move, follow me", "wait once moved(player): follow"),
    ("the moment I move a muscle, run", "wait once moved(player): flee"),
    ("wait here till I so much as budge, then follow me", "stay once moved(player): follow"),
    ("stay here until I have taken a step", "stay once moved(player): "),
    ("stay here until I move from this spot", "stay once moved(player): "),
    ("if the player moves, attack the bat", "wait once moved(player): attack bat"),
    ("follow me when I move", "wait once moved(player): follow"),
    ("wait till I move and then kill the bat", "stay once moved(player): attack bat"),
    (
        "get the sword, then wait until I move, then get the bow",
        "fetch sword; stay once moved(player): fetch bow",
    ),
    ("explore, but if I move, come back", "explore once moved(player): come_back"),
    ("follow me, but stop when I move", "follow once moved(player): stay"),
    (
        "if I move and a bat is near, kill it",
        "wait once moved(player) and near(bat, 3, companion): attack bat",
    ),
    ("tell me when I move", "wait once moved(player): say 'You have moved'"),
    ("Hold position until I move, then rally on me.", "stay once moved(player): come_back"),
    ("wait til i move then loot the bow", "stay once moved(player): fetch bow"),
    ("as soon as I am moving, follow me", "wait once moved(player): follow"),
    ("when I step forward, follow me", "wait once moved(player): follow"),
    ("wait for me to move, then get the bow", "stay once moved(player): fetch bow"),
]

# A wait until the player moves, then what to do once they move said in a sentence of its own:
# that move ends the wait, and the step said is done then (not a second wait for another move).
ENDED_AS_SAID = [
    (
        "Hold your position until I make my move. The moment I take a step, race to the bow!",
        "stay once moved(player): go_to bow",
    ),
    ("Wait here until I move. As soon as I move, get the sword.",
     "stay once moved(player): fetch sword"),
    ("Stay put till I take a step. Once I move, follow me.", "stay once moved(player): follow"),
    (
        "Don't budge until I move. The moment I move, get the bow and then come back.",
        "stay once moved(player): fetch bow; come_back",
    ),
    # another condition after the wait is another wait, after it
    (
        "Stay here until I move. When you see a bat, kill it.",
        "stay once moved(player): ; wait once near(bat, 5, companion): attack bat",
    ),
]

# Standing still, said with "while" or "as long as": until the player moves.
STILL = [
    ("while I stand still, stay here", "stay once moved(player): "),
    ("as long as I don't move, guard the bow", "guard bow once moved(player): "),
    ("stay here while I stand still", "stay once moved(player): "),
    ("as long as I stay put, stay here", "stay once moved(player): "),
    ("while I stop, guard me", "guard player once moved(player): "),
]

# Near neighbours that already read otherwise and stay so: leaving (more than 3 tiles), coming
# back (away first), going somewhere, and a duty while the player walks (the duty alone).
NEIGHBOURS = [
    (
        "until I come back, stay here",
        "stay once distance(companion, player) > 1: {stay once distance(companion, player) <= 1: }",
    ),
    ("when I walk away, come back to me", "wait once distance(companion, player) > 3: come_back"),
    (
        "whenever I walk away, come back to me",
        "wait whenever distance(companion, player) > 3: come_back",
    ),
    ("when I move away, follow me", "wait once distance(companion, player) > 3: follow"),
    (
        "wait until I leave, then get the bow",
        "stay once distance(companion, player) > 3: fetch bow",
    ),
    ("until I step next to you, stay", "stay once distance(companion, player) <= 1: "),
    ("hang back about 2 to 4 tiles from me while I walk", "keep_distance player 2..4"),
    ("follow me while I walk", "follow"),
    ("while I move, follow me", "follow"),
    ("follow me while I am moving", "follow"),
    ("when i step away, follow me", "wait once distance(companion, player) > 3: follow"),
]


@pytest.mark.parametrize(("order", "expected"), MOVES + ENDED_AS_SAID + STILL + NEIGHBOURS)
def test_read(order: str, expected: str) -> None:
    assert reading(order) == expected


def test_it_is_a_change_watched_never_decided() -> None:
    watch = read("wait until I move, then get the bow").steps[0]
    assert isinstance(watch, m.Watch) and watch.cond == m.Moved(m.PLAYER)
    assert m.over_ticks(watch.cond) and m.over_ticks(m.Not(m.Moved()))


# Refused, in words: each step ("whenever"), standing still or stopping watched for (it would
# hold at once: nothing counts how long the player has stood), the companion or the two of us
# moving, and a question of it at a glance.
REFUSED = [
    ("whenever I move, say hi", "not for every move you make"),
    ("tell me whenever I move", "not for every move you make"),
    ("until I stand still, stay here", "not for you keeping still"),
    ("if I don't move, get the bow", "not for you keeping still"),
    ("get the bow while I move", "not for you keeping still"),
    ("until I stop moving, stay here", "not for you keeping still"),
    ("if I stop, get the bow", "not for you keeping still"),
    ("once I have stopped, come back to me", "not for you keeping still"),
    ("follow me until I stop", "not for you keeping still"),
    ("whenever I stop, come back", "not for you keeping still"),
    ("stay here until I stop to rest", ""),
    ("stay here until you move", ""),
    ("once you move, follow me", ""),
    ("wait until we move", ""),
    ("have I moved?", ""),
    ("when I move to the bow, follow me", ""),
    ("when I go up to the bow, follow me", ""),
    ("when I go back, follow me", ""),
    ("whenever I step forward, say hi", "not for every move you make"),
    ("until I move left, stay here", ""),
    ("wait until I take a step south, then go 2 tiles east", ""),
]


@pytest.mark.parametrize(("order", "why"), REFUSED)
def test_refused(order: str, why: str) -> None:
    meaning = read(order)
    assert meaning.unknown, reading(order)
    assert why in " ".join(u.detail for u in meaning.unknown), meaning.unknown


# The game's nouns mistyped still read as the nouns (the verbs here join no word list).
@pytest.mark.parametrize(
    ("order", "expected"), [("get teh arow", "fetch arrow"), ("kil the gorgn", "attack gorgon")]
)
def test_slips_of_the_nouns(order: str, expected: str) -> None:
    assert reading(order) == expected
