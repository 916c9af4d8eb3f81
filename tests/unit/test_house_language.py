"""The house language: one declaration, from which the renderer, the exact reading and the GBNF
grammar are made, so that the three cannot disagree."""

from __future__ import annotations

import random
import re

import pytest

from agent.house import HOUSE, Outside
from agent.house.grammar import Grammar, custom, word
from agent.reading import meaning as m
from agent.training.generate import world_states
from agent.training.orders import draw
from sandbox_worker.api_skills import SIDES
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
    (m.Meaning("", (m.Act(m.FETCH, m.Thing("arrow", pick=m.ON, origin=m.tile(16, 8))),)),
     "pick up the arrow at row 16 column 8"),
])
def test_a_meaning_has_one_sentence_players_can_read(meaning, sentence):
    assert HOUSE.render(meaning) == sentence
    assert HOUSE.read(sentence) == meaning
    assert HOUSE.read(sentence[0].upper() + sentence[1:] + ".") == meaning  # case, full stop


def _go(offset: m.Offset) -> m.Meaning:
    return m.Meaning("", (m.Act(m.GO_TO, place=m.Place(offset=offset)),))


def _fetch(thing: m.Thing) -> m.Meaning:
    return m.Meaning("", (m.Act(m.FETCH, thing),))


_BOW, _SWORD = m.Act(m.FETCH, m.Thing("bow")), m.Act(m.FETCH, m.Thing("sword"))
_STAY = m.Act(m.STAY)
_FAR = m.Compare(">", m.DistanceTo(m.Thing(m.COMPANION), m.PLAYER), m.Number(3))


@pytest.mark.parametrize(("meaning", "sentence"), [
    # a pick from a side of the map: only its columns (left, right) or rows (top, bottom) count
    *[(_fetch(m.Thing("arrow", 1, m.NEAREST, side)),
       f"pick up the nearest arrow to the {side}") for side in SIDES],
    (m.Meaning("", (m.Act(m.ATTACK, m.Thing("bat", 1, m.NEAREST, "right side")),)),
     "attack the nearest bat to the right side"),
    (m.Meaning("", (m.Ask(m.WHICH, (m.Thing("bat", 1, m.NEAREST, "right side"),),
                          pick=m.NEAREST),)),
     "tell me which bat is nearest to the right side"),
    (m.Meaning("", (m.Ask(m.WHICH, (m.Thing("arrow", 1, m.NEAREST, "bottom left"),),
                          pick=m.NEAREST),)),
     "tell me which arrow is nearest to the bottom left corner"),
    (m.Meaning("", (m.Ask(m.WHERE, (m.Thing("arrow", 1, m.NEAREST, "left side"),)),)),
     "tell me where the nearest arrow to the left side is"),
    (m.Meaning("", (m.Act(m.GO_TO, place=m.Place(thing=m.Thing("arrow", 1, m.NEAREST,
                                                                 "bottom side"))),)),
     "go to the nearest arrow to the bottom side"),
    # the spots of the map keep their words ("the left" alone would be the side, as players say)
    (_fetch(m.Thing("arrow", 1, m.NEAREST, "bottom left")),
     "pick up the nearest arrow to the bottom left corner"),
    (_fetch(m.Thing("arrow", 1, m.FARTHEST, "middle")), "pick up the farthest arrow to the middle"),
    (_fetch(m.Thing("arrow", 1, m.NEAREST, "left")),
     "pick up the nearest arrow to the middle of the left side"),
    (m.Meaning("", (m.Act(m.GO_TO, place=m.Place(name="top")),)),
     "go to the middle of the top side"),
    (m.Meaning("", (m.Act(m.GUARD, place=m.Place(name="bottom right")),)),
     "guard the bottom right corner"),
    # a tile counted from a thing or one of us (rows down, columns right), or where you started
    (_go(m.Offset(m.Thing("bow"), 3, 0)), "go to the tile 3 south of the bow"),
    (_go(m.Offset(m.Thing("bow"), -1, 0)), "go to the tile 1 north of the bow"),
    (_go(m.Offset(m.Thing(m.PLAYER), 0, 2)), "go to the tile 2 east of me"),
    (_go(m.Offset(m.Thing("gorgon"), 0, -4)), "go to the tile 4 west of the gorgon"),
    (_go(m.Offset(m.Thing("arrow", 1, m.NEAREST, "left side"), 2, -1)),
     "go to the tile 2 south and 1 west of the nearest arrow to the left side"),
    (m.Meaning("", (m.Act(m.GUARD, place=m.Place(offset=m.Offset(m.Thing("sword"), 0, 2))),)),
     "guard the tile 2 east of the sword"),
    (m.Meaning("", (m.Act(m.EXPLORE), m.Act(m.GO_TO, place=m.Place(offset=m.Offset(
        m.Thing(m.COMPANION), given=True))))), "explore, then go to where you started"),
    # the player moving, watched from when the step begins
    (m.Meaning("", (m.Watch(m.Moved(), then=(_BOW,), during=(_STAY,)),)),
     "stay here, but if i move, pick up the bow"),
    (m.Meaning("", (m.Watch(m.Moved(), then=(m.Act(m.FOLLOW),)),)),
     "as soon as i move, follow me"),
    (m.Meaning("", (m.Watch(m.Moved(), during=(_STAY,)),)), "stay here until i move"),
    (m.Meaning("", (m.Watch(m.Moved()),)), "wait until i move"),
    (m.Meaning("", (m.Watch(m.AnyOf((m.Moved(), m.Near(m.Thing("bat"), 3))),
                            then=(m.Act(m.FLEE),)),)),
     "as soon as i move or a bat is within 3 tiles of you, run away"),
    # an errand said "whenever": run to its end each time the condition starts holding
    (m.Meaning("", (m.Watch(_FAR, then=(m.Act(m.COME_BACK),), every_time=True),)),
     "whenever the distance from me to yourself is more than 3, come back to me"),
    (m.Meaning("", (m.Watch(m.Near(m.Thing("bat"), 5), then=(m.Act(m.ATTACK, m.Thing("bat")),),
                            during=(m.Act(m.FOLLOW),), every_time=True),)),
     "follow me, and whenever a bat is within 5 tiles of you, attack the bat"),
    (m.Meaning("", (m.Watch(m.Near(m.Thing("gorgon"), 3), then=(_SWORD, _BOW),
                            every_time=True),)),
     "whenever a gorgon is within 3 tiles of you, pick up the sword and then pick up the bow"),
    # which of two kinds is nearer to a kind of thing (its nearest to you), a corner, the middle
    # or a tile
    (m.Meaning("", (m.Ask(m.WHICH, (m.Thing("sword"), m.Thing("bow")), who="bat",
                          pick=m.NEAREST),)),
     "tell me which is nearest to the bat, the sword or the bow"),
    (m.Meaning("", (m.Ask(m.WHICH, (m.Thing("bow"), m.Thing("sword")), who="gorgon",
                          pick=m.FARTHEST),)),
     "tell me which is farthest to the gorgon, the bow or the sword"),
    (m.Meaning("", (m.Ask(m.WHICH, (m.Thing("bow"), m.Thing("sword")), who="top left",
                          pick=m.NEAREST),)),
     "tell me which is nearest to the top left corner, the bow or the sword"),
    (m.Meaning("", (m.Ask(m.WHICH, (m.Thing("bat"), m.Thing("gorgon")), who="middle",
                          pick=m.NEAREST),)),
     "tell me which is nearest to the middle, the bat or the gorgon"),
    (m.Meaning("", (m.Ask(m.WHICH, (m.Thing("bow"), m.Thing("sword")), who=m.tile(5, 5),
                          pick=m.NEAREST),)),
     "tell me which is nearest to row 5 column 5, the bow or the sword"),
])
def test_what_the_meaning_grew_has_one_sentence(meaning, sentence):
    assert HOUSE.render(meaning) == sentence
    assert HOUSE.read(sentence) == meaning


