"""Orders in the narrator's voice of bench/fresh_orders_10.toml (orders 34-65), read as the
orders they are: a player who tells the companion's actions as a story, in the third person,
in the present, the past or with "would" ("The loyal companion now fetches the bow.", "Our
hero's friend waits by the sword until the hero arrives.", "And then the companion counted the
bats and told the hero how many remained."). 23 of its 25 doable orders were refused in words on
the set's first run (2 served by the restater).

The story is said as the order it tells once, before anything is read (agent/reading/
narrated.py): the companion told of, and "it" after it, is the one told to; the hero is the
player ("me", "I", "my"); the verbs are an order's. A story that tells of no verb of an order,
of someone else, or of what happened long before, asks nothing and is refused as before; so is
everything the game cannot do, however the story tells it."""

from __future__ import annotations

import pytest

from agent.reading import meaning as m, read
from agent.reading.narrated import as_today, order_verb, third_person
from tests.unit.readings import reading

# The story as the order it tells; and stories left as they are.
TOLD = [
    ("The loyal companion now fetches the bow.", "now fetch the bow."),
    ("Our hero's friend waits by the sword until the hero arrives.",
     "wait by the sword until I arrive."),
    ("And then the companion counted the bats and told the hero how many remained.",
     "count the bats and tell me how many remain."),
    ("The companion took up the sword and went forth to slay the gorgon.",
     "take up the sword and go to slay the gorgon."),
    ("The companion, ever faithful, followed the hero wherever he went.",
     "follow me wherever I go."),
    ("Standing guard over the bow, the companion never strayed more than two steps from it.",
     "stand guard over the bow, never stray more than two steps from it."),
    ("The companion told the hero how much health it had left.",
     "tell me how much health you have left."),
    ("Then the companion handed the hero everything it carried.", "hand me everything you carry."),
    ("For four turns the companion stood still, and then it fetched the bow.",
     "For four turns stand still, and then fetch the bow."),
    ("The companion kept its distance from the gorgon, never letting it come within five tiles.",
     "keep your distance from the gorgon, never letting it come within five tiles."),
    ("And the hero asked the companion what weapon could fell a bat, and the companion "
     "answered.", "tell me what weapon could fell a bat."),
    ("The companion, far down the corridor, came back to stand at the hero's side.",
     "come back to stand at my side."),
    ("The companion waited until the hero walked away, and only then did it go for the bow.",
     "wait until I walk away, and only then go for the bow."),
    ("Unless a bat came near, the companion would fetch the bow; and if one did, it would run "
     "back to the hero.", "Unless a bat comes near, fetch the bow; and if one does, run back to "
     "me."),
    ("Were the hero's health below two, the companion would stay at the hero's side; otherwise "
     "it went to fetch the bow.",
     "if my health were below two, stay at my side; otherwise go to fetch the bow."),
    ("The companion slew the bat in the top right corner with its bow and arrow.",
     "slay the bat in the top right corner with your bow and arrow."),
    ("And the hero asked where the bow lay, and the companion told him.",
     "tell me where the bow lies."),
    ("Once upon a time, the companion explored the dungeon.", "explore the dungeon."),
    ("Our hero's companion shall guard the bow.", "guard the bow."),
    ("The faithful servant picks up the sword.", "pick up the sword."),
    ("The companion got the bow, then it killed a bat.", "get the bow, then kill a bat."),
    ("The companion hit the bat.", "hit the bat."),
    # no story of the companion's order: as typed
    ("The companion was brave.", "The companion was brave."),
    ("The companion had the bow.", "The companion had the bow."),
    ("The companion wanted to help.", "The companion wanted to help."),
    ("The companion is fetching the bow.", "The companion is fetching the bow."),
    ("The bat fled from the companion.", "The bat fled from the companion."),
    ("The hero walked away.", "The hero walked away."),
    ("The companion fetched the bow yesterday.", "The companion fetched the bow yesterday."),
    ("The companion asked the hero where the bow was.",
     "The companion asked the hero where the bow was."),
    ("The companion climbed the dungeon wall and gazed out over the kingdom.",
     "The companion climbed the dungeon wall and gazed out over the kingdom."),
    ("The companion counted every item lying in the dungeon, then every monster, and spoke the "
     "sum of both.", "The companion counted every item lying in the dungeon, then every "
     "monster, and spoke the sum of both."),
    ("if the companion gets hurt, come back", "if the companion gets hurt, come back"),
    ("get the bow, friend", "get the bow, friend"),
    ("go get the bow and bring it here", "go get the bow and bring it here"),
]


