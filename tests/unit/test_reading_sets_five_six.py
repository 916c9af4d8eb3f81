"""Orders as players of the fifth and sixth fresh sets type them (bench/fresh_orders_5.toml,
bench/fresh_orders_6.toml, and the ways of saying each of their families): each row an order and
its reading in the full gist notation of tests/unit/gist.py."""

from __future__ import annotations

import pytest

from tests.unit.readings import reading

# A thing not to be taken, said with "without": the going, and the thing left where it lies.
# "walk over to the bow without picking it up" went to the bow and then refused the rest.
WITHOUT_TAKING = [
    ("Walk over to the bow without picking it up", "keep_off bow; go_to bow"),
    ("go to the bow without picking it up", "keep_off bow; go_to bow"),
    ("head to the sword without actually taking it", "keep_off sword; go_to sword"),
    ("go to the arrow nearest me without picking it up",
     "keep_off nearest-from-player arrow; go_to nearest-from-player arrow"),
    ("walk up to the sword without touching it", "keep_off sword; go_to sword"),
    ("go over to the bow without grabbing the bow", "keep_off bow; go_to bow"),
    ("Would you keep within about four tiles of the bow, please, without actually picking it up?",
     "keep_off bow; keep_distance bow -..4"),
]


@pytest.mark.parametrize(("order", "meaning"), WITHOUT_TAKING)
def test_a_thing_not_taken_said_with_without_is_left_where_it_lies(order: str,
                                                                   meaning: str) -> None:
    assert reading(order) == meaning


# How far a guard may stray, with the bound said after the tiles ("from two tiles away at
# most", "3 tiles max"); a distance kept said roughly after its bound ("within about four
# tiles"). Both were refused as not understood.
BOUND_SAID_LATE = [
    ("guard the bow from two tiles away at most", "guard bow -..2"),
    ("get the bow and guard it from 3 tiles max", "fetch bow; guard bow -..3"),
    ("go to the sword and guard it from 2 tiles tops", "go_to sword; guard sword -..2"),
    ("guard the arrow within 3 tiles at most", "guard arrow -..3"),
    ("Go to the nearest arrow but don't pick it up. Guard it from two tiles away at most.",
     "keep_off arrow; go_to arrow; guard arrow -..2"),
    ("keep within about four tiles of the bow", "keep_distance bow -..4"),
    ("stay within roughly 4 tiles of me", "keep_distance player -..4"),
    ("get the bow and keep within about four tiles of it", "fetch bow; keep_distance bow -..4"),
    ("keep within around 5 tiles of the sword", "keep_distance sword -..5"),
]


@pytest.mark.parametrize(("order", "meaning"), BOUND_SAID_LATE)
def test_a_bound_said_after_the_tiles_or_roughly_is_read(order: str, meaning: str) -> None:
    assert reading(order) == meaning


# Going to a place "all the way", a wall reached after "to the right", a walk from where the
# step before ended ("from there"), a way said with "-wards". Each was refused: "go all the way
# down to the bottom left corner" as no such action, "from there take six steps" too.
PLACES_SAID_AT_LENGTH = [
    ("go all the way down to the bottom left corner", "go_to bottom left"),
    ("could you please go all the way down to the bottom left corner?", "go_to bottom left"),
    ("walk all the way over to the top right corner", "go_to top right"),
    ("run all the way to the sword", "go_to sword"),
    ("head all the way up to row 3 column 4", "go_to 3,4"),
    ("Keep walking to the right until you reach a wall, and then stop there.",
     "walk right 50; stay"),
    ("walk towards the left until you hit a wall", "walk left 50"),
    ("Head to row 12, column 4. From there take six steps to the right.",
     "go_to 12,4; walk right 6"),
    ("go to the bow, then from there walk 3 steps up", "go_to bow; walk up 3"),
    ("take five steps downwards", "walk down 5"),
    ("walk 3 steps upwards", "walk up 3"),
    ("move leftward 2 steps", "walk left 2"),
]


@pytest.mark.parametrize(("order", "meaning"), PLACES_SAID_AT_LENGTH)
def test_a_place_or_a_walk_said_at_length_is_read(order: str, meaning: str) -> None:
    assert reading(order) == meaning