@pytest.mark.parametrize("seed", range(40))
def test_which_of_two_is_nearer_is_said_as_the_model_was_taught(seed):
    # the skills adapter learnt "which is nearer, the gorgon or the bow?" (the generator's
    # words); the house said "tell me which is nearest to you, ...", which it never saw
    from agent.training.logic_orders import _which_question

    order, ask = _which_question(random.Random(seed), "which_of_two")
    taught = order.rstrip("?").replace("closer", "nearer").replace("further", "farther")
    assert HOUSE.render(m.Meaning("", (ask,))) == taught
    assert HOUSE.read(taught) == m.Meaning("", (ask,))


@pytest.mark.parametrize(("ask", "sentence"), [
    (m.Ask(m.WHICH, (m.Thing("bat"), m.Thing("bow")), who=m.PLAYER, pick=m.NEAREST),
     "which is nearer to me, the bat or the bow"),
    (m.Ask(m.WHICH, (m.Thing("bat"), m.Thing("bow")), who=m.PLAYER, pick=m.FARTHEST),
     "which is farther from me, the bat or the bow"),
])
def test_which_of_two_is_nearer_to_me_has_one_sentence(ask, sentence):
    assert HOUSE.render(m.Meaning("", (ask,))) == sentence
    assert HOUSE.read(sentence) == m.Meaning("", (ask,))


