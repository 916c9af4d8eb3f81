"""The restating data: every pair's answer is a sentence of the house language (an order's, or
"outside the game"), the families players ask for are there, and the wider words keep what the
order names."""

from __future__ import annotations

import random

from agent.house import HOUSE, Outside
from agent.house.checks import named_kinds
from agent.reading import meaning as m
from agent.training.restating import pairs, widen


def test_every_answer_is_a_sentence_of_the_house_language():
    drawn, kinds = pairs(600, seed=4)
    assert len(drawn) == 600 and set(kinds) >= {"generator", "family", "outside"}
    for pair in drawn:
        read = HOUSE.read(pair.program)
        outside = HOUSE.read(pair.program, "outside")
        assert isinstance(read, m.Meaning) or isinstance(outside, Outside), pair
        assert pair.user.endswith(pair.order.strip())
        assert (pair.kind == "outside") == isinstance(outside, Outside)


def test_wider_words_keep_the_things_an_order_names():
    rng = random.Random(0)
    for order in ("pick up the bow, then attack the bat", "keep between 2 and 5 tiles from me",
                  "bring me the sword and an arrow"):
        for _ in range(50):
            wider = widen(rng, order)
            assert named_kinds(wider) == named_kinds(order), wider


def test_no_restated_or_held_out_order_is_taught_word_for_word():
    # The orders the reader cannot read measure how the restater understands, not what it
    # learnt by heart: none is a pair of the data (compared as typed, case and end marks
    # aside). Short orders of the public set ("bring me an arrow") the generator draws too;
    # the reader reads those, and they are never restated.
    import tomllib
    from pathlib import Path

    root = Path(__file__).resolve().parents[2] / "bench"
    benchmark = {o["text"].lower().strip(" .!?") for name in (
        "heldout_orders.toml", "fresh_orders.toml", "orders.toml") if (root / name).is_file()
        for o in tomllib.loads((root / name).read_text())["order"]
        if name != "orders.toml" or o["category"] == "restated"}
    assert len(benchmark) > 150
    drawn, _ = pairs(4000, seed=0)
    taught = {p.order.lower().strip(" .!?") for p in drawn}
    assert not taught & benchmark, sorted(taught & benchmark)[:10]


def test_every_family_draws_orders_whose_sentence_reads_back_as_their_meaning():
    # Each family (a comparison of two distances, a wait before an errand, a thing picked near
    # the one before, ...) makes orders whose canonical sentence is the very meaning drawn, in
    # several phrasings: the model learns the family, not one sentence.
    from agent.training.restating_families import DRAWERS, spoken

    rng = random.Random(2)
    for family in (*DRAWERS, spoken):
        orders, said = set(), 0
        for _ in range(200):
            order, meaning = family(rng)
            orders.add(order)
            sentence = HOUSE.render(meaning)
            if sentence is None:  # an arithmetic English has no words for (dropped)
                continue
            said += 1
            assert HOUSE.read(sentence) == meaning, (family.__name__, order, sentence)
        assert said >= 150 and len(orders) >= 10, family.__name__


def test_a_pronoun_or_another_branch_keeps_the_thing_it_stands_for():
    from agent.training.restating_families import near_then_it

    rng = random.Random(5)
    for _ in range(200):
        order, meaning = near_then_it(rng)
        (choice,) = meaning.steps
        thing = choice.cond.left.thing.kind
        assert choice.then[0].thing.kind == thing, order  # "go get it": the thing measured
        assert thing in order


def test_every_idiom_says_a_sentence_of_the_house_language_that_its_checks_let_serve_it():
    # Each phrasing of each idiom family, its slots filled with every kind of thing it may
    # name, has a canonical sentence the house language reads, and that sentence passes the
    # checks a restatement meets at run time (the same things, numbers, verbs and "not"s): the
    # restater is never taught a restatement the agent would turn away.
    from agent.house.checks import GameWords, check
    from agent.training.restating_idioms import FAMILIES, _fill, words

    game_words = GameWords(list(words()))
    rng = random.Random(4)
    for phrasings, sentence in FAMILIES:
        for said in phrasings:
            for _ in range(6):
                order, canonical = _fill(rng, said, sentence)
                assert isinstance(HOUSE.read(canonical), m.Meaning), (order, canonical)
                meaning, problem = check(order, canonical, game_words)
                assert meaning is not None, (order, canonical, problem)


def test_the_idioms_are_drawn_and_their_words_are_the_games_but_not_what_it_lacks():
    from agent.house.restate import GameWords

    drawn, kinds = pairs(600, seed=1)
    assert kinds["idiom"] >= 60
    words = GameWords([])  # the house language's, the lexicon's and the idioms' words
    assert words.unknown("have a snoop about, then whack the bat") == []
    assert words.unknown("eat the potion and unlock the gate") == ["eat", "potion", "unlock",
                                                                   "gate"]