# A post of a patrol told by where its item lies ("the arrow at row 10, column 2", "the arrow
# nearest the bow"), as fetching reads it. It was refused: "I don't know where ... is".
PATROL_POSTS_BY_PLACE = [
    ("Patrol between the bow and the arrow at row 10, column 2",
     "patrol bow to on-from-10,2 arrow"),
    ("walk back and forth between the sword and the arrow nearest the bow",
     "patrol sword to nearest-from-bow arrow"),
    ("patrol from the arrow at row 10 column 2 to the bow",
     "patrol on-from-10,2 arrow to bow"),
    ("patrol between here and the arrow closest to the sword", "patrol nearest-from-sword arrow"),
    ("patrol to the arrow at row 10, column 2", "patrol on-from-10,2 arrow"),
    ("pace up and down between me and the arrow nearest me",
     "patrol player to nearest-from-player arrow"),
    ("patrol between the bow and the gorgon",
     'unknown[not understood] "patrol between the bow and the gorgon"'),
]


@pytest.mark.parametrize(("order", "meaning"), PATROL_POSTS_BY_PLACE)
def test_a_patrol_post_told_by_where_it_lies_is_read(order: str, meaning: str) -> None:
    assert reading(order) == meaning


# What guarding does anyway, said after the post: letting nothing near it, nobody taking it.
# "stand guard by it, nobody touches it" was refused as not understood.
GUARD_KEEPS_OFF = [
    ("guard the bow and let nothing near it", "guard bow"),
    ("guard the bow, don't let anyone touch it", "guard bow"),
    ("stand guard by the bow, nobody touches it", "guard bow"),
    ("hmm that bow looks important. stand guard by it, nobody touches it", "guard bow"),
    ("keep watch over the arrow and don't let anybody take it", "guard arrow"),
    ("guard the bow and let no one get near it", "guard bow"),
    ("guard the bow, let nobody steal it!", "guard bow"),
    ("guard me and let nothing near me", "guard player"),
]


@pytest.mark.parametrize(("order", "meaning"), GUARD_KEEPS_OFF)
def test_what_guarding_does_anyway_said_after_the_post_is_read(order: str, meaning: str) -> None:
    assert reading(order) == meaning


# A thing left where it lies, said after steps that take nothing ("leave it on the ground",
# "leave both of them where they lie"): those steps. It was refused as no such action.
LEFT_LYING = [
    ("go and stand next to the bow, leave it on the ground", "keep_off bow; go_to bow; stay"),
    ("go to the bow and leave it where it lies", "keep_off bow; go_to bow"),
    ("patrol between the bow and the sword and leave both of them where they lie",
     "keep_off bow; keep_off sword; patrol bow to sword"),
    ("walk over to the sword but leave it there", "keep_off sword; go_to sword"),
    ("go stand by the arrow and just leave it be", "keep_off arrow; go_to arrow; stay"),
    ("guard the bow and leave it where it is", "keep_off bow; guard bow"),
    ("go and stand next to the bow - leave it on the ground", "keep_off bow; go_to bow; stay"),
    ("get the bow and leave it on the ground",
     'fetch bow; unknown[cannot be promised] "leave it on the ground"'),
]


@pytest.mark.parametrize(("order", "meaning"), LEFT_LYING)
def test_a_thing_left_where_it_lies_after_steps_taking_nothing_is_read(order: str,
                                                                       meaning: str) -> None:
    assert reading(order) == meaning


# What a thing is, said as the reason for a distance kept ("bats are dangerous, so keep ...");
# "it" after it is that thing. The whole was refused as not understood.
REASON_THEN_DISTANCE = [
    ("Bats are dangerous without a bow, so keep at least five tiles away from every bat.",
     "keep_distance bat 5..-"),
    ("Bats are dangerous, so keep at least five tiles away from every bat",
     "keep_distance bat 5..-"),
    ("the gorgon is scary, so keep at least 5 tiles away from it", "keep_distance gorgon 5..-"),
    ("bats bite, so stay 4 tiles from every bat", "keep_distance bat 4..4"),
    ("that gorgon looks mean so please keep 3 tiles away from it", "keep_distance gorgon 3..3"),
    ("the bats are nasty, so stay at least 6 tiles away from them", "keep_distance bat 6..-"),
]


@pytest.mark.parametrize(("order", "meaning"), REASON_THEN_DISTANCE)
def test_a_distance_kept_after_the_reason_for_it_is_read(order: str, meaning: str) -> None:
    assert reading(order) == meaning


