"""The reader reads the player's words once: a step's words are the player's own, never English
the reader put together and read again."""

import re

import pytest

from agent.reading import meaning as m, read, referents, reordering, sequence
from agent.reading.pronouns import cond_said, pointed_in_cond, referred_before
from agent.reading.sequence import split
from tests.unit.readings import reading


def _first(order: str) -> m.Step:
    step = read(order).steps[-1]
    while isinstance(step, (m.Choice, m.Watch)):
        step = (*getattr(step, "then", ()), *getattr(step, "during", ()))[0]
    return step


@pytest.mark.parametrize(("order", "action", "kind", "words"), [
    ("keep shooting bats until none are left", m.ATTACK, "bat", "keep shooting bats"),
    ("find the bats, then keep attacking it", m.ATTACK, "bat", "keep attacking it"),
    ("until the gorgon is dead, keep attacking it", m.ATTACK, "gorgon", "keep attacking it"),
    ("if you see a bat, kill it", m.ATTACK, "bat", "kill it"),
    ("if neither of us has the bow, get it", m.FETCH, "bow", "get it"),
    ("if the gorgon is near, stay away from it", m.KEEP_AWAY, "gorgon", "stay away from it"),
])
def test_a_step_keeps_the_players_words(order: str, action: m.Action, kind: str,
                                        words: str) -> None:
    step = _first(order)
    assert isinstance(step, m.Act) and step.action == action
    assert step.thing is not None and step.thing.kind == kind
    assert step.words == words


def test_keeping_on_an_errand_not_understood_is_said_as_before() -> None:
    # "it" here is the sword, which no one attacks: refused in words
    step = read("get the sword, then keep attacking it").steps[-1]
    assert isinstance(step, m.Unknown)


@pytest.mark.parametrize(("order", "kind"), [
    ("Where lieth the bow, good squire? Name me its row and its column.", "bow"),
    ("where is the sword? tell me its row and its column", "sword"),
])
def test_its_after_a_sentence_is_the_thing_it_named(order: str, kind: str) -> None:
    steps = read(order).steps
    assert all(isinstance(s, m.Ask) and s.asks == m.WHERE and s.things[0].kind == kind
               for s in steps)


def test_it_in_a_condition_after_a_question_is_what_the_question_named() -> None:
    steps = read("How far is the nearest bat from you? If it's more than 20 tiles off, go get "
                 "the bow; if not, stay where you are.").steps
    choice = steps[-1]
    assert isinstance(choice, m.Choice) and isinstance(choice.cond, m.Compare)
    assert isinstance(choice.cond.left, m.DistanceTo) and choice.cond.left.thing.kind == "bat"
    assert isinstance(choice.then[0], m.Act) and choice.then[0].thing is not None
    assert choice.then[0].thing.kind == "bow"


@pytest.mark.parametrize("order", ["Has anyone killed a bat yet? How many so far?",
                                   "how many bats have you killed? how many now?"])
def test_how_many_so_far_counts_as_the_question_before(order: str) -> None:
    first, then = read(order).steps
    assert isinstance(then, m.Ask) and then.asks == m.VALUE
    assert isinstance(then.value, m.Defeated) and then.value.kind == "bat"


def test_how_many_alone_is_still_refused() -> None:
    assert isinstance(read("is the gorgon dead? how many so far?").steps[-1], m.Unknown)


@pytest.mark.parametrize(("order", "action", "kind", "pick", "words"), [
    ("get the sword, then get another one", m.FETCH, "sword", "", "get another one"),
    ("grab an arrow, then fetch another one", m.FETCH, "arrow", "", "fetch another one"),
    ("get an arrow, then get the other one", m.FETCH, "arrow", "", "get the other one"),
    ("get an arrow, then get the next one", m.FETCH, "arrow", "", "get the next one"),
    ("shoot the nearest bat and then shoot the next one", m.ATTACK, "bat", "",
     "shoot the next one"),
    ("kill a bat, then kill one more", m.ATTACK, "bat", "", "kill one more"),
    ("kill the nearest bat, then kill the farthest one", m.ATTACK, "bat", m.FARTHEST,
     "kill the farthest one"),
    ("get an arrow by the sword, then get another one", m.FETCH, "arrow", m.NEAREST,
     "get another one"),
])
def test_one_after_a_step_is_one_of_its_thing(order: str, action: m.Action, kind: str,
                                              pick: str, words: str) -> None:
    step = read(order).steps[-1]
    assert isinstance(step, m.Act) and step.action == action and step.words == words
    assert step.thing is not None and (step.thing.kind, step.thing.pick) == (kind, pick)


def test_one_after_a_step_is_data_not_its_name_written_out() -> None:
    # "one" is the thing of the clause before, carried as data (``tokens.pointing_at``): the
    # clause's words stay the player's ("get another one", never "get another sword")
    for order in ("get the sword, then get another one", "get an arrow, then get the next one",
                  "kill a bat, then kill the farthest one"):
        clause = split(order)[-1]
        assert clause.text == order.split(", then ")[-1]
        assert clause.it is not None and clause.it.one


def test_one_with_nothing_named_before_is_refused() -> None:
    assert isinstance(read("get another one").steps[-1], m.Unknown)
    assert isinstance(read("kill the farthest one").steps[-1], m.Unknown)


@pytest.mark.parametrize(("order", "action", "kind", "pick", "words"), [
    ("I want an arrow. Get the farthest one.", m.FETCH, "arrow", m.FARTHEST,
     "Get the farthest one"),
    ("kill the bats. Then kill one more.", m.ATTACK, "bat", "", "kill one more"),
    ("hmm, arrows. go pick one up for me and bring it back over here", m.BRING, "arrow", "",
     "go pick one up for me and bring it back over here"),
    ("fetch an arrow. then get another one", m.FETCH, "arrow", "", "get another one"),
    ("grab the bow. after that, get the next one", m.FETCH, "bow", "", "get the next one"),
    ("kill the nearest bat. then kill the farthest one", m.ATTACK, "bat", m.FARTHEST,
     "kill the farthest one"),
])
def test_one_after_a_sentence_is_one_of_what_it_named(order: str, action: m.Action, kind: str,
                                                      pick: str, words: str) -> None:
    step = read(order).steps[-1]
    assert isinstance(step, m.Act) and step.action == action and step.words == words
    assert step.thing is not None and (step.thing.kind, step.thing.pick) == (kind, pick)


