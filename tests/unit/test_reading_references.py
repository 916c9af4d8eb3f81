"""What a reference stands for (issue 39, part 2): a pronoun ("bring it to me", "kill them"), "one"
of a kind named ("then another one", "the farthest one"), and a clause that is only an object
("and an arrow", "then the bow") that takes the verb of the step before.

Today these are resolved by writing the thing's name or the verb back into the words and reading
them again (``agent.reading.referents.resolve``, ``sequence._borrow_verbs``;
``agent.reading.pronouns``; ``agent.reading.clause._with_rest``). The readings below are what any
resolution on what was read (a placeholder filled from the steps before) must keep. A pick relative
to a pronoun ("then the arrow closest to it", "then the one after it"), which the rewriting never
read, is resolved so: from the step read before it
(``agent.reading.pronouns.picked_by_the_one_before``)."""

from __future__ import annotations

import pytest

from agent.reading import read
from tests.unit.gist import gist, steps


@pytest.mark.parametrize(("order", "meaning"), [
    # a pronoun in a clause of its own is the thing named last, with its pick
    ("get the sword, then bring it to me", "fetch sword; bring sword"),
    ("get the arrow by the sword then come back and give it to me",
     "fetch nearest-from-sword arrow; come_back; bring nearest-from-sword arrow"),
    # "them" after one thing is that one; after things, every one
    ("grab the arrow, then bring them", "fetch arrow; bring arrow"),
    ("get the arrow by the sword then bring them here",
     "fetch nearest-from-sword arrow; bring nearest-from-sword arrow"),
    ("find the bats, then kill them", "attack every bat"),
    # ... and in a sentence of its own, after a remark that named it
    ("The bow is over there. Get it and bring it to me.", "fetch bow; bring bow"),
    ("There's an arrow by the sword. Grab it.", "fetch nearest-from-sword arrow"),
    ("I want the arrows. Get them both.", "fetch every arrow"),
    # "take it easy" takes nothing
    ("kill the bat then take it easy", "attack bat; stay"),
])
def test_a_pronoun_is_the_thing_named_before(order, meaning):
    assert gist(order) == meaning


@pytest.mark.parametrize(("order", "meaning"), [
    ("kill a bat, then another one", "attack bat; attack bat"),
    ("get the arrow by the sword and then another one",
     "fetch nearest-from-sword arrow; fetch nearest-from-sword arrow"),
    ("kill the bats. Then kill one more.", "attack every bat; attack bat"),
    ("bring me the nearest arrow and the farthest one",
     "bring arrow; bring farthest-from-companion arrow"),
])
def test_one_is_one_of_the_kind_named_before(order, meaning):
    assert gist(order) == meaning


@pytest.mark.parametrize(("order", "meaning"), [
    ("grab the bow, then the sword", "fetch bow; fetch sword"),
    ("fetch the bow and an arrow for me", "bring bow; bring arrow"),
    # the verb is decided again on the new thing: a copy of the step before with the new thing
    # in it would fetch the gorgon, pick up a bat, and fetch a "weapon"
    ("kill the gorgon, then the bats", "attack gorgon; attack every bat"),
    ("get the sword and the gorgon", "fetch sword; attack gorgon"),
    ("pick up the sword and the bat", "fetch sword; unknown"),
    ("grab the bow and a weapon",
     "fetch bow; if distance(sword, companion) < distance(bow, companion): fetch sword"
     " | fetch bow"),
    # a way after a walk takes the walk
    ("walk north then east", "walk north 1; walk east 1"),
    ("walk 5 steps north, then 2 east", "walk north 5; walk east 2"),
])
def test_a_clause_that_is_only_an_object_takes_the_verb_before(order, meaning):
    assert gist(order) == meaning


@pytest.mark.parametrize(("order", "meaning"), [
    ("kill the nearest bat, then the one after it", "attack bat; attack bat"),
    ("get the sword, then the arrow closest to that one",
     "fetch sword; fetch nearest-from-sword arrow"),
    ("get the sword, then the arrow closest to it", "fetch sword; fetch nearest-from-sword arrow"),
    # in a sentence of its own, the step of the sentence before
    ("Get the sword. Then get the arrow closest to it.",
     "fetch sword; fetch nearest-from-sword arrow"),
    # an arrow taken is carried where it lay: the next is measured from the companion (from
    # "arrow", it would be the nearest arrow left, the very one picked)
    ("grab the arrow nearest you, then the arrow closest to that one",
     "fetch arrow; fetch nearest-from-companion arrow"),
])
def test_a_pick_relative_to_a_pronoun(order, meaning):
    assert gist(order) == meaning


@pytest.mark.parametrize(("order", "meaning"), [
    # nothing before it to measure from
    ("get the arrow closest to it", 'unknown[ambiguous] "get the arrow closest to it"'),
    # a monster defeated stands nowhere; an arrow gone to is the nearest arrow itself
    ("kill the gorgon, then the arrow closest to it",
     'attack gorgon; unknown[ambiguous] "the arrow closest to it"'),
    ("go to the nearest arrow, then the arrow closest to it",
     'go_to arrow; unknown[ambiguous] "the arrow closest to it"'),
    # the one after a thing still there is that thing
    ("go to the bow, then the one after it", 'go_to bow; unknown[ambiguous] "the one after it"'),
])
def test_a_pick_relative_to_a_pronoun_that_stands_for_nothing_is_refused(order, meaning):
    assert steps(read(order).steps, full=True) == meaning