# How long a distance is kept, said after it ("the whole way", "while I walk over to the bow"),
# and a distance said as a wish with no verb ("... would be lovely"). Both were refused.
DISTANCE_HOW_LONG = [
    ("keep between 4 and 6 tiles from me the whole way", "keep_distance player 4..6"),
    ("keep between 4 and 6 tiles from me while I walk over to the bow",
     "keep_distance player 4..6"),
    ("keep within 2 tiles of me the whole time", "keep_distance player -..2"),
    ("stay at least 3 tiles from the gorgon the entire time", "keep_distance gorgon 3..-"),
    ("guard the bow from 2 tiles away at most while I explore", "guard bow -..2"),
    ("somewhere around three to five tiles away from me would be lovely",
     "keep_distance player 3..5"),
    ("about 4 tiles from me would be perfect", "keep_distance player 4..4"),
]


@pytest.mark.parametrize(("order", "meaning"), DISTANCE_HOW_LONG)
def test_a_distance_said_with_how_long_or_as_a_wish_is_read(order: str, meaning: str) -> None:
    assert reading(order) == meaning


# A patrol's post named by its tile after words for the spot ("the end of the corridor at row 8,
# column 19"), the way said again ("along this passage"), the patrol likened to a guard's ("a
# bit like a guard on duty"). Each was refused as a place not known.
PATROL_SAID_AT_LENGTH = [
    ("patrol between this spot and the end of the corridor at row 8, column 19", "patrol 8,19"),
    ("patrol between here and the door at row 3 column 4", "patrol 3,4"),
    ("walk back and forth along this passage, from row 8, column 2 to row 8, column 7",
     "patrol 8,2 to 8,7"),
    ("walk back and forth from row 8, column 2 to row 8, column 7, a bit like a guard on duty",
     "patrol 8,2 to 8,7"),
    ("If it's not too much trouble, could you walk back and forth along this passage, from row "
     "8, column 2 to row 8, column 7, a bit like a guard on duty?", "patrol 8,2 to 8,7"),
    ("patrol from row 8, column 2 to row 8, column 7, like a guard", "patrol 8,2 to 8,7"),
    ("patrol between the bow and the gorgon at row 3 column 4",
     'unknown[not understood] "patrol between the bow and the gorgon at row 3 column 4"'),
]


@pytest.mark.parametrize(("order", "meaning"), PATROL_SAID_AT_LENGTH)
def test_a_patrol_said_at_length_is_read(order: str, meaning: str) -> None:
    assert reading(order) == meaning


# A way or a side said with "-hand": "four squares towards the right-hand side" walks right; "go
# to the left-hand side" goes to that side. Both were refused.
HAND_SIDES = [
    ("move four squares towards the right-hand side and then stop there", "walk right 4; stay"),
    ("walk 3 steps to the right-hand side", "walk right 3"),
    ("go left hand side 2 steps", "walk left 2"),
    ("go to the left-hand side", "go_to left"),
    ("head over to the right hand side", "go_to right"),
]


@pytest.mark.parametrize(("order", "meaning"), HAND_SIDES)
def test_a_way_or_a_side_said_with_hand_is_read(order: str, meaning: str) -> None:
    assert reading(order) == meaning


# Exploring "the place", "this area", "around the corridor": all around, as "the dungeon" is.
# "explore the place a bit" explored and refused "the place a bit".
EXPLORE_THE_PLACE = [
    ("explore the place a bit", "explore"),
    ("go off and explore the place a bit", "explore"),
    ("look around the place a little", "explore"),
    ("explore this area", "explore"),
    ("wander around the corridor", "explore"),
    ("have a look around the place", "explore"),
]


@pytest.mark.parametrize(("order", "meaning"), EXPLORE_THE_PLACE)
def test_exploring_a_place_word_is_exploring_all_around(order: str, meaning: str) -> None:
    assert reading(order) == meaning


# A monster not let near the companion ("don't let the bats near you"): keeping away from it.
# It was refused as a promise that could not be kept.
KEPT_OFF_YOU = [
    ("don't let the bats near you", "keep_away bat"),
    ("keep clear of the bats, don't let them near you", "keep_away bat"),
    ("never let the gorgon get close to you", "keep_away gorgon"),
    ("don't let any bat touch you", "keep_away bat"),
    ("don't let the bats near me", "protect bat"),
    ("don't let the sword near you",
     'unknown[cannot be promised] "don\'t let the sword near you"'),
]


@pytest.mark.parametrize(("order", "meaning"), KEPT_OFF_YOU)
def test_a_monster_not_let_near_the_companion_is_kept_away_from(order: str,
                                                                meaning: str) -> None:
    assert reading(order) == meaning
