"""Families of orders by other hands (bench/fresh_orders_33.toml and after) that were said back
and are read now: a count compared by its sign with what is left said after the kind ("If bats
alive > 2: ...", "bats still alive", "bats left", or before it, "the living bats":
``lexicon_parts.LEFT_AFTER``, ``LIVING``; a condition that reads "bats alive" alone backs off
to the comparison after it); a walk said without its verb and closed as walks are ("6 tiles
east, exactly.": ``lexicon_closers.WALK_CLOSERS``); a remark marked as an aside at its end
("that's the long hallway on the left btw", as "ps ..." before it was); a fact the player
checks by a tag beside the order ("the gorgon's the scary one, right? hmm. ok, go stand between
me and the gorgon", "that bat is really close to you isn't it": ``musings``,
``lexicon_idioms.FACT_TAGS``), and what they feel opened by "yeah" ("yeah, I don't like that").
Each family with near-misses that must keep their reading."""

from __future__ import annotations

import pytest

from tests.unit.readings import reading

COUNT_LEFT = [
    ("If bats alive > 2: get the bow. Else: get the sword.",
     "if count(bat) > 2: fetch bow | fetch sword"),
    ("if bats left > 2 get the bow", "if count(bat) > 2: fetch bow | "),
    ("if bats remaining >= 2 get the bow", "if count(bat) >= 2: fetch bow | "),
    ("if bats still alive > 2 get the bow", "if count(bat) > 2: fetch bow | "),
    ("if living bats > 2 get the bow", "if count(bat) > 2: fetch bow | "),
    ("if the live bats are more than 2 get the bow", "if count(bat) > 2: fetch bow | "),
    # near-misses: whether any are left is still a condition of its own; a sign between words
    # that are not the game's is no comparison
    ("if there are bats left, get the bow", "if count(bat) > 0: fetch bow | "),
    ("if bats alive, get the bow", "if count(bat) > 0: fetch bow | "),
    ("if x > 2 get the bow", 'unknown[not understood,logic] "if x > 2 get the bow"'),
]

WALK_CLOSED = [
    ("6 tiles east, exactly.", "walk east 6"),
    ("6 tiles east exactly", "walk east 6"),
    ("two tiles down, exactly", "walk down 2"),
    ("3 tiles up, quickly", "walk up 3"),
    # near-miss: "steps left" alone may be how many are left, closer or not
    ("2 steps left please", 'unknown[not understood] "2 steps left"'),
]

ASIDE_AFTER = [
    ("grab the sword. that's the long hallway on the left btw", "fetch sword"),
    ("grab the sword. it's down the long hallway btw", "fetch sword"),
    # near-misses: an order closed by "btw" is the order; a remark alone is no order, and one
    # without the mark is said back
    ("go get the bow btw", "fetch bow"),
    ("that's the bow btw", 'unknown[not understood] "that\'s the bow by the way"'),
    ("get the bow. it's in the top right corner",
     'fetch bow; unknown[not understood] "it\'s in the top right corner"'),
]


FACT_CHECKED = [
    ("the gorgon's the scary one, right? hmm. ok, go stand between me and the gorgon",
     "protect gorgon"),
    ("there's 3 of those / things on the map right? pick them all up", "fetch every arrow"),
    ("that bat is really close to you isn't it. hmm. get away from the bats", "flee"),
    ("the bat is asleep, isn't it? go kill it", "attack bat"),
    ("hmm. yeah, I don't like that. flee", "flee"),
    # near-misses: a way or a pick after the order is no tag; what the companion is said to
    # hold is weighed against the fight (small talk), not dropped
    ("take 3 steps right. then do it again", "repeat 2x 0t: walk right 3"),
    ("get an arrow. the one on the right", "fetch nearest-from-right side arrow"),
    ("you've got the bow, right? kill the gorgon", 'unknown[cannot be done] "kill the gorgon"'),
    ("come back over to the P. that's me right?",
     'come_back; unknown[not understood] "that\'s me right"'),
]


@pytest.mark.parametrize(("order", "meaning"), COUNT_LEFT + WALK_CLOSED + ASIDE_AFTER
                         + FACT_CHECKED)
def test_reading(order, meaning):
    assert reading(order) == meaning
