"""The reader writes no English back to be read again (issue 39, part 2): each family here was
once rebuilt as words and read once more; it is now read on the words said, its reading kept."""

import pytest

from agent.reading import sequence
from tests.unit.readings import reading

# A correction that names a thing alone ("get the sword, I mean the bow"): the thing put in place
# of the last errand's on the steps read (``afterthoughts.correcting``), in the branch said last
# of a condition too; no longer the order written again with the thing in ("get the bow").
PUT_RIGHT = [
    ("get the sword, I mean the bow", "fetch bow"),
    ("Get the sword, I mean the bow please.", "fetch bow"),
    ("get the sword I mean the bow", "fetch bow"),
    ("get the sword, I mean the bow instead", "fetch bow"),
    ("get the bow, no wait, the sword", "fetch sword"),
    ("bring me the sword, sorry, the bow", "bring bow"),
    ("grab an arrow, I mean the sword", "fetch sword"),
    ("kill the bat, I mean the gorgon", "attack gorgon"),
    ("go to the bow, actually the sword", "go_to sword"),
    ("guard the sword, I mean the bow", "guard bow"),
    ("get the sword and the arrow, I mean the bow", "fetch sword; fetch bow"),
    ("if you have the bow get the sword, I mean the arrow",
     "if has(companion, bow): fetch arrow | "),
    ("if you have the bow get the sword. No wait, the arrow.",
     "if has(companion, bow): fetch arrow | "),
    ("if the bat is near kill it, otherwise get the sword, I mean the bow",
     "if near(bat, 3, companion): attack bat | fetch bow"),
    # a thing of another kind: read on the corrected step's verb ("get" a monster is a fight)
    ("get the sword, I mean the gorgon", "attack gorgon"),
    ("get the sword. no wait, the gorgon", "attack gorgon"),
    ("go to the bow, I mean the gorgon", "go_to gorgon"),
    # a correction that is an order of its own is that order
    ("get the sword, I mean go to the bow", "go_to bow"),
    ("grab an arrow, no wait, grab the bow", "fetch bow"),
]


@pytest.mark.parametrize(("order", "meaning"), PUT_RIGHT)
def test_a_thing_put_right_is_put_in_place_on_the_steps(order: str, meaning: str) -> None:
    assert reading(order) == meaning
    assert sequence.corrected(order) in order  # the words said, or those after the correction


@pytest.mark.parametrize("order", [
    "kill the bat, I mean the bow",  # the verb refuses the thing: never "bring bow"
    "bring me the sword. no wait, the gorgon",
    "guard the bow, I mean the gorgon",
    "I mean the bow",
    # no errand on a thing to put it in: said back, never the thing alone read as a wish
    "follow me, I mean the bow",
    "stay here, actually the bow",
])
def test_a_thing_put_right_that_does_not_fit_is_refused(order: str) -> None:
    assert "unknown" in reading(order)


# A speedrunner's step without its verb: "back" alone is coming back (as "get back", "go back"
# are), "push" or "rush" before a monster named alone is its fight, read where the clause is
# (``verb_forms.said_without_verb``), the words the player's; no longer "back to me" and "kill
# gorgon" written in by ``text._telegraphed`` and read again.
ROUTE_SHORTHAND = [
    ("get the bow then back", "fetch bow; come_back", "back"),
    ("kill the bat, then back", "attack bat; come_back", "back"),
    ("arrows x2 then back", "fetch 2 arrow; come_back", "back"),
    ("if you have the sword kill the gorgon, otherwise back",
     "if has(companion, sword): attack gorgon | come_back", "back"),
    ("if a bat is near, kill it, else back", "if near(bat, 3, companion): attack bat | come_back",
     "back"),
    ("Back!", "come_back", "Back!"),
    ("if hp<2 retreat else push gorgon", "if health(companion) < 2: flee | attack gorgon",
     "push gorgon"),
    ("push gorgon", "attack gorgon", "push gorgon"),
    ("rush bats", "attack every bat", "rush bats"),
    ("rush gorgons then back", "attack every gorgon; come_back", "rush gorgons"),
    # a patrol there and back is the patrol
    ("patrol from the bow to the top left corner and back", "patrol bow to top left", None),
    ("patrol from the bow to the top left corner and come back", "patrol bow to top left", None),
]


def _words_of(order: str) -> list[str]:
    from agent.reading import meaning as m, read

    return [s.words.strip(" !") for s in m.walk(read(order).steps) if isinstance(s, m.Act)]


@pytest.mark.parametrize(("order", "meaning", "words"), ROUTE_SHORTHAND)
def test_a_route_step_without_its_verb_is_read_as_said(order: str, meaning: str,
                                                       words: str | None) -> None:
    from agent.reading.text import expand

    said = expand(order).lower()
    assert "back to me" not in said and said.count("kill") == order.lower().count("kill")
    assert reading(order) == meaning
    if words is not None:
        assert words.strip(" !") in _words_of(order)


@pytest.mark.parametrize(("order", "meaning"), [
    ("push the gorgon into the wall", 'unknown[no such action] "push the gorgon into the wall"'),
    ("push the gorgon", 'unknown[no such action] "push the gorgon"'),  # no fight named bare
    ("push bow", 'unknown[no such action] "push bow"'),
    ("step back", 'unknown[no such action] "step back"'),
    ("back off", "flee"),
    ("rush to the bow", "go_to bow"),
    ("go to the bow and back", "go_to bow; come_back"),
])
def test_a_route_shorthand_near_miss_reads_as_before(order: str, meaning: str) -> None:
    assert reading(order) == meaning


# A thing named alone left over after an errand that takes none ("flee the bat", "explore the
# bat"): the clause refused whole (``clause.with_rest``), no longer the errand and the leftover,
# which ``tidy.by_their_things`` read as a route's fight ("flee; attack bat").
@pytest.mark.parametrize("order", [
    "flee the bat",
    "escape the gorgon",
    "hide the bat",
    "explore the bat and the gorgon",
    "come back the bow",
    "walk around the sword",
    "look in the bat",
    "flee the bats",
])
def test_a_thing_left_over_after_an_errand_is_never_fought(order: str) -> None:
    said = reading(order)
    assert said.startswith("unknown") and "attack" not in said


@pytest.mark.parametrize(("order", "meaning"), [
    ("flee from the bat", "flee"),
    ("run away from the bat", "flee"),
    ("first the sword, then the gorgon, then back to me", "fetch sword; attack gorgon; come_back"),
    ("the bow and then an arrow", "bring bow; bring arrow"),
    ("get the bow", "fetch bow"),
    ("kill a bat, then kill one more", "attack bat; attack bat"),  # "one": no thing named
])
def test_a_thing_named_as_a_step_of_its_own_reads_as_before(order: str, meaning: str) -> None:
    assert reading(order) == meaning