# The words the language said which of two in before are retired: read (the restating adapter
# was taught them, and the grammar lets it write them), never said.
@pytest.mark.parametrize(("retired", "said"), [
    ("tell me which is nearest to you, the bow or the sword",
     "which is nearer, the bow or the sword"),
    ("tell me which is farthest from you, the bat or the bow", None),
    ("tell me which is nearest to me, the bat or the bow",
     "which is nearer to me, the bat or the bow"),
    ("tell me which is farthest to you, the gorgon or the sword",
     "which is farther, the gorgon or the sword"),
])
def test_the_retired_words_of_which_of_two_are_read_never_said(retired, said):
    read = HOUSE.read(retired)
    if said is None:  # never a sentence of the language, then or now
        assert read is None
        return
    assert read is not None and HOUSE.read(said) == read
    assert HOUSE.render(read) == said
    assert '"tell me which is " pick " to " party ", " someone " or " someone' in HOUSE.gbnf()


@pytest.mark.parametrize("meaning", [
    # the one farthest from a side is the nearest to the other side (as the reader reads it)
    _fetch(m.Thing("arrow", 1, m.FARTHEST, "left side")),
    # a tile counted from any of a class, or from nowhere, or too far
    _go(m.Offset(m.Thing(m.ANY_MONSTER), 2, 0)), _go(m.Offset(m.Thing("bow"), 0, 0)),
    _go(m.Offset(m.Thing("bow"), 51, 0)),
    # the player having moved is watched only: never decided once, asked, or said "whenever"
    # (it holds until they stand where the step began again, not at each step)
    m.Meaning("", (m.Choice(m.Moved(), (m.Act(m.FOLLOW),)),)),
    m.Meaning("", (m.Ask(m.CHECK, check=m.Moved()),)),
    m.Meaning("", (m.Watch(m.Moved(), then=(m.Act(m.COME_BACK),), every_time=True),)),
    m.Meaning("", (m.Watch(m.Not(m.Moved()), during=(_STAY,)),)),
    # which of two measured from a side (a line, not a point) or of things picked by where
    m.Meaning("", (m.Ask(m.WHICH, (m.Thing("bow"), m.Thing("sword")), who="left side",
                         pick=m.NEAREST),)),
    m.Meaning("", (m.Ask(m.WHICH, (m.Thing("bow"), m.Thing("arrow", 1, m.NEAREST, "left side")),
                         who="bat", pick=m.NEAREST),)),
])
def test_what_the_meaning_cannot_say_has_no_sentence(meaning):
    assert HOUSE.render(meaning) is None


@pytest.mark.parametrize("sentence", [
    # the spot in the middle of a side is no longer "the left": players mean the side by it
    "pick up the nearest arrow to the left", "attack the farthest bat to the top",
    "go to the left", "guard the top",  # "go to the left" is a step left, as players say it
    "pick up the farthest arrow to the left side", "if i move, follow me",
    "whenever i move, come back to me", "tell me whether i move",
    "go to the tile 0 south of the bow", "go to the tile 2 south of the monster",
])
def test_sentences_that_would_mean_otherwise_have_no_reading(sentence):
    assert HOUSE.read(sentence) is None


def test_a_side_and_the_spot_in_its_middle_are_two_meanings():
    side = HOUSE.read("pick up the nearest arrow to the left side")
    spot = HOUSE.read("pick up the nearest arrow to the middle of the left side")
    assert side.steps[0].thing.origin == "left side" and spot.steps[0].thing.origin == "left"


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
    """What the GBNF lets a model write is what reads; the exceptions are a kept distance whose
    bounds come in the wrong order, which no grammar of this kind can rule out, and a sentence
    in both the retired and the current words of one question (read in the one or the other)."""
    rng = random.Random(0)
    unread = [s for s in (HOUSE.sample(rng) for _ in range(1500)) if HOUSE.read(s) is None]
    assert all("keep between" in s or ("tell me which is" in s and re.search(
        r"\bwhich is (?:nearer|farther)\b", s)) for s in unread), unread[:5]
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


def test_no_shipped_example_restates_a_fight_its_verb_cannot_win():
    """ "stab the bat" is refused by the reader (a stab is the sword's blow, and the bat takes
    the bow); an example restating it as "attack the bat" would teach the fight with the bow."""
    import numpy as np

    from agent.house.examples import shipped_path
    from agent.training.restating import fought_in_vain

    with np.load(shipped_path(), allow_pickle=False) as data:
        shipped = list(zip(data["orders"].tolist(), data["sentences"].tolist(), strict=True))
    vain = [(o, s) for o, s in shipped
            if isinstance(value := HOUSE.read(s), m.Meaning) and fought_in_vain(o, value)]
    assert not vain, vain


@pytest.mark.parametrize(("order", "sentence", "vain"), [
    ("stab the bat", "attack the bat", True),
    ("go stab the bat", "attack the bat", True),
    ("shoot the gorgon", "attack the gorgon", True),
    ("stab the gorgon", "attack the gorgon", False),
    ("shoot the bat", "attack the bat", False),
    ("whack the bat", "attack the bat", False),
])
def test_a_fight_named_by_a_weapon_it_cannot_win_is_no_example(order, sentence, vain):
    from agent.training.restating import fought_in_vain

    assert fought_in_vain(order, HOUSE.read(sentence)) is vain