@pytest.mark.parametrize(("story", "order"), TOLD)
def test_a_story_of_the_companion_is_said_as_the_order_it_tells(story: str, order: str) -> None:
    assert as_today(story) == order


@pytest.mark.parametrize(("form", "verb"), [
    ("fetches", "fetch"), ("fetched", "fetch"), ("waits", "wait"), ("goes", "go"),
    ("went", "go"), ("carried", "carry"), ("patrolled", "patrol"), ("told", "tell"),
    ("slew", "slay"), ("strayed", "stray"), ("hit", "hit"),
    # no form of an order's verb
    ("fetch", None), ("was", None), ("had", None), ("climbed", None), ("felled", None),
    ("arrows", None), ("spoke", None), ("wanted", None),
])
def test_a_form_is_an_orders_verb_only_of_a_verb_orders_say(form: str, verb: str | None) -> None:
    assert order_verb(form) == verb


@pytest.mark.parametrize(("verb", "said"), [
    ("come", "comes"), ("do", "does"), ("carry", "carries"), ("lie", "lies"), ("have", "has"),
    ("fetch", "fetches"), ("stay", "stays"),
])
def test_a_verb_said_of_one(verb: str, said: str) -> None:
    assert third_person(verb) == said


NARRATED = [
    ("The loyal companion now fetches the bow.", "fetch bow"),
    ("Our hero's friend waits by the sword until the hero arrives.",
     "go_to sword; stay once distance(companion, player) <= 1: "),
    ("And then the companion counted the bats and told the hero how many remained.",
     "ask count bat"),
    ("The companion took up the sword and went forth to slay the gorgon.",
     "fetch sword; attack gorgon"),
    ("The companion, ever faithful, followed the hero wherever he went.", "follow"),
    ("Standing guard over the bow, the companion never strayed more than two steps from it.",
     "guard bow -..2"),
    ("The companion told the hero how much health it had left.", "ask health of companion"),
    ("Then the companion handed the hero everything it carried.", "hand_over"),
    ("The companion walked to the very middle of the dungeon.", "go_to middle"),
    ("For four turns the companion stood still, and then it fetched the bow.",
     "repeat 0x 4t: stay; fetch bow"),
    ("The companion kept its distance from the gorgon, never letting it come within five tiles.",
     "keep_distance gorgon 6..-"),
    ("And the hero asked the companion what weapon could fell a bat, and the companion "
     "answered.", "ask weakness bat"),
    ("The companion, far down the corridor, came back to stand at the hero's side.",
     "come_back"),
    ("The companion waited until the hero walked away, and only then did it go for the bow.",
     "stay once distance(companion, player) > 3: fetch bow"),
    ("The companion brought the hero an arrow.", "bring arrow"),
    ("Unless a bat came near, the companion would fetch the bow; and if one did, it would run "
     "back to the hero.", "fetch bow once near(bat, 3, companion): come_back"),
    ("Were the hero's health below two, the companion would stay at the hero's side; otherwise "
     "it went to fetch the bow.", "if health(player) < 2: follow | fetch bow"),
    ("The companion slew the bat in the top right corner with its bow and arrow.",
     "attack nearest-from-top right bat"),
    ("The companion kept an eye on the hero as the hero went down the corridor.",
     "guard player"),
    ("And the hero asked where the bow lay, and the companion told him.", "ask where bow"),
    # the same voice, other words
    ("The faithful servant picks up the sword.", "fetch sword"),
    ("Our hero's companion shall guard the bow.", "guard bow"),
    ("The companion will follow the hero.", "follow"),
    ("Then the trusty sidekick killed the gorgon.", "attack gorgon"),
    ("The companion fetched the bow and brought it to the hero.", "fetch bow; bring bow"),
    ("Once upon a time, the companion explored the dungeon.", "explore"),
    ("The companion got the bow, then it killed a bat.", "fetch bow; attack bat"),
    ("The companion stayed by the hero's side.", "follow"),
    ("The companion never left the hero's side.", "follow"),
    ("Thus the companion slew every bat.", "attack every bat"),
    ("The companion counts the arrows.", "ask count arrow"),
    ("The companion followed his master.", "follow"),
    ("The companion dutifully fetched the bow.", "fetch bow"),
    ("The companion, sword in hand, attacked the gorgon.", "attack gorgon"),
    ("The companion fetched an arrow for the hero.", "bring arrow"),
    ("The hero's friend told him where the sword was.", "ask where sword"),
]


