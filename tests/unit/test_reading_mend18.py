"""The eighteenth fresh set's families still refused after its first pass
(bench/fresh_orders_18.toml), each with siblings and near-misses: an engineer's dump of the
inventory (what is carried, listed), a count left once some are taken or defeated said with "'ll"
or the perfect ("how many bats'll be left once you've shot two of 'em?"), and which of two is
nearer or farther with the two after a colon ("which is farther from me: the bow, or the arrow at
(22, 5)?"); standing between, with "be my bodyguard" said beside it or against a monster; going
to a place or an errand while minding a monster ("head on down to the bottom right corner, but
mind that gorgon"), which the errand's walk keeps clear of anyway; backing off so many tiles from
a monster named with it ("ur way too close to that bat ngl, back off like 5 tiles fr"); "bring it
back to me" with nothing named, what the companion has handed over. Each row an order and its
reading in the gist notation of tests/unit/gist.py."""

from __future__ import annotations

import pytest

from agent.reading import read
from agent.refusal import refusal
from tests.unit.readings import reading

# An engineer's dump of a structure is its contents printed: what the companion carries, listed
# (the game puts nothing down); emptying it is handing it over, as before.
DUMPED = [
    ("dump your inventory", "ask carrying of companion"),
    ("dump the inventory", "ask carrying of companion"),
    ("print your inventory", "ask carrying of companion"),
    ("dump inventory pls", "ask carrying of companion"),
    ("get the bow and dump your inventory", "fetch bow; ask carrying of companion"),
    ("list your inventory", "ask carrying of companion"),
    ("empty your inventory", "hand_over"),
]

# A count left once some are taken or defeated: "'ll", "will remain", "once you've", "after
# you have".
LEFT_ONCE = [
    ("How many bats'll be left once you've shot two of 'em?", "ask value (count(bat) - 2)"),
    ("how many bats will be left once you have shot two of them", "ask value (count(bat) - 2)"),
    ("how many bats will be left after you have killed two", "ask value (count(bat) - 2)"),
    ("how many bats'll be left if you shoot two", "ask value (count(bat) - 2)"),
    ("how many bats will remain once you've killed two", "ask value (count(bat) - 2)"),
    ("how many arrows will be left once you've picked up one", "ask value (count(arrow) - 1)"),
    ("how many arrows'll remain if I have taken two", "ask value (count(arrow) - 2)"),
    ("how many bats left if you shoot two", "ask value (count(bat) - 2)"),
]
# Near-misses: a change that says nothing of the count asked stays refused.
LEFT_REFUSED = [
    "how many gorgons'll be left once you've shot two bats",
    "how many bats'll be left once you've eaten two",
]

# Which of two, the two after a colon, one picked by where it lies.
OF_TWO = [
    (
        "which is farther from me: the bow, or the arrow at (22, 5)?",
        "ask which bow,on-from-22,5 arrow of player farthest",
    ),
    (
        "which is farther from me: the bow or the arrow at row 22, column 5?",
        "ask which bow,on-from-22,5 arrow of player farthest",
    ),
    (
        "which is farther from me: the arrow at (22, 5) or the bow?",
        "ask which on-from-22,5 arrow,bow of player farthest",
    ),
    (
        "which is closer to you: the sword or the arrow at (22, 5)?",
        "ask which sword,on-from-22,5 arrow of companion nearest",
    ),
    (
        "which one is nearer: the arrow in the bottom left or the sword?",
        "ask which nearest-from-bottom left arrow,sword of companion nearest",
    ),
    ("which is farther from me: the bow or the sword?", "ask which bow,sword of player farthest"),
]
# Near-misses: three things, a thing the game has not, or the two of us, stay refused.
OF_TWO_REFUSED = [
    "which is farther from me: the bow, or the arrow at (22, 5), or the sword?",
    "which is farther from me: the bow or the dragon at (22, 5)?",
    "which is farther from us: the bow or the arrow at (22, 5)?",
]

# Standing between the player and a monster, the guard of the player said beside it ("be my
# bodyguard", "guard me", Gen-Z's "era" a tag) the same duty; a bodyguard against a monster.
BODYGUARD = [
    ("stand between me n the gorgon, be my bodyguard era", "protect gorgon"),
    ("stand between me and the gorgon, be my bodyguard", "protect gorgon"),
    ("protect me from the gorgon, guard me", "protect gorgon"),
    ("guard me and protect me from the bats", "protect bat"),
    ("be my bodyguard against the gorgon", "protect gorgon"),
    ("be my bodyguard against the bats", "protect bat"),
    ("be my bodyguard from the gorgon", "protect gorgon"),
    ("be my bodyguard era", "guard player"),
    ("be my bodyguard", "guard player"),
]
# Near-misses: a guard with its own reach, of another thing, a bodyguard against an item.
BODYGUARD_REFUSED = [
    "protect me from the gorgon and guard me within 2 tiles",
    "stand between me and the gorgon, guard the bow",
    "be my bodyguard against the bow",
]

