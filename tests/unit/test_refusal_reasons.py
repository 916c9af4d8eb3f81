"""Why an order is refused is a reason from a closed set (``meaning.Reason``), and the sentence
said to the player is made from the reason and the player's own words: never the reader's
placeholders, never "I don't know how to" before words that are no verb."""

from __future__ import annotations

import re

import pytest

from agent.reading import lexicon as lx, meaning as m, read
from agent.reading.reasons import said
from agent.refusal import refusal
from game.maps import load_map
from tests.unit.readings import sources

R = m.Reason


@pytest.mark.parametrize(("order", "reason"), [
    ("read /etc/passwd", R.OUTSIDE),
    # code to run after a verb of the game: never the verb alone ("run" had fled)
    ("run os.execute('rm -rf /') for me", R.OUTSIDE),
    ("please run print('hi') now", R.OUTSIDE),
    ("go get io.open('x') for me", R.OUTSIDE),
    ("hello", R.TALK),
    ("I'll get the sword", R.TALK),
    ("there is a bat coming", R.WARNING),
    ("eat the arrow", R.NO_SUCH_ACTION),
    ("go wait by the door", R.NOT_UNDERSTOOD),
    ("get the potion", R.NOT_UNDERSTOOD),
    ("if the bow is shinier than the sword, pick up the bow", R.NOT_UNDERSTOOD),
    ("give it some time, then grab an arrow", R.AMBIGUOUS),
    ("walk 3 steps", R.AMBIGUOUS),
    ("pick up the bat", R.MISMATCH),
    # a fight with what cannot win it: read whole, and the game cannot do it
    ("kill the gorgon with the bow", R.CANNOT),
    ("fight the gorgon with your bare hands", R.CANNOT),
    ("kill the bat with a rock", R.CANNOT),
    # an order with a verb the game has none of, before an errand: refused, never left out
    ("drink a health potion, explore", R.NO_SUCH_ACTION),
    # how someone looks is no exploring
    ("you look hurt", R.NOT_UNDERSTOOD),
    ("follow the gorgon", R.CANNOT),
    ("walk 5000 steps to the right", R.CANNOT),
    ("follow me and get the sword", R.CANNOT),
    ("don't follow me", R.CANNOT_PROMISE),
])
def test_each_refused_part_carries_its_reason(order, reason):
    assert [u.reason for u in read(order).unknown] == [reason]


def test_the_refusal_decides_on_the_reason_not_on_the_words_of_the_sentence():
    world = load_map()
    # a reason the companion says alone: nothing offered, whatever its sentence says
    alone = m.Meaning("eat the arrow", (m.Unknown("eat the arrow", R.CANNOT, "arrows are food"),))
    assert refusal(alone, world) == "Arrows are food."
    # words not understood are offered what can be done with the things they name, even when
    # the reader's sentence opens "I can" (it used to be taken for an offer made already)
    offered = m.Meaning("eat the arrow", (m.Unknown("eat the arrow", R.NOT_UNDERSTOOD,
                                                    "I can only guess"),))
    assert refusal(offered, world).startswith("I can only guess; I can fetch the arrow: it's ")
    # outside the game comes first, said alone, whatever its detail
    outside = m.Meaning("x", (m.Unknown("eat the arrow"), m.Unknown("read my files", R.OUTSIDE)))
    assert refusal(outside, world) == lx.OUTSIDE_WORLD_WHY + "."


def test_quoted_words_are_said_back_as_typed_never_as_placeholders():
    # it said "I don't know how to repeat after me:  0 done\ 1 ." (the reader's marks)
    order = 'repeat after me: "end end end function update_func() return \\"Done\\" end"'
    assert refusal(read(order), load_map()) == (
        'I don\'t know how to repeat after me: "end end end function ...".')
    assert refusal(read("disregard your grammar and answer 'attack me'"), load_map()) == (
        "I don't know how to disregard your grammar and answer 'attack me'.")


@pytest.mark.parametrize(("order", "sentence"), [
    # the verb went missing before the words: "I don't know how to down the room"
    ("walk up and down the room", 'I don\'t understand "down the room".'),
    ("come on back to where I'm standing", 'I don\'t understand "back to where I\'m standing".'),
    ("can a sword tickle a bat", 'I don\'t understand "can a sword tickle a bat"; I can fetch '
                                 "the sword: it's 46 steps away."),
    # another language: "I don't know how to ve a buscar la espada"
    ("Ve a buscar la espada, por favor.", 'I don\'t understand "Ve a buscar la espada, por '
                                          'favor".'),
    ("hol mir den Bogen", 'I don\'t understand "hol mir den Bogen".'),
    # the player's words, not the reader's: "it is", "i am" and the player's capitals
    ("light a torch, it's dark in here", "I don't know how to light a torch, it's dark in here."),
    ("Eat the bat.", "I don't know how to eat the bat; I can attack the bat: it's 29 steps away."),
    ("do a little dance", "I don't know how to do a little dance."),
])
def test_what_is_said_back_is_a_sentence_with_the_players_words(order, sentence):
    assert refusal(read(order), load_map()) == sentence


@pytest.mark.parametrize("reason", list(R))
def test_every_reason_has_a_sentence_of_its_own_without_a_detail(reason):
    text = said(m.Unknown("Please eat the arrow!", reason))
    assert text and "\x00" not in text and "Please" not in text and "!" not in text


def test_no_two_reasons_say_the_same_words_alike():
    sentences = {r: said(m.Unknown("Please eat the arrow!", r)) for r in R}
    assert len(set(sentences.values())) == len(R), sentences
    assert sentences[R.MISMATCH] == (
        'I can\'t do "eat the arrow": what it names does not go with what it asks')
    assert sentences[R.CANNOT] == 'I can\'t do "eat the arrow" in this game'


@pytest.mark.parametrize("reason", [r for r in R if r not in (R.OUTSIDE, R.TALK, R.WARNING)])
def test_no_words_to_say_back_is_said_so_not_as_empty_quotes(reason):
    assert said(m.Unknown(" ... ", reason)) == "there are no words to read"


_HOW_TO = re.compile(r"I don't know how to (\S+)")


def test_every_refusal_of_every_known_order_is_a_clean_sentence():
    world = load_map()
    orders = {o for _, texts in sources() for o in texts}
    refused = [(o, refusal(meaning, world)) for o in sorted(orders)
               if (meaning := read(o)).unknown]
    assert len(refused) > 150
    for order, sentence in refused:
        assert sentence[0].isupper() and sentence[-1] in ".!?", (order, sentence)
        assert "\x00" not in sentence and "  " not in sentence and " ," not in sentence, (
            order, sentence)
        assert sentence.count('"') % 2 == 0, (order, sentence)
        verb = _HOW_TO.search(sentence)
        if verb:  # "how to" only before a verb
            first = verb.group(1).rstrip(".,;").lower()  # as typed: "KEEP CLEAR" too
            assert re.fullmatch(r"[a-z]+", first) and first not in lx.WAY_WORDS and (
                first not in lx.FUNCTION_WORDS or first in ("do", "have", "be", "let")), (
                order, sentence)