@pytest.mark.parametrize(("order", "meaning"), NARRATED)
def test_a_story_of_the_companion_is_read_as_its_order(order: str, meaning: str) -> None:
    assert reading(order) == meaning


REFUSED = [
    # the set's orders to refuse, in this voice
    "The companion climbed the dungeon wall and gazed out over the kingdom.",
    "And then the companion lifted the hero and carried him to the sword.",
    "The companion felled the gorgon with a single arrow from the bow.",
    "The companion opened the treasure chest and shared out the gold.",
    "The companion saved the hero's tale to a file on his computer.",
    "Le fidèle compagnon alla chercher l'épée.",
    "And so the companion slew the fifth bat.",
    # a story that asks nothing: of what the companion is, of someone else, of long ago
    "The companion was brave.",
    "The companion had the bow.",
    "The companion wanted to help.",
    "The bat fled from the companion.",
    "The hero walked away.",
    "The companion fetched the bow yesterday.",
    # what the story says that no order asks: said back, not dropped
    "The companion counted every item lying in the dungeon, then every monster, and spoke the "
    "sum of both.",
]


@pytest.mark.parametrize("order", REFUSED)
def test_a_story_that_asks_nothing_the_game_does_is_refused(order: str) -> None:
    assert any(isinstance(step, m.Unknown) for step in read(order).steps)


def test_what_the_game_cannot_do_is_refused_for_its_reason() -> None:
    outside = read("The companion saved the hero's tale to a file on his computer.").steps
    assert [s.reason for s in outside if isinstance(s, m.Unknown)] == [m.Reason.OUTSIDE]


# Readings the voice needed that orders said plainly needed too.
GROWN = [
    # "how many" after a count, of what it counted
    ("count the bats and tell me how many remain", "ask count bat"),
    ("kill the bats and tell me how many are left", "attack every bat; ask count bat"),
    ("tell me how many remain", 'unknown[ambiguous] "tell me how many remain"'),
    # a distance kept, said as what it never lets come so near
    ("keep your distance from the gorgon, never letting it come within five tiles",
     "keep_distance gorgon 6..-"),
    ("keep away from the gorgon, at least 6 tiles", "keep_distance gorgon 6..-"),
    # coming back to be at the player's side
    ("come back to stand at my side", "come_back"),
    ("come back to stand by me", "come_back"),
    # "and only then"; "go for" a thing
    ("wait until I walk away, and only then go for the bow",
     "stay once distance(companion, player) > 3: fetch bow"),
    ("go for the bow", "fetch bow"),
    ("go for the gorgon", "attack gorgon"),
    ("go for a walk", "explore"),
    # "fell" a monster, asked
    ("what weapon could fell a bat", "ask weakness bat"),
    # the condition an errand is done unless, said again
    ("unless a bat comes near, fetch the bow. If one does, run back to me.",
     "fetch bow once near(bat, 3, companion): come_back"),
    ("unless you are hurt, fetch the bow. If you are, stay.",
     "if health(companion) >= 3: fetch bow | stay"),
    # a time said before the first step only
    ("For four turns stand still, and then fetch the bow.", "repeat 0x 4t: stay; fetch bow"),
]


@pytest.mark.parametrize(("order", "meaning"), GROWN)
def test_plain_orders_of_the_voices_families_are_read(order: str, meaning: str) -> None:
    assert reading(order) == meaning


@pytest.mark.parametrize(("order", "repeated"), [
    ("For four turns stand still, and then fetch the bow.", 1),
    ("for 10 turns, explore and then follow me", 2),
])
def test_a_time_said_first_goes_with_the_steps_it_is_said_before(order: str,
                                                                 repeated: int) -> None:
    first = read(order).steps[0]
    assert isinstance(first, m.Repeat) and first.turns in (4, 10)
    assert len(first.body) == repeated