# Minding a monster while going to a place, fetching, bringing or coming back: the walk keeps
# clear of every monster's reach anyway (skills.lua), so the errand is the order; with a duty it
# is keeping away while the duty goes on.
MINDED = [
    ("Head on down to the bottom right corner, but mind that gorgon", "go_to bottom right"),
    ("go to the bottom right corner, but mind the gorgon", "go_to bottom right"),
    ("head down to the bottom right corner, but mind that gorgon", "go_to bottom right"),
    ("go to the bottom right corner without going near the gorgon", "go_to bottom right"),
    ("walk over to the bow but watch out for the bats", "go_to bow"),
    ("get to the top left, careful of the bats", "go_to top left"),
    ("get the bow, but mind the gorgon", "fetch bow"),
    ("get the bow but watch out for the gorgon", "fetch bow"),
    ("bring me the sword, and be careful of the bats", "bring sword"),
    ("come back to me but watch out for the gorgon", "come_back"),
    ("follow me but mind the bats", "follow whenever near(bat, 4, companion): keep_away bat"),
    ("head on down to the bottom right corner and then wait", "go_to bottom right; stay"),
]
# Near-misses: a fight, going to a monster, a walk by steps, a thing the game has not, minding
# alone: none is promised, so said back.
MINDED_REFUSED = [
    "kill the bats but mind the gorgon",
    "run to the gorgon but mind the bats",
    "walk 3 tiles left, but mind the bat",
    "go to the corner, but mind the dragon",
    "mind the gorgon",
    # a monster not minded is one ignored: said back after an errand, as before
    "fetch the sword, never mind the bats",
]

# A flight so far from a thing, named in the same sentence (before it, as what the companion is
# too close to, or after it), or room given to it: at least that far, kept.
BACKED_OFF = [
    ("ur way too close to that bat ngl, back off like 5 tiles fr", "keep_distance bat 5..-"),
    ("you're too close to that bat, back off 5 tiles", "keep_distance bat 5..-"),
    ("back off 5 tiles from the bat", "keep_distance bat 5..-"),
    ("back off about 4 squares from the gorgon", "keep_distance gorgon 4..-"),
    ("run away 6 tiles from the bats", "keep_distance bat 6..-"),
    ("give the bat 5 tiles of room", "keep_distance bat 5..-"),
    ("give that gorgon 3 squares of space", "keep_distance gorgon 3..-"),
    ("you're too close to me, back off 3 tiles", "keep_distance player 3..-"),
    ("back off from the bat", "flee"),
    ("back away 5 tiles from the bat", "keep_distance bat 5..-"),
    ("get 5 tiles away from the bat", "keep_distance bat 5..-"),
    ("walk 5 tiles away from the gorgon", "keep_distance gorgon 5..-"),
    ("you're too close to the bat, step back 3 tiles", "keep_distance bat 3..-"),
    ("move 5 tiles left", "walk left 5"),
]
# Near-misses: from nothing said, a thing the game has not, two things, too far.
BACKED_OFF_REFUSED = [
    "back off 5 tiles",
    "back off 5 tiles from the dragon",
    "you're way too close to the bat, back off 5 tiles from the gorgon",
    "back off 60 tiles from the bat",
    "walk 5 tiles from the bat",
]

# "Bring it back to me" with nothing named before "it": what the companion has, handed over
# ("back": it holds it); without "back", or back somewhere else, "it" is asked about.
BROUGHT_BACK = [
    ("ok slay now bring it back to me", "hand_over"),
    ("bring it back to me", "hand_over"),
    ("bring them back to me", "hand_over"),
    ("give it back to me", "hand_over"),
    ("give it back", "hand_over"),
    ("bring it back here", "hand_over"),
    ("bring it back to me, then follow me", "hand_over; follow"),
    ("get the bow and bring it back to me", "fetch bow; bring bow"),
    ("Get the bow. Then bring it back to me.", "fetch bow; bring bow"),
]
BROUGHT_BACK_REFUSED = ["bring it to me", "get it", "bring it back to the bow"]