def test_one_after_a_sentence_is_data_not_its_name_written_out() -> None:
    for sentence, kind in (("Get the farthest one", "arrow"), ("then get another one", "sword"),
                           ("go pick one up for me", "arrow")):
        said, it = referred_before(sentence, kind, ["I want the thing"])
        assert said == sentence
        assert it is not None and it.one and it.thing.kind == kind


@pytest.mark.parametrize(("order", "action", "kind", "quantity", "words"), [
    ("if there are bats left, kill the farthest one", m.ATTACK, "bat", 1,
     "kill the farthest one"),
    ("if there are arrows left, get the nearest one", m.FETCH, "arrow", 1,
     "get the nearest one"),
    ("unless you have a bow, get one", m.FETCH, "bow", 1, "get one"),
    ("if you have fewer than two arrows, get another", m.FETCH, "arrow", 1, "get another"),
    ("if there are more than 2 arrows, pick up 2 of them", m.FETCH, "arrow", 2,
     "pick up 2 of them"),
    ("if you have no arrows, get some", m.FETCH, "arrow", None, "get some"),
    ("if you are out of arrows, get more", m.FETCH, "arrow", None, "get more"),
    ("if you have at least as many arrows as there are bats, kill them all", m.ATTACK, "bat",
     None, "kill them all"),
    ("if a bat attacks me, kill it", m.ATTACK, "bat", 1, "kill it"),
])
def test_one_of_what_a_condition_names(order: str, action: m.Action, kind: str,
                                       quantity: int | None, words: str) -> None:
    step = _first(order)
    assert isinstance(step, m.Act) and step.action == action and step.words == words
    assert step.thing is not None and (step.thing.kind, step.thing.quantity) == (kind, quantity)


def test_the_thing_by_the_player_is_data_too() -> None:
    step = _first("if there is a monster next to me, attack it")
    assert isinstance(step, m.Act) and step.thing is not None and step.words == "attack it"
    assert (step.thing.pick, step.thing.origin) == (m.NEAREST, m.PLAYER)


def test_one_of_what_a_condition_names_is_data_not_its_name_written_out() -> None:
    cond = m.Compare(">", m.CountOf("bat"), m.Number(0))
    for body in ("kill one", "kill the farthest one", "kill 2 of them", "kill some"):
        it = pointed_in_cond(body, cond)
        assert it is not None and it.thing.kind == "bat"


@pytest.mark.parametrize(("order", "action", "kind", "pick", "words"), [
    ("bring me the nearest arrow and the farthest one", m.BRING, "arrow", m.FARTHEST,
     "bring me the farthest one"),
    ("kill the closest bat and then the farthest one", m.ATTACK, "bat", m.FARTHEST,
     "kill the farthest one"),
    ("kill the nearest bat, then the next one", m.ATTACK, "bat", "", "kill the next one"),
    ("kill the bat, then the one in the top right", m.ATTACK, "bat", m.NEAREST,
     "kill the one in the top right"),
])
def test_one_without_a_verb_borrows_the_verb_and_the_kind_before(
        order: str, action: m.Action, kind: str, pick: str, words: str) -> None:
    step = read(order).steps[-1]
    assert isinstance(step, m.Act) and step.action == action and step.words == words
    assert step.thing is not None and (step.thing.kind, step.thing.pick) == (kind, pick)


def test_one_without_a_verb_is_not_written_out_as_the_kind() -> None:
    assert not hasattr(sequence, "_ones_named")
    clause = split("bring me the nearest arrow and the farthest one")[-1]
    assert (clause.text, clause.verb) == ("bring me the farthest one", "bring me ")
    assert clause.it is not None and clause.it.one and clause.it.thing.kind == "arrow"


@pytest.mark.parametrize("order", [
    "get the bow and the sword. then bring both to me",
    "get the bow and the sword. after that, bring them to me",
    "fetch the bow. after that, fetch the sword. then bring both to me",
    "Grab the sword and the bow. Then bring them both to me.",
])
def test_them_after_sentences_that_named_two_items_is_each(order: str) -> None:
    *_, first, second = read(order).steps
    assert isinstance(first, m.Act) and isinstance(second, m.Act)
    assert {first.action, second.action} == {m.BRING}
    assert first.thing is not None and second.thing is not None
    assert {first.thing.kind, second.thing.kind} == {"bow", "sword"}
    assert first.words == second.words == order.split(". ")[-1].strip(".").removeprefix(
        "then ").removeprefix("after that, ").removeprefix("Then ")


def test_them_after_sentences_is_data_not_their_names_written_out() -> None:
    said, it = referred_before("then bring both to me", "sword", ["get the bow and the sword"])
    assert said == "then bring both to me"
    assert it is not None and [t.thing.kind for t in it.each] == ["bow", "sword"]


@pytest.mark.parametrize(("order", "n"), [
    ("get arrows until you have 3", 3),
    ("pick up arrows until you've got two", 2),
    ("grab arrows until you're carrying 3 of them", 3),
    ("keep collecting arrows till you're holding three", 3),
])
def test_a_count_carried_with_its_thing_unsaid_is_of_the_steps_kind(order: str, n: int) -> None:
    watch = read(order).steps[-1]
    assert isinstance(watch, m.Watch) and isinstance(watch.cond, m.Compare)
    assert watch.cond.left == m.Carried(m.COMPANION, "arrow") and watch.cond.right == m.Number(n)


def test_a_count_carried_with_its_thing_unsaid_is_data_not_written_out() -> None:
    for cond in ("you have 3", "you're carrying 3 of them"):
        said, it = cond_said(cond, "get arrows")
        assert said == cond and it is not None and it.one and it.thing.kind == "arrow"


@pytest.mark.parametrize(("order", "meaning"), [
    ("kill the bats if they come close", "wait whenever near(bat, 3, companion): attack bat"),
    ("get the arrows if they are closer than the sword",
     "if distance(arrow, companion) < distance(sword, companion): fetch every arrow | "),
    ("shoot the bats when they get near me",
     "wait whenever near(bat, 3, player): attack nearest-from-player bat"),
    ("pick up the arrows if they are near you",
     "if near(arrow, 3, companion): fetch every arrow | "),
])
def test_they_in_a_condition_is_what_the_step_names(order: str, meaning: str) -> None:
    assert reading(order) == meaning


