"""Orders that say what not to do beside what to do ("go to the bow, don't pick it up", "run
over towards the gorgon but don't fight it") and orders that say a time loosely ("hold on for
about five turns"): each row an order and its reading in the gist notation of
tests/unit/gist.py. What not to do is read with the order whole: a thing not to be taken is kept
off for the whole order ("keep_off bow" first: every walk goes round it, a retreat from a
monster never steps onto it); steps that would break a promise are refused in words, never
dropped."""

from __future__ import annotations

import pytest

from agent.reading import meaning as m, read
from tests.unit.readings import reading

# A thing not to be taken, said after steps that take nothing: after a comma, a dash, "but",
# "and", "without"; with other verbs and other words for leaving it where it lies. Going next to
# a thing, standing by it, guarding it, patrolling by it or keeping a distance from it, kept off
# it.
NOT_TAKEN = [
    ("go to the bow, don't pick it up", 'keep_off bow; go_to bow'),
    ('go over to the sword but do not grab it', 'keep_off sword; go_to sword'),
    ('walk up to the arrow and never touch it', 'keep_off arrow; go_to arrow'),
    ('go to the bow without ever taking it', 'keep_off bow; go_to bow'),
    ('go and stand next to the bow, leave it on the ground', 'keep_off bow; go_to bow; stay'),
    ('stand by the sword and leave it where it is', 'keep_off sword; go_to sword; stay'),
    ('stand next to the bow, leave the bow lying', 'keep_off bow; go_to bow; stay'),
    ('go to the sword, hands off it though', 'keep_off sword; go_to sword'),
    ('guard the bow and leave it alone', 'keep_off bow; guard bow'),
    ("guard the arrow, don't take it", 'keep_off arrow; guard arrow'),
    ("Just stay close to the bow, please, and don't actually pick it up.",
     'keep_off bow; go_to bow; stay'),
    ('Walk over to the bow without picking it up, wait beside it for five turns, and then '
     'come back to me.', 'keep_off bow; go_to bow; repeat 0x 5t: go_to bow; stay; come_back'),
    ('patrol between the bow and the sword and leave both of them where they lie',
     'keep_off bow; keep_off sword; patrol bow to sword'),
    ('Maintain a distance of 2 to 4 tiles from the bow, and do not pick it up.',
     'keep_off bow; keep_distance bow 2..4'),
]

# The same said in a sentence of its own, before or after the steps it is said of.
NOT_TAKEN_APART = [
    ("Go to the bow. Don't pick it up.", 'keep_off bow; go_to bow'),
    ('Go to the bow. Do not pick it up; just stand next to it.',
     'keep_off bow; go_to bow; go_to bow; stay'),
    ('Please go to the bow and come back to me, and do that twice. Leave the bow where it lies.',
     'keep_off bow; repeat 2x 0t: go_to bow; come_back'),
    ('Tell me how many bats there are, then go and stand next to the bow — leave it on the ground.',
     'keep_off bow; ask count bat; go_to bow; stay'),
    ('Stand next to the arrow. Hands off it!', 'keep_off arrow; go_to arrow; stay'),
    # "it" after a request whose why named the thing
    ('I think the bow is rather important, so could you go and keep watch over it for me? '
     "Just stay close to it, please, and don't actually pick it up.", 'keep_off bow; guard bow'),
]

# Said first, of a thing it names, then the steps: "it" in them is that thing.
NOT_TAKEN_FIRST = [
    ("Don't pick up the bow, just stand next to it.", 'keep_off bow; go_to bow; stay'),
    ("don't touch the sword and wait next to it", 'keep_off sword; go_to sword; stay'),
    ('Leave the sword where it is and wait next to it.', 'keep_off sword; go_to sword; stay'),
    ("Don't take the arrow but guard it", 'keep_off arrow; guard arrow'),
    ('Do not fight the gorgon, just go near it.', 'keep_off gorgon; go_to gorgon'),
]

# A monster not to be fought, said of steps that seek no fight: it is kept from the fight for
# the whole order, so going to it stops out of its reach, sword in hand or not.
NOT_FOUGHT = [
    ("run over towards the gorgon but DON'T fight it",
     "keep_off gorgon; go_to gorgon"),
    ("go to the bat without attacking it", "keep_off bat; go_to bat"),
    ("Go to the gorgon. Don't kill it.", "keep_off gorgon; go_to gorgon"),
    ("Go to the gorgon. Don't touch it.", "keep_off gorgon; go_to gorgon"),
    ("walk over to the bat, but hands off it", "keep_off bat; go_to bat"),
    ("get the bow, but leave the gorgon alone", "fetch bow"),
    ("fetch the sword without fighting the bats", "fetch sword"),
    ("stay here and don't attack the gorgon", "stay"),
]

# A correction that says what not to do takes the place of the errand before it; "hmm no, ..."
# is a correction, not an exclamation (the errand before was run, the bow fetched).
CORRECTED = [
    ("bring me the sword. hmm no, just go stand next to it, don't pick it up",
     "keep_off sword; go_to sword; stay"),
    ("Get the bow. No, just go to it, don't pick it up.", "keep_off bow; go_to bow"),
    ("get the bow. hmm no, get the sword", "fetch sword"),
    ("oh no, the gorgon! run", "flee"),
]