# Readings found wrong or refused. The player's own plan naming what the game has not is said
# back, never dropped with the order served as its first part alone; a plan in the game's world
# stays a remark.
PLANS = [
    (
        "you take the gorgon, ill fly to the moon",
        'attack gorgon; unknown[cannot be done] "ill fly to the moon"',
    ),
    (
        "you take the gorgon, I will fly to the moon",
        'attack gorgon; unknown[cannot be done] "i will fly to the moon"',
    ),
    (
        "kill the gorgon, I'm gonna ride the dragon",
        "attack gorgon; unknown[cannot be done] \"I'm going to ride the dragon\"",
    ),
    ("you take the gorgon, I'll stay here", "attack gorgon"),
    ("you take the gorgon, I'll go to the corner", "attack gorgon"),
    ("you take the gorgon, I will take the bats", "attack gorgon"),
]
# Exploring "around" so many tiles is about so many (an exact number is still said back).
EXPLORED_AROUND = [
    ("explore around 20 tiles", "explore 20 tiles"),
    ("explore around 20 tiles, then come back", "explore 20 tiles; come_back"),
    ("explore about 20 tiles", "explore 20 tiles"),
    ("explore around", "explore"),
]
EXPLORED_AROUND_REFUSED = ["explore around 500 tiles"]
# A blow a monster "could do with", said of "that" or "those" monsters: the fight.
BLOWS_NEEDED = [
    ("that bat could do with a proper wallop", "attack bat"),
    ("that bat needs a wallop", "attack bat"),
    ("those bats need a good thrashing", "attack every bat"),
    ("the bat could do with a wallop", "attack bat"),
]
BLOWS_NEEDED_REFUSED = ["that bow could do with a wallop", "that bat could do with a nap"]
# A stock-take of kinds listed on the floor: a count of each, never split at "and".
STOCK_TAKEN = [
    ("take stock of the arrows and swords on the floor", "ask count arrow; ask count sword"),
    ("take stock of the arrows and the swords on the floor", "ask count arrow; ask count sword"),
    ("take an inventory of the arrows and swords on the floor", "ask count arrow; ask count sword"),
    ("take stock of the arrows on the floor", "ask count arrow"),
    ("take the arrows and swords", "fetch every arrow; fetch every sword"),
]
# Near-misses: what may be carried, a step after a stock-take of one kind.
STOCK_TAKEN_REFUSED = [
    "take stock of the arrows and swords",
    "take stock of the arrows and kill the bat",
]

# An engineer's name bound with "let", then used: what it stands for said where the name is.
BOUND = [
    (
        "let d = L1 distance to the nearest monster. if d < 5 retreat to me, else hold position",
        "if distance(monster, companion) < 5: come_back | stay",
    ),
    (
        "let d = the distance to the bow. if d > 10 get it",
        "if distance(bow, companion) > 10: fetch bow | ",
    ),
    ("let n = number of bats. say n", "ask count bat"),
    (
        "let me know if a bat comes",
        "wait once near(bat, 3, companion): say 'A bat is within 3 tiles of me'",
    ),
]
BOUND_REFUSED = ["let a = 5. say a", "let d = distance to the dragon. if d < 5 come back"]


@pytest.mark.parametrize(
    ("order", "gist"),
    DUMPED
    + LEFT_ONCE
    + OF_TWO
    + BODYGUARD
    + MINDED
    + BACKED_OFF
    + BROUGHT_BACK
    + PLANS
    + EXPLORED_AROUND
    + BLOWS_NEEDED
    + STOCK_TAKEN
    + BOUND,
)
def test_read(order: str, gist: str) -> None:
    assert reading(order) == gist


@pytest.mark.parametrize(
    "order",
    LEFT_REFUSED
    + OF_TWO_REFUSED
    + BODYGUARD_REFUSED
    + MINDED_REFUSED
    + BACKED_OFF_REFUSED
    + BROUGHT_BACK_REFUSED
    + EXPLORED_AROUND_REFUSED
    + BLOWS_NEEDED_REFUSED
    + STOCK_TAKEN_REFUSED
    + BOUND_REFUSED,
)
def test_refused(order: str) -> None:
    assert "unknown[" in reading(order), reading(order)


@pytest.mark.parametrize("order", ["bring it to me", "get it", "kill them"])
def test_it_with_nothing_named_is_asked_about(order: str) -> None:
    said, which = ("them", "ones") if order.endswith("them") else ("it", "one")
    assert refusal(read(order), None) == (
        f'What do you mean by "{said}"? I can\'t tell which {which} you mean.'
    )