def test_they_in_a_condition_is_data_not_written_out() -> None:
    said, it = cond_said("they come close", "kill the bats")
    assert said == "they come close" and it is not None and it.thing.kind == "bat"


@pytest.mark.parametrize(("order", "meaning"), [
    ("Find the bats. If they are near, kill them.",
     "go_to bat; if near(bat, 3, companion): attack every bat | "),
    ("I see arrows. Get them if they are close.",
     "if near(arrow, 3, companion): fetch every arrow | "),
    ("Find the bat. If it is near, kill it.",
     "go_to bat; if near(bat, 3, companion): attack bat | "),
])
def test_they_after_a_sentence_is_what_it_named(order: str, meaning: str) -> None:
    assert reading(order) == meaning


@pytest.mark.parametrize(("order", "meaning"), [
    ("Get the arrows. Bring those to me.", "fetch every arrow; bring every arrow"),
    ("I want the arrows. Pick those up.", "fetch every arrow"),
    ("find the bats, then kill those", "attack every bat"),
    ("get two arrows, then bring those to me", "fetch 2 arrow; bring 2 arrow"),
    ("if there are bats left, kill those", "if count(bat) > 0: attack every bat | "),
    ("pass me those arrows you're carrying", "hand_over"),
    ("kill those", 'unknown[ambiguous] "kill those"'),
])
def test_those_is_what_was_named_before(order: str, meaning: str) -> None:
    assert reading(order) == meaning


@pytest.mark.parametrize(("order", "meaning"), [
    ("kill the bat, then the other one", "attack bat; attack bat"),
    ("get an arrow and the other one", "fetch arrow; fetch arrow"),
    ("fetch an arrow and another one for me", "bring arrow; bring arrow"),
    # the other one of a weapon is the other weapon: there is one of each (tokens._one_of)
    ("get the sword and then the other one too", "fetch sword; fetch bow"),
    # after a comma alone it may put right which one: not a step of its own, and which one
    # it is the reader cannot tell: said back, not any bat fought
    ("kill the bat, the other one", 'attack bat; unknown[not understood] "the other one"'),
])
def test_the_other_one_borrows_the_verb_before(order: str, meaning: str) -> None:
    assert reading(order) == meaning


@pytest.mark.parametrize(("order", "meaning"), [
    ("get two arrows, then get another one", "fetch 2 arrow; fetch arrow"),
    ("pick up all the arrows, then get the next one", "fetch every arrow; fetch arrow"),
    ("find the bats, then kill the farthest one", "attack farthest-from-companion bat"),
    ("get two arrows, then the other one", "fetch 2 arrow; fetch arrow"),
    ("I want arrows. Get another one.", "fetch arrow"),
    # words for more than one stay so
    ("if you have no arrows, get some", "if not has(companion, arrow): fetch every arrow | "),
    ("if there are more than 2 arrows, pick up 2 of them", "if count(arrow) > 2: fetch 2 arrow | "),
])
def test_one_of_things_named_in_the_plural_is_one(order: str, meaning: str) -> None:
    assert reading(order) == meaning


# "none" / "any" said of what the step names, after "until" or "as long as": the step's kind as
# data (pronouns.cond_said, counts: "none are left", "there are none", "there aren't any",
# "they are all picked up"), no longer written out as "no bats are left" and read again.
NONE_OR_ANY = [
    ("kill the bats until none are left", "attack every bat once count(bat) == 0: "),
    ("keep shooting bats until there are none left", "attack every bat once count(bat) == 0: "),
    ("kill bats until there aren't any left", "attack every bat once count(bat) == 0: "),
    ("kill bats until none remain", "attack every bat once count(bat) == 0: "),
    ("get arrows until there are no more on the ground",
     "fetch every arrow once count(arrow) == 0: "),
    ("pick up arrows until they are all picked up", "fetch every arrow once count(arrow) == 0: "),
    ("collect arrows as long as there are any", "fetch every arrow once count(arrow) <= 0: "),
    ("pick up arrows while some are left", "fetch every arrow once count(arrow) <= 0: "),
]


@pytest.mark.parametrize(("order", "meaning"), NONE_OR_ANY)
def test_none_or_any_left_is_of_the_steps_kind(order: str, meaning: str) -> None:
    assert reading(order) == meaning


@pytest.mark.parametrize("cond", ["none are left", "there are none left", "there aren't any",
                                  "they are all dead", "there are any"])
def test_none_or_any_left_is_data_not_written_out(cond: str) -> None:
    said, it = cond_said(cond, "kill the bats")
    assert said == cond and it is not None and it.thing.kind == "bat"


# A step said in a past form or as a gerund, after "after" / "once" (``reordering.in_order``,
# ``Clause.lemma``): read on the verb the form stands for, in the order the steps happen, never
# written out as "get the sword" to be read again (``reordering.written``).
PAST_SAID = [
    ("kill the gorgon once you've got the sword", "fetch sword; attack gorgon"),
    ("once you've grabbed the sword, kill the gorgon", "fetch sword; attack gorgon"),
    ("after you picked up the bow, shoot the bat", "fetch bow; attack bat"),
    ("after you've killed the bats, come back", "attack every bat; come_back"),
    ("after killing the bats, come back", "attack every bat; come_back"),
    ("come back after killing the bats", "attack every bat; come_back"),
    ("after getting the sword, kill the gorgon", "fetch sword; attack gorgon"),
    ("explore after you have found the bow", "fetch bow; explore"),
    ("after you brought me the sword, follow me", "bring sword; follow"),
    ("after you've taken out every bat, get the bow", "attack every bat; fetch bow"),
    ("once you've collected all the arrows, guard the bow", "fetch every arrow; guard bow"),
    ("after you got back here, explore", "come_back; explore"),
    ("after you've got the bow, bring it to me", "fetch bow; bring bow"),
]


@pytest.mark.parametrize(("order", "meaning"), [
    *PAST_SAID,
    # written out still: a past side that splits into steps of its own
    ("after you've got the sword and the bow, come back", "fetch sword; fetch bow; come_back"),
    # no reordering: a condition, a joiner
    ("kill the bat before it reaches me",
     'attack bat; unknown[not understood] "before it reaches me"'),
    ("once you've done that, come back", "come_back"),
    # the verb's other object first, read on the verb borrowed
    ("kill the gorgon after the bats", "attack every bat; attack gorgon"),
    ("get the sword after the bow", "fetch bow; fetch sword"),
])
def test_steps_said_in_a_past_form_happen_in_order(order: str, meaning: str) -> None:
    assert reading(order) == meaning


