"""Steps said on the words of the step before: a place alone after a going ("go to row 8 col 12,
then row 4 col 12": going there too, the going's verb carried over) and the distance a getting-away
keeps, said as a clause of its own ("get away from that bat and keep at least 4 tiles away": that
far from the bat); and each item of a wish's list ("I need the bow and an arrow": both brought, as
"I need the bow" is). Each row an order and its reading in the gist notation of tests/unit/gist.py;
other verbs of going and of staying, other places (tiles, named spots, things, the player), other
numbers and bounds, and words of place said again or not. Where the step before goes nowhere, the
place is no place alone, or the distance fits no getting-away, nothing is carried over: the words
are refused as said, never read as something else."""

from __future__ import annotations

import pytest

from tests.unit.readings import reading

PLACE_AFTER_A_GOING = [
    ("first go to row 8 col 12, then row 4 col 12", "go_to 8,12; go_to 4,12"),
    ("go to row 8 col 12 then to row 4 col 12", "go_to 8,12; go_to 4,12"),
    ("walk to the bow, then row 3 column 5", "go_to bow; go_to 3,5"),
    ("walk to the sword then to the bow", "go_to sword; go_to bow"),
    ("go to the top left corner, then the middle", "go_to top left; go_to middle"),
    ("go to the middle, then to the bow", "go_to middle; go_to bow"),
    ("head to the bow then to the top right corner and then row 2 column 3",
     "go_to bow; go_to top right; go_to 2,3"),
    # a thing alone after a corner: going to it, as after a thing, not bringing it
    ("go to the top left corner, then the bow, then the bottom right corner",
     "go_to top left; go_to bow; go_to bottom right"),
    ("run over to the bow and then to me", "go_to bow; come_back"),
]

# Nothing carried over: a step that goes nowhere, words that name no place alone, a corner not
# said which.
NOT_CARRIED = [
    ("get the bow, then row 3 column 4", 'fetch bow; unknown[no such action] "row 3 column 4"'),
    ("go to the bow, then to sleep", 'go_to bow; unknown[no such action] "to sleep"'),
    ("walk to the bow then to the corner", 'go_to bow; unknown[no such action] "to the corner"'),
    ("stand by the bow and then the sword", 'go_to bow; stay; unknown[not understood] "the sword"'),
    ("go to the nearest arrow, then the arrow closest to it",
     'go_to arrow; unknown[ambiguous] "the arrow closest to it"'),
]

DISTANCE_AFTER_AWAY = [
    ("get away from that bat and keep at least 4 tiles away", "keep_distance bat 4..-"),
    ("avoid the bat and keep at least 3 tiles away", "keep_distance bat 3..-"),
    ("steer clear of the bat and keep two tiles away", "keep_distance bat 2..-"),
    ("keep away from that bat and stay at least 4 tiles away", "keep_distance bat 4..-"),
    ("avoid the gorgon, then stay 5 tiles away from it", "keep_distance gorgon 5..-"),
    ("run away from the gorgon and then stay at least 6 tiles away from it",
     "keep_distance gorgon 6..-"),
    ("flee from the gorgon and keep more than 5 tiles away", "keep_distance gorgon 6..-"),
    ("keep away from the gorgon and keep six tiles away from the gorgon",
     "keep_distance gorgon 6..-"),
    # the amount after a comma, as before, and in a sentence of its own
    ("get away from the bat, five tiles at least", "keep_distance bat 5..-"),
    ("get away from that bat. like five tiles at least", "keep_distance bat 5..-"),
    ("get away from the gorgon. 6 tiles", "keep_distance gorgon 6..-"),
    ("flee from the bats. at least 3 tiles", "keep_distance bat 3..-"),
]

# The same words where they fit no getting-away: after a fetch, from someone else, a most, a
# flight that names nothing.
NOT_KEPT = [
    ("get the bow and stay 4 tiles away",
     'fetch bow; stay; unknown[not understood] "4 tiles away"'),
    ("avoid the bat and keep 4 tiles away from the gorgon",
     'unknown[cannot be done] "avoid the bat and keep 4 tiles away from the gorgon"'),
    ("avoid the bat and stay within 4 tiles",
     'unknown[cannot be done] "avoid the bat and stay within 4 tiles"'),
    ("run away and keep 4 tiles away", 'flee; unknown[no such action] "keep 4 tiles away"'),
    ("run away. 5 tiles", 'flee; unknown[not understood] "5 tiles"'),
]


# A wish of the player's for a list of items: each brought to them ("I ..."), or fetched for the
# two of us ("we need ..."); a list with something that is no item is read as said.
WISHED_EACH = [
    ("I need the bow and an arrow", "bring bow; bring arrow"),
    ("I want the bow and an arrow", "bring bow; bring arrow"),
    ("i'd like the sword and the bow", "bring sword; bring bow"),
    ("I also need the sword and an arrow", "bring sword; bring arrow"),
    ("I need the bow, the sword and an arrow", "bring bow; bring sword; bring arrow"),
    ("we need the sword and the bow", "fetch sword; fetch bow"),
]

NOT_WISHED_EACH = [
    ("I need the bow and the bat", 'unknown[not understood] "I need the bow and the bat"'),
    ("I need the bow and you to stay", 'unknown[not understood] "I need the bow and you to stay"'),
]


@pytest.mark.parametrize(("order", "meaning"),
                         PLACE_AFTER_A_GOING + DISTANCE_AFTER_AWAY + WISHED_EACH)
def test_a_step_said_on_the_one_before_is_read_on_it(order: str, meaning: str) -> None:
    assert reading(order) == meaning


@pytest.mark.parametrize(("order", "meaning"), NOT_CARRIED + NOT_KEPT + NOT_WISHED_EACH)
def test_words_that_fit_no_step_before_are_refused_as_said(order: str, meaning: str) -> None:
    assert reading(order) == meaning