# Not to move, or not to wander off: kept by the stay the order ends with (following or guarding,
# for wandering off); "don't move" after an errand is a stay of its own, as before.
NOT_MOVED = [
    ("eh, just stay put right there for now, don't move", "stay"),
    ("stay here for now and don't budge", "stay"),
    ("stay here, don't wander off", "stay"),
    ("Please could you just wait right where you are for the moment? I'm going to have a little "
     "look around by myself and I'd rather you didn't wander off.", "stay"),
    ("follow me, and never stray", "follow"),
    ("get the bow, don't move", "fetch bow; stay"),
]

# Not to come too close, said of a distance kept or a keeping away.
NOT_NEAR = [
    ("keep 3 or 4 tiles away from me, don't stand right next to me", "keep_distance player 3..4"),
    ("keep between 2 and 4 tiles from the bow, never get right next to it",
     "keep_distance bow 2..4"),
    ("don't go too far away, but don't stand right next to me", "keep_distance player 2..5"),
    ("go to the gorgon but don't get too close", "keep_off gorgon; go_to gorgon"),
]

# A time said loosely is the time said; a why said between the steps keeps the steps after it.
LOOSE_TIME = [
    ("Could you hold on for about five turns first, because I'm still thinking things over, "
     "and after that go and fetch the bow?", "repeat 0x 5t: ; fetch bow"),
    ("wait roughly 3 turns and then come back to me", "repeat 0x 3t: ; come_back"),
    ("wait 5 turns or so, then get the sword", "repeat 0x 5t: ; fetch sword"),
    ("stay here for around ten turns", "repeat 0x 10t: stay"),
    ("wait for like 5 turns then come back", "repeat 0x 5t: ; come_back"),
    ("wait for 5 or so turns then get the bow", "repeat 0x 5t: ; fetch bow"),
    ("wait five-ish turns", "repeat 0x 5t: "),
]

# Another thing not to be taken, and steps that walk: kept off, fetching, going, exploring round it
# (before, said back: a fetch's walk, or a step away from a monster, could step onto it). The
# run-on typist of the fifteenth set (#103), its siblings: other verbs, things, word order.
KEPT_OFF_ON_THE_WAY = [
    ("pick up the arrow down the left side then bring it to me then go stand next to the bow but "
     "dont pick it up", "keep_off bow; fetch nearest-from-left side arrow;"
     " bring nearest-from-left side arrow; go_to bow; stay"),
    ("get the sword, don't touch the bow", "keep_off bow; fetch sword"),
    ("get the sword, but leave the bow alone", "keep_off bow; fetch sword"),
    ("never touch the sword, get the bow", "keep_off sword; fetch bow"),
    ("Go to the sword. Leave the bow alone.", "keep_off bow; go_to sword"),
    ("get the sword, then go to the bow but don't touch it",
     "keep_off bow; fetch sword; go_to bow"),
    ("bring me an arrow, but please don't pick up the sword", "keep_off sword; bring arrow"),
    ("kill the gorgon, don't touch the bow", "keep_off bow; attack gorgon"),
    ("explore without touching the sword", "keep_off sword; explore"),
    ("Don't pick it up. Go to the bow and explore.", "keep_off bow; go_to bow; explore"),
    ("stand 2 tiles north of the sword. don't pick it up",
     "keep_off sword; go_to -2,+0-of-sword; stay"),
    ("go stand by whatever item is closest to you, but don't pick it up",
     "keep_off item; go_to item"),
]

# The one thing picked, and the nearest that it is not.
NOT_THE_NEAREST = [
    ("Fetch the arrow at row 16, column 8 — not whichever one happens to be closest.",
     "fetch on-from-16,8 arrow"),
    ("get the arrow in the bottom left corner, not the closest one",
     "fetch nearest-from-bottom left arrow"),
    ("get the farthest arrow, not the nearest", "fetch farthest-from-companion arrow"),
]


@pytest.mark.parametrize(("order", "meaning"),
                         NOT_TAKEN + NOT_TAKEN_APART + NOT_TAKEN_FIRST + NOT_FOUGHT + CORRECTED
                         + NOT_MOVED + NOT_NEAR + LOOSE_TIME + NOT_THE_NEAREST
                         + KEPT_OFF_ON_THE_WAY)
def test_what_not_to_do_kept_by_the_steps_is_read_whole(order: str, meaning: str) -> None:
    assert reading(order) == meaning


# Steps that would do what the order says not to, or no steps at all: refused in words. A thing
# kept off cannot be fetched, brought, or taken for a fight that needs it.
BROKEN = [
    "get the bow but don't pick it up",
    "fetch the sword, don't touch it",
    "bring me the bow and leave it where it lies",
    "Get the bow. Don't pick it up.",
    "get the sword and the bow, but don't pick up the bow",
    "kill the bat but don't pick up the bow",
    "get an arrow, don't touch the arrow",
    "kill the bats, but never touch an arrow",
    "grab whatever is closest, leave the bow alone",
    "get all the items but don't take the sword",
    "Don't pick up the bow.",
    "kill the gorgon but don't fight it",
    "Go to the gorgon and attack it. Don't fight it.",
    "guard the bow and don't fight the bats",
    "Don't attack the gorgon, kill every monster",
    "explore, and don't wander off",
]


@pytest.mark.parametrize("order", BROKEN)
def test_what_not_to_do_that_the_steps_would_do_is_refused(order: str) -> None:
    reasons = {u.reason for u in read(order).unknown}
    assert m.Reason.CANNOT_PROMISE in reasons


# Words that go on past what not to do with no step of their own are not read as one.
def test_a_thing_not_taken_then_no_step_is_not_a_wish_for_it() -> None:
    assert not read("don't pick up the bow and the sword").understood
    assert not read("get the arrow, not the closest one").understood
