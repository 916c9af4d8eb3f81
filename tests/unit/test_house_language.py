"""The house language: one declaration, from which the renderer, the exact reading and the GBNF
grammar are made, so that the three cannot disagree."""

from __future__ import annotations

import random

import pytest

from agent.house import HOUSE, Outside
from agent.house.grammar import Grammar, custom, word
from agent.reading import meaning as m
from agent.training.generate import world_states
from agent.training.orders import draw
from services.llm_server.grammars import grammar_dir, load_grammars


@pytest.fixture(scope="module")
def drawn() -> list[m.Meaning]:
    """The training generator's meanings, over the worlds it draws them in."""
    rng = random.Random(3)
    states = world_states(3)
    out = []
    for i in range(1500):
        draft = draw(rng, states[i % len(states)][1])
        if draft is not None:
            out.append(draft.meaning)
    return out


def test_every_meaning_the_generator_draws_reads_back_from_its_sentence(drawn):
    assert len(drawn) > 1000
    for meaning in drawn:
        sentence = HOUSE.render(meaning)
        assert sentence is not None, meaning.steps
        assert HOUSE.read(sentence) == meaning, sentence


@pytest.mark.parametrize(("meaning", "sentence"), [
    (m.Meaning("", (m.Act(m.KEEP_DISTANCE, m.Thing(m.PLAYER), least=2, most=5),)),
     "keep between 2 and 5 tiles from me"),
    (m.Meaning("", (m.Choice(m.Has(m.COMPANION, "sword"), (m.Act(m.ATTACK, m.Thing("gorgon")),),
                             (m.Act(m.FETCH, m.Thing("sword")),)),)),
     "if you carry the sword, attack the gorgon, otherwise pick up the sword"),
    (m.Meaning("", (m.Act(m.FETCH, m.Thing("arrow", pick=m.NEAREST, origin=m.PLAYER)),
                    m.Act(m.BRING, m.Thing("bow")))),
     "pick up the nearest arrow to me, then bring me the bow"),
    (m.Meaning("", (m.Watch(m.Near(m.Thing("bat"), 3), then=(m.Act(m.COME_BACK),),
                            during=(m.Act(m.EXPLORE),)),)),
     "explore, but if a bat is within 3 tiles of you, come back to me"),
    (m.Meaning("", (m.Watch(m.Coming(m.Thing("bat")), then=(m.Act(m.FLEE),),
                            during=(m.Act(m.EXPLORE),)),)),
     "explore, but if a bat comes towards you, run away"),
    (m.Meaning("", (m.Watch(m.Coming(m.Thing("gorgon"), m.PLAYER),
                            then=(m.Say("A gorgon is coming towards you"),)),)),
     'as soon as a gorgon comes towards me, say "A gorgon is coming towards you"'),
    (m.Meaning("", (m.Ask(m.VALUE, value=m.Arith("*", m.CountOf("bat"), m.Number(3))),)),
     "tell me the number of bats left times 3"),
    (m.Meaning("", (m.Repeat((m.Say("hello"),), times=3),)), 'say "hello" 3 times'),
    (m.Meaning("", (m.Ask(m.VALUE, value=m.Defeated("bat", m.COMPANION)),)),
     "tell me the number of bats you defeated"),
    (m.Meaning("", (m.Ask(m.CHECK, check=m.Compare(">", m.Defeated(m.ANY_MONSTER, m.PLAYER),
                                                   m.Number(0))),)),
     "tell me whether the number of monsters i defeated is more than 0"),
    # a thing by its tile: the one lying there
    (m.Meaning("", (m.Act(m.FETCH, m.Thing("arrow", pick=m.NEAREST, origin=m.tile(16, 8))),)),
     "pick up the arrow at row 16 column 8"),
])
def test_a_meaning_has_one_sentence_players_can_read(meaning, sentence):
    assert HOUSE.render(meaning) == sentence
    assert HOUSE.read(sentence) == meaning
    assert HOUSE.read(sentence[0].upper() + sentence[1:] + ".") == meaning  # case, full stop


def test_arithmetic_reads_as_english_says_it():
    """Times before minus, and left to right: "bats times 2 minus 1" is (bats x 2) - 1."""
    bats = m.CountOf("bat")
    said = HOUSE.read("tell me the number of bats left times 2 minus 1")
    assert said == m.Meaning("", (m.Ask(m.VALUE, value=m.Arith(
        "-", m.Arith("*", bats, m.Number(2)), m.Number(1))),))
    chain = HOUSE.read("tell me 3 minus 2 minus 1")
    assert chain.steps[0].value == m.Arith("-", m.Arith("-", m.Number(3), m.Number(2)),
                                           m.Number(1))
    # a - (b - c) has no words of the language, rather than words that mean otherwise
    assert HOUSE.render(m.Meaning("", (m.Ask(m.VALUE, value=m.Arith(
        "-", m.Number(3), m.Arith("-", m.Number(2), m.Number(1)))),))) is None


def test_the_order_outside_the_game_has_a_sentence_of_its_own():
    assert HOUSE.render(Outside("the wizard"), "outside") == 'outside the game: "the wizard"'
    assert HOUSE.read('outside the game: "the wizard"', "outside") == Outside("the wizard")


def test_sentences_sampled_from_the_grammar_read_whole():
    """What the GBNF lets a model write is what reads; the one exception is a kept distance
    whose bounds come in the wrong order, which no grammar of this kind can rule out."""
    rng = random.Random(0)
    unread = [s for s in (HOUSE.sample(rng) for _ in range(1500)) if HOUSE.read(s) is None]
    assert all("keep between" in s for s in unread), unread[:5]
    assert len(unread) < 1500 * 0.02


@pytest.mark.parametrize("text", [
    "", "eat the arrow", "pick up the wizard", "attack the sword", "attack me",
    "pick up the bow and", "keep between 5 and 2 tiles from me", "walk 0 steps left",
    "pick up 1 arrows", "say hello", 'say ""', "pick up the bow " * 400, "\x00\x01", "日本語",
])
def test_what_is_not_of_the_language_has_no_reading(text):
    assert HOUSE.read(text) is None


def test_the_shipped_grammar_file_is_the_declarations():
    shipped = load_grammars(grammar_dir(""))["house"].text
    assert shipped == HOUSE.gbnf(extra_root=("outside",)), (
        "config/grammars/house.gbnf is stale: write it again with "
        "python -m agent.house --gbnf > config/grammars/house.gbnf")


def test_a_symbol_that_begins_with_itself_is_refused():
    forms = [word("x", "a", 1), custom("x", "{y:x} b", lambda y: y, lambda v: None)]
    with pytest.raises(ValueError, match="left-recursive"):
        Grammar(forms, root="x")


def test_a_slot_of_an_undeclared_symbol_is_refused():
    with pytest.raises(ValueError, match="not declared"):
        Grammar([custom("x", "{y:nowhere}", lambda y: y, lambda v: None)], root="x")


def test_the_shipped_examples_are_current_and_of_the_language():
    import numpy as np

    from agent.house.examples import draw_examples, shipped_path

    with np.load(shipped_path(), allow_pickle=False) as data:
        shipped = list(zip(data["orders"].tolist(), data["sentences"].tolist(), strict=True))
        vectors = data["vectors"]
    assert shipped == draw_examples(), (
        "agent/house/examples.npz is stale: write it again with python -m agent.house --examples")
    assert vectors.shape == (len(shipped), 384)
    assert all(isinstance(HOUSE.read(s), m.Meaning) for _, s in shipped)