@pytest.mark.parametrize("order", [o for o, _ in PAST_SAID])
def test_steps_said_in_a_past_form_are_not_written_out(order: str,
                                                        monkeypatch: pytest.MonkeyPatch) -> None:
    def written(*_: object) -> str:
        raise AssertionError("English written back to be read again")

    from agent.reading import reader
    monkeypatch.setattr(reordering, "written", written)  # sequence no longer writes it
    monkeypatch.setattr(reader, "written", written)
    step = read(order).steps[0]
    assert isinstance(step, m.Act) and step.words.split()[0].lower() not in (
        "get", "kill", "pick", "find", "bring", "take", "collect", "come")  # the player's own


# A verb kept on as "-ing" (``verb_forms.read_kept_on``): the errand of its phrase in the lexicon
# ("walking between" is "walk between"), read on the words as said.
KEPT_ON = [
    ("keep walking between here and the bow", "patrol bow"),
    ("keep walking between the sword and the bow", "patrol sword to bow"),
    ("keep pacing between the bow and the arrow", "patrol bow to arrow"),
    ("keep attacking the bats", "attack every bat"),
    ("keep exploring", "explore"),
    ("go on shooting the bats", "attack every bat"),
    ("continue picking up arrows", "fetch every arrow"),
]


@pytest.mark.parametrize(("order", "meaning"), [
    *KEPT_ON,
    # still written out and read as a clause: a walk, read by the places
    ("keep walking to the right until you reach a wall", "walk right 50"),
    # "it" standing for nothing, or for what cannot be done: refused in the player's words (they
    # were "attack it", written out)
    ("keep attacking it", 'unknown[ambiguous] "keep attacking it"'),
    ("keep shooting them", 'unknown[ambiguous] "keep shooting them"'),
    ("continue fetching it", 'unknown[ambiguous] "continue fetching it"'),
    ("get the sword, then keep attacking it",
     'fetch sword; unknown[does not fit] "keep attacking it"'),
])
def test_a_verb_kept_on_is_read_on_its_phrase(order: str, meaning: str) -> None:
    assert reading(order) == meaning


@pytest.mark.parametrize("order", [o for o, _ in KEPT_ON])
def test_a_verb_kept_on_is_not_written_out(order: str, monkeypatch: pytest.MonkeyPatch) -> None:
    _only_said_read(order, monkeypatch)
    step = read(order).steps[0]
    assert isinstance(step, m.Act) and step.words == order


# What "it", "them", "both" and "one" stand for after a step (``referents.resolve``): the thing
# as the player named it, read from their words (its noun on: "arrows", "arrow next to the
# bow"), never a name written out ("all the arrows", "the arrow next to the bow") and read again.
POINTED = [
    ('get the sword, then bring it to me', 'fetch sword; bring sword'),
    ('get two arrows and bring them to me', 'fetch 2 arrow; bring 2 arrow'),
    ('get the arrows, then bring them to me', 'fetch every arrow; bring every arrow'),
    ('pick up all the arrows and then give those to me', 'fetch every arrow; bring every arrow'),
    ('get an arrow by the sword and bring it to me',
     'fetch nearest-from-sword arrow; bring nearest-from-sword arrow'),
    ('grab the arrow next to the bow, then hand it over',
     'fetch nearest-from-bow arrow; bring nearest-from-bow arrow'),
    ('get the bow and the sword, then bring them to me',
     'fetch bow; fetch sword; bring bow; bring sword'),
    ('fetch the closest arrow, then the bow, then bring both to me',
     'fetch arrow; fetch bow; bring arrow; bring bow'),
    ('kill the nearest bat, then the next one', 'attack bat; attack bat'),
    ('kill the bat, then the one in the top right',
     'attack bat; attack nearest-from-top right bat'),
    ('get the blade, then give it to me', 'fetch sword; bring sword'),
    ('find the bats and kill them', 'attack every bat'),
]


@pytest.mark.parametrize(("order", "meaning"), POINTED)
def test_what_a_pronoun_after_a_step_stands_for(order: str, meaning: str) -> None:
    assert reading(order) == meaning


@pytest.mark.parametrize("order", [o for o, _ in POINTED])
def test_what_a_pronoun_stands_for_is_read_from_the_players_words(
        order: str, monkeypatch: pytest.MonkeyPatch) -> None:
    thing = referents._thing

    def read_said(named: str) -> object:
        assert named.lower() in order.lower(), f"{named!r}: not the player's words"
        return thing(named)

    monkeypatch.setattr(referents, "_thing", read_said)
    assert reading(order) == dict(POINTED)[order]


def _only_said_read(order: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """Every clause the reader reads of ``order`` is words of it (or a verb borrowed before
    them), never English it wrote: ``read_clause`` is watched where it is called."""
    from agent.reading import clause, reader
    said = " ".join(order.lower().split())
    for module in (reader, clause):
        def read_said(text: str, *args: object, _read: object = module.read_clause,
                      **kwargs: object) -> object:
            assert " ".join(text.lower().split()) in said, f"{text!r}: not the player's words"
            return _read(text, *args, **kwargs)  # type: ignore[operator]

        monkeypatch.setattr(module, "read_clause", read_said)


# "One" without a verb, after a step ("then the next one", "and another one for me"), and a
# thing without a verb after a going: read on the verb borrowed (``clause.read_borrowed``), no
# longer "kill the next one", "go to the bow" written out and read as a clause.
BORROWED = [
    ('kill the nearest bat, then the next one',
     'attack bat; attack bat'),
    ('kill the bat, then the other one',
     'attack bat; attack bat'),
    ('kill the closest bat and then the farthest one',
     'attack bat; attack farthest-from-companion bat'),
    ('bring me the nearest arrow and the farthest one',
     'bring arrow; bring farthest-from-companion arrow'),
    ('get an arrow and the other one',
     'fetch arrow; fetch arrow'),
    ('fetch an arrow and another one for me',
     'bring arrow; bring arrow'),
    ('grab the arrow by the left wall, then the one at the very bottom',
     'fetch nearest-from-left side arrow; fetch nearest-from-bottom side arrow'),
    ('visit the sword, then the bow',
     'go_to sword; go_to bow'),
    ('go to the bow and then the sword',
     'go_to bow; go_to sword'),
    # the words that lead an errand's verb ("go", "now go", "go and") before it
    ('go pick up the bow and after that the sword',
     'fetch bow; fetch sword'),
    ('go and grab the sword, then the bow',
     'fetch sword; fetch bow'),
    ('now go fetch an arrow and the bow',
     'fetch arrow; fetch bow'),
]


@pytest.mark.parametrize(("order", "meaning"), BORROWED)
def test_one_or_a_thing_without_a_verb_is_read_on_the_verb_borrowed(
        order: str, meaning: str, monkeypatch: pytest.MonkeyPatch) -> None:
    _only_said_read(order, monkeypatch)
    assert reading(order) == meaning


# The other branch named by its object alone ("..., else the sword"): read on the verb of the
# branch before (``Clause.verb``), no longer "get the sword" written out and read as a part.
OTHERWISE = [
    ("get the bow if it's closer than the sword, else the sword",
     'if distance(bow, companion) < distance(sword, companion): fetch bow | fetch sword'),
    ('if there are still three bats then get the bow, otherwise the sword',
     'if count(bat) >= 3: fetch bow | fetch sword'),
    ('if there are bats left, kill a bat, otherwise the gorgon',
     'if count(bat) > 0: attack bat | attack gorgon'),
    ('if you have the sword, bring me the bow, otherwise an arrow',
     'if has(companion, sword): bring bow | bring arrow'),
]


@pytest.mark.parametrize(("order", "meaning"), OTHERWISE)
def test_the_other_branch_named_by_its_object_borrows_the_verb(
        order: str, meaning: str, monkeypatch: pytest.MonkeyPatch) -> None:
    from agent.reading import reader
    part = reader._read_part

    def read_said(text: str, *args: object, **kwargs: object) -> object:
        assert " ".join(text.lower().split()) in order.lower(), f"{text!r}: not the player's words"
        return part(text, *args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(reader, "_read_part", read_said)
    _only_said_read(order, monkeypatch)
    assert reading(order) == meaning


# What "it", "them", "one" stand for after a sentence before named it (``referred_before``) or a
# condition names it (``referent_in_cond``): the thing built from its kind as data
# (``pronouns._standing_for``), no longer "the bow", "all the bats", "the bat nearest to me"
# written out and read as words.
REFERRED = [
    ("I want the bow. Go get it.", "fetch bow"),
    ("that gorgon's gotta go. deal with it", "attack gorgon"),
    ("I want the arrows. Pick those up.", "fetch every arrow"),
    ("I want arrows. Get another one.", "fetch arrow"),
    ("I need arrows. Get two of them.", "fetch 2 arrow"),
    ("Get the sword. Kill the gorgon with it.", "fetch sword; attack gorgon"),
    ("Get the bow and the sword. Then bring them to me.",
     "fetch bow; fetch sword; bring bow; bring sword"),
    ("if a bat is near, kill it", "if near(bat, 3, companion): attack bat | "),
    ("while there are bats, kill them", "attack every bat once count(bat) <= 0: "),
    ("if there are bats left, kill the farthest one",
     "if count(bat) > 0: attack farthest-from-companion bat | "),
    ("if you have no arrows, get some", "if not has(companion, arrow): fetch every arrow | "),
    ("if there is a bat next to me, kill it",
     "if near(bat, 1, player): attack nearest-from-player bat | "),
    ("if a monster is next to me, kill it",
     "if near(monster, 1, player): attack nearest-from-player monster | "),
    ("if there are more than 2 arrows, pick up 2 of them", "if count(arrow) > 2: fetch 2 arrow | "),
    ("if the bow is closer than the sword, get it",
     "if distance(bow, companion) < distance(sword, companion): fetch bow | "),
    ("If there are 3 or more arrows on the ground, pick one up. Otherwise go get the bow.",
     "if count(arrow) >= 3: fetch arrow | fetch bow"),
]


@pytest.mark.parametrize(("order", "meaning"), REFERRED)
def test_what_a_pronoun_refers_to_is_built_as_data(order: str, meaning: str,
                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    from agent.reading import pronouns

    def written(*_: object, **__: object) -> object:
        raise AssertionError("English written back to be read again")

    built: list[object] = []
    for name in ("_standing_for", "_each_item"):
        def watched(*args: object, _built: object = getattr(pronouns, name),
                    **kwargs: object) -> object:
            built.append(result := _built(*args, **kwargs))  # type: ignore[operator]
            return result

        monkeypatch.setattr(pronouns, name, watched)
    monkeypatch.setattr(pronouns, "tokenize", written)
    monkeypatch.setattr(pronouns, "take_thing", written)
    assert reading(order) == meaning
    assert built  # the row is of the family: its pronoun built from the kind


@pytest.mark.parametrize("kind", ["arrow", "bat", "bow", "gorgon", "sword", m.ANY_ITEM,
                                  m.ANY_MONSTER, m.ANYTHING, m.PLAYER, m.COMPANION])
@pytest.mark.parametrize("pronoun", ["it", "its", "that one", "them", "both", "those", "some",
                                     "more", "one", "another", "one of them", "2 of them",
                                     "two of them", "six of them", "0 of them"])
def test_a_pronoun_built_as_data_is_what_its_words_read_as(kind: str, pronoun: str) -> None:
    from agent.reading.pronouns import _standing_for, _stands_for
    from agent.reading.tokens import Tokens, take_thing, tokenize
    for near_me, one in ((False, f"the {kind}"), (True, f"the {kind} nearest to me")):
        said = _stands_for(pronoun, kind, one)
        assert _standing_for(pronoun, kind, near_me=near_me) == take_thing(
            Tokens(tokenize(said)), anchors=True), said


# A branch said in a sentence of its own after a question or a condition ("Do you have the bow?
# If not, get it.", "... Otherwise get it."): its "it" the thing the condition names, as data
# (``pronouns.read_on_cond``), its words the player's ("get it", no longer "get the bow").
ATTACHED = [
    ("Do you have the bow? If not, go and get it.",
     "if has(companion, bow): ask has bow of companion | fetch bow", "go and get it"),
    ("If you have the sword, kill the gorgon. Otherwise get it.",
     "if has(companion, sword): attack gorgon | fetch sword", "get it"),
    ("If you have the sword, kill the gorgon. If you don't, get it.",
     "if has(companion, sword): attack gorgon | fetch sword", "get it"),
    ("Are there any bats left? If so, kill one.",
     "if count(bat) > 0: attack bat | ask check count(bat) > 0", "kill one"),
    ("is the bow closer to me than the sword? if so, fetch it",
     "if distance(bow, player) < distance(sword, player): fetch bow | "
     "ask check distance(bow, player) < distance(sword, player)", "fetch it"),
]


@pytest.mark.parametrize(("order", "meaning", "words"), ATTACHED)
def test_a_branch_of_its_own_points_at_the_conditions_thing(
        order: str, meaning: str, words: str, monkeypatch: pytest.MonkeyPatch) -> None:
    from agent.reading import pronouns

    def written(*_: object, **__: object) -> object:
        raise AssertionError("English written back to be read again")

    assert not hasattr(pronouns, "resolve_pronouns")  # nothing writes a pronoun out
    monkeypatch.setattr(pronouns, "tokenize", written)
    assert reading(order) == meaning
    assert any(isinstance(s, m.Act) and s.words == words for s in _steps(read(order).steps))


def _steps(steps: tuple[m.Step, ...]) -> list[m.Step]:
    out: list[m.Step] = []
    for step in steps:
        out.append(step)
        if isinstance(step, m.Choice):
            out += _steps(step.then) + _steps(step.otherwise)
    return out


# "that one" / "it" after a question of which, or after a thing picked by where it is: read as
# the thing (``pronouns.read_from_before``), no longer "Go get the bow" written out and read.
FROM_BEFORE = [
    ("Which is closer, the bow or the sword? Go get that one.",
     "ask which bow,sword of companion nearest; "
     "if distance(bow, companion) < distance(sword, companion): fetch bow | fetch sword"),
    ("which is nearer, the bow or the sword? get the farther one",
     "ask which bow,sword of companion nearest; "
     "if distance(bow, companion) > distance(sword, companion): fetch bow | fetch sword"),
    ("Whichever is closer to you, the sword or an arrow, pick that one up.",
     "if distance(sword, companion) < distance(arrow, companion): fetch sword | fetch arrow"),
    ("See the bat nearest the gorgon? Kill it.", "attack nearest-from-gorgon bat"),
    ("find the farthest arrow. then bring it to me", "bring farthest-from-companion arrow"),
    ("There's an arrow by the sword. Grab it.", "fetch nearest-from-sword arrow"),
    ("See the arrow closest to the bottom left corner? Go pick that one up.",
     "fetch nearest-from-bottom left arrow"),
]


@pytest.mark.parametrize(("order", "meaning"), FROM_BEFORE)
def test_that_one_after_the_sentence_before_is_not_written_out(
        order: str, meaning: str, monkeypatch: pytest.MonkeyPatch) -> None:
    from agent.reading import pronouns

    assert not hasattr(pronouns, "resolve_from_before")  # nothing writes "that one" out
    assert reading(order) == meaning


# "until you have 2" after a fetching kept on: the number's thing is the step's, pointed at
# (``pronouns.read_cond_said``), no longer "you have 2 arrows" written out and read again.
KEPT_FETCHING = [
    ("keep picking up arrows till you've got two",
     "fetch every arrow once carried(companion, arrow) >= 2: "),
    ("keep collecting arrows until you hold 2",
     "fetch every arrow once carried(companion, arrow) >= 2: "),
    ("keep collecting arrows till you're holding three",
     "fetch every arrow once carried(companion, arrow) >= 3: "),
    ("keep fetching an arrow until you have 2",
     "fetch every arrow once carried(companion, arrow) >= 2: "),
    ("keep picking up arrows until you have 2 of them",
     "fetch every arrow once carried(companion, arrow) >= 2: "),
]


@pytest.mark.parametrize(("order", "meaning"), KEPT_FETCHING)
def test_until_you_have_so_many_is_not_written_out(order: str, meaning: str,
                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    from agent.reading import repeats
    read_cond = repeats.condition_of
    asked: list[str] = []

    def as_said(text: str, *args: object, **kwargs: object) -> object:
        asked.append(text)
        assert "arrow" not in text, f"{text!r}: English written back to be read again"
        return read_cond(text, *args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(repeats, "condition_of", as_said)
    assert reading(order) == meaning
    assert asked  # read by the fetching kept on


# "it" in a correction of an errand on a thing ("Bring me a sword. No, just go stand next to
# it."): the thing of the errand corrected, built as data (``pronouns.one_of_kind``), no longer
# "the sword" written out and read as tokens (``afterthoughts.correcting``).
CORRECTED_IT = [
    ("Bring me a sword. No, just go stand next to it.", "go_to sword; stay"),
    ("kill a bat. actually no, just keep away from it", "keep_away bat"),
    ("Get the bow. No, just go to it, don't pick it up.", "keep_off bow; go_to bow"),
]


@pytest.mark.parametrize(("order", "meaning"), CORRECTED_IT)
def test_it_in_a_correction_is_the_thing_corrected_not_written_out(
        order: str, meaning: str, monkeypatch: pytest.MonkeyPatch) -> None:
    from agent.reading import afterthoughts, pronouns
    said, built = set(re.findall(r"[a-z']+", order.lower())), []

    def as_said(text: str, *args: object, _tokenize: object = afterthoughts.tokenize,
                **kwargs: object) -> object:
        assert set(re.findall(r"[a-z']+", text.lower())) <= said, f"{text!r}: not said"
        return _tokenize(text, *args, **kwargs)  # type: ignore[operator]

    def one_of_kind(kind: str, _built: object = pronouns.one_of_kind) -> object:
        built.append(kind)
        return _built(kind)  # type: ignore[operator]

    monkeypatch.setattr(afterthoughts, "tokenize", as_said)
    monkeypatch.setattr(afterthoughts, "one_of_kind", one_of_kind)
    assert reading(order) == meaning
    assert built  # the thing corrected, built from its kind


# A way said after a walk with no verb of its own ("move up 3 and left 2"): walked on the verb
# it borrows (``verb_forms.walked_on``), its words the way as said, no longer "move left 2"
# written out and read as a clause.
WAYS_AFTER_A_WALK = [
    ("move up 3 and left 2", "walk up 3; walk left 2", "left 2"),
    ("go right two, then down one", "walk right 2; walk down 1", "down one"),
    ("walk north then east", "walk north 1; walk east 1", "east"),
    ("go left 2 steps and 3 steps up", "walk left 2; walk up 3", "3 steps up"),
    ("walk 2 right and then 2 steps to the left", "walk right 2; walk left 2",
     "2 steps to the left"),
]


@pytest.mark.parametrize(("order", "meaning", "words"), WAYS_AFTER_A_WALK)
def test_a_way_after_a_walk_is_walked_on_its_verb_not_written_out(
        order: str, meaning: str, words: str, monkeypatch: pytest.MonkeyPatch) -> None:
    _only_said_read(order, monkeypatch)
    assert reading(order) == meaning
    assert read(order).steps[-1].words == words


# A walk kept on ("keep walking to the right until you reach a wall"): walked on its verb
# (``verb_forms.read_kept_on``), its words the player's, no longer "walk to the right until you
# reach a wall" written out and read as a clause (``verb_forms.said_again``, gone).
WALKS_KEPT_ON = [
    ("keep walking to the right until you reach a wall", "walk right 50"),
    ("Keep walking to the right until you reach a wall, and then stop there.",
     "walk right 50; stay"),
    ("keep walking right until you hit the wall", "walk right 50"),
    ("keep walking left 3", "walk left 3"),
]


@pytest.mark.parametrize(("order", "meaning"), WALKS_KEPT_ON)
def test_a_walk_kept_on_is_walked_not_written_out(order: str, meaning: str,
                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    _only_said_read(order, monkeypatch)
    assert reading(order) == meaning
    assert order.lower().startswith(read(order).steps[0].words.lower())


# A thing picked by where it lies on the map ("the leftmost arrow": the one nearest the left
# side, agent/reading/map_picks.py): read where its thing is read (``tokens.take_thing``, the
# question row "by a side"), no longer said again as "the arrow nearest the left side" and the
# whole order read again.
BY_A_SIDE = [
    ("get the leftmost arrow", "fetch nearest-from-left side arrow"),
    ("kill the bat furthest north", "attack nearest-from-top side bat"),
    ("get the arrow that lies farthest south", "fetch nearest-from-bottom side arrow"),
    ("go to the most northern bat", "go_to nearest-from-top side bat"),
    ("which bat is furthest east?", "ask which nearest-from-right side bat nearest"),
    ("where is the westernmost arrow?", "ask where nearest-from-left side arrow"),
]


@pytest.mark.parametrize(("order", "meaning"), BY_A_SIDE)
def test_a_pick_by_a_side_is_read_once_in_the_players_words(
        order: str, meaning: str, monkeypatch: pytest.MonkeyPatch) -> None:
    from agent.reading import reader
    calls: list[str] = []

    def counted(text: str, *args: object, _read: object = reader.read, **kwargs: object) -> object:
        calls.append(text)
        return _read(text, *args, **kwargs)  # type: ignore[operator]

    monkeypatch.setattr(reader, "read", counted)
    steps = reader.read(order).steps
    assert calls == [order]  # read once, the player's words
    assert reading(order) == meaning
    assert len(steps) == 1 and isinstance(steps[0], (m.Act, m.Ask))
    assert steps[0].words == order.rstrip("?"), steps[0]


# A word that only ends as a verb's "-ing" ("nothing", "morning", "thing") is no verb kept on:
# "Keep nothing back." was cut to "noth back", written out and read as a clause
# (``verb_forms.said_again``, gone). A clause kept on no verb the game knows is read as said, in
# the player's words; "keep doing it" after a step is that step again, as "do it" was.
NOT_KEPT_ON = [
    ("Keep nothing back.", 'unknown[no such action] "Keep nothing back"'),
    ("Hand me everything you've got. Keep nothing back.",
     'hand_over; unknown[no such action] "Keep nothing back"'),
    ("keep something back", 'unknown[no such action] "keep something back"'),
    ("keep everything", 'unknown[no such action] "keep everything"'),
    ("keep anything you find", 'unknown[no such action] "keep anything you find"'),
    ("keep singing", 'unknown[no such action] "keep singing"'),
    ("keep the ring", 'unknown[no such action] "keep the ring"'),
    ("pick up an arrow, and keep doing it until you have 2",
     "{repeat 2x 0t: fetch arrow} once carried(companion, arrow) >= 2: "),
]


@pytest.mark.parametrize(("order", "meaning"), NOT_KEPT_ON)
def test_a_word_ending_in_ing_is_no_verb_kept_on(order: str, meaning: str,
                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    _only_said_read(order, monkeypatch)
    assert reading(order) == meaning


@pytest.mark.parametrize("word", ["nothing", "something", "anything", "everything", "morning",
                                  "evening", "king", "ring", "thing", "string", "sing", "bring",
                                  "ceiling", "wedding"])
def test_no_word_ending_in_ing_is_cut_as_a_verb(word: str) -> None:
    from agent.reading.reordering import lemma
    from agent.reading.text import gerund_verb
    from agent.reading.verb_forms import kept_on

    assert gerund_verb(word) is None and lemma(word) is None
    assert kept_on(f"keep {word} back") is None


# A counted way said without a verb in a route ("bottom left corner then 3 up", "2 east, 2
# west"): walked where the clause is read (``verb_forms.walked_alone``), its words the player's,
# no longer "walk 3 up" written in by ``text._telegraphed`` and read again. "three tiles left"
# may be how many are left, "two down" alone perhaps a count of the dead: still said back (after
# a walk, "then two down" borrows its verb: ``sequence._borrow_verbs``).
COUNTED_WAYS = [
    ("3 steps up", "walk up 3", "3 steps up"),
    ("3 steps right, go", "walk right 3", "3 steps right"),
    ("go to the bottom left corner then 3 up", "go_to bottom left; walk up 3", "3 up"),
    ("2 east, 2 west.", "walk east 2; walk west 2", "2 west"),
    ("two steps down", "walk down 2", "two steps down"),
    ("scoot two to the right and then two down", "walk right 2; walk down 2", "two down"),
    ("hop 2 left then two up", "walk left 2; walk up 2", "two up"),
    ("walk to the bow, then 2 steps down, and stay", "go_to bow; walk down 2; stay", "stay"),
    ("take 2 steps right and 2 down", "walk right 2; walk down 2", "2 down"),
    ("2 to the left", "walk left 2", "2 to the left"),
    ("three tiles left", 'unknown[not understood] "three tiles left"', "three tiles left"),
    ("two down", 'unknown[not understood] "two down"', "two down"),
]


@pytest.mark.parametrize(("order", "meaning", "words"), COUNTED_WAYS)
def test_a_counted_way_in_a_route_is_walked_not_written_out(
        order: str, meaning: str, words: str, monkeypatch: pytest.MonkeyPatch) -> None:
    from agent.reading.text import expand

    assert expand(order).lower().count("walk") == order.lower().count("walk")
    _only_said_read(order, monkeypatch)
    assert reading(order) == meaning
    assert read(order).steps[-1].words == words


# A clause that is only an object after words that are no verb ("before anything else grab an
# arrow, then the bow"): refused in its own words (``clause.read_borrowed``), no longer glued to
# the words before ("before anything else grab the bow") and read again. After a verb the
# errands know, the object is still read on it.
BORROWED_FROM_NO_VERB = [
    ("before anything else grab an arrow, then the bow",
     'unknown[no such action] "before anything else grab an arrow"; '
     'unknown[not understood] "the bow"'),
    ("wouldn't it be smart to get an arrow first and then the bow?",
     'unknown[no such action] "wouldn\'t it be smart to get an arrow"; '
     'unknown[not understood] "the bow"'),
    ("grab an arrow, then the bow", "fetch arrow; fetch bow"),
]


@pytest.mark.parametrize(("order", "meaning"), BORROWED_FROM_NO_VERB)
def test_an_object_after_no_verb_is_refused_as_said(order: str, meaning: str,
                                                    monkeypatch: pytest.MonkeyPatch) -> None:
    _only_said_read(order, monkeypatch)
    assert reading(order) == meaning


# A fight named bare on a condition that names a monster ("keep shooting until all bats are
# dead"): the monster is pointed at as data (``pronouns._bare_foe``) and the bare fight fights
# it (``errands``), no longer "keep shooting the bat" written out and read again.
BARE_FIGHTS = [
    ("keep shooting until all bats are dead", "attack bat once count(bat) == 0: ", "keep shooting"),
    ("if a bat comes near, attack", "wait once near(bat, 3, companion): attack bat", "attack"),
    ("if the gorgon is near, fight", "if near(gorgon, 3, companion): attack gorgon | ", "fight"),
    ("if you have the sword, attack", "if has(companion, sword): attack monster | ", "attack"),
    ("kill the bat, then attack", "attack bat; attack monster", "attack"),
]


@pytest.mark.parametrize(("order", "meaning", "words"), BARE_FIGHTS)
def test_a_fight_named_bare_fights_the_monster_named_not_written_out(
        order: str, meaning: str, words: str, monkeypatch: pytest.MonkeyPatch) -> None:
    _only_said_read(order, monkeypatch)
    assert reading(order) == meaning
    assert _first(order).words == words


# A verb kept on in a step on a condition ("until the gorgon is dead, keep attacking it"): what
# its "it" is found from the verb kept on as data (``pronouns._kept_verb``), no longer "attack
# it" put together by the reader for ``pronouns.referent_in_cond`` to look at.
KEPT_ON_A_CONDITION = [
    ("until the gorgon is dead, keep attacking it", "attack gorgon once count(gorgon) == 0: "),
    ("if a bat is near, keep attacking it", "if near(bat, 3, companion): attack bat | "),
    ("if you have the sword and the gorgon is alive, keep attacking it",
     "if has(companion, sword) and count(gorgon) > 0: attack gorgon | "),
    ("keep shooting bats until none are left", "attack every bat once count(bat) == 0: "),
]


@pytest.mark.parametrize(("order", "meaning"), KEPT_ON_A_CONDITION)
def test_a_verb_kept_on_a_condition_is_looked_at_as_said(
        order: str, meaning: str, monkeypatch: pytest.MonkeyPatch) -> None:
    from agent.reading import pronouns

    said = order.lower()

    def as_said(body: str, cond: m.Cond, _find: object = pronouns.referent_in_cond) -> object:
        assert body.lower() in said, f"{body!r}: not the player's words"
        return _find(body, cond)  # type: ignore[operator]

    monkeypatch.setattr(pronouns, "referent_in_cond", as_said)
    assert reading(order) == meaning


# A corner named alone as a route's step ("bottom left corner then 3 up", "the top-left
# corner"): gone to where its clause is read (``verb_forms.said_without_verb``), its words the
# player's, no longer "go to the bottom left corner" written in by ``text._telegraphed``.
CORNERS_ALONE = [
    ("bottom left corner then 3 up", "go_to bottom left; walk up 3", "bottom left corner"),
    ("the top-left corner", "go_to top left", "the top-left corner"),
    ("the bottom right corner, go", "go_to bottom right", "the bottom right corner"),
    ("top left corner then get the bow", "go_to top left; fetch bow", "top left corner"),
    ("bottom left", 'unknown[no such action] "bottom left"', "bottom left"),
]


@pytest.mark.parametrize(("order", "meaning", "words"), CORNERS_ALONE)
def test_a_corner_alone_is_gone_to_not_written_out(
        order: str, meaning: str, words: str, monkeypatch: pytest.MonkeyPatch) -> None:
    from agent.reading.text import expand

    assert expand(order).lower().count("go to") == order.lower().count("go to")
    _only_said_read(order, monkeypatch)
    assert reading(order) == meaning
    assert read(order).steps[0].words == words


# "hold" alone ("hold till I move, then follow"): held where its clause is read
# (``verb_forms.said_without_verb``), its words the player's, no longer "hold position" written
# in by ``text._telegraphed`` and read again.
HELD = [
    ("hold till I move, then follow", "stay once moved(player): follow"),
    ("hold", "stay"),
    ("hold, go", "stay"),
]


@pytest.mark.parametrize(("order", "meaning"), HELD)
def test_hold_alone_is_held_not_written_out(order: str, meaning: str,
                                            monkeypatch: pytest.MonkeyPatch) -> None:
    from agent.reading.text import expand

    assert "position" not in expand(order).lower()
    _only_said_read(order, monkeypatch)
    assert reading(order) == meaning
