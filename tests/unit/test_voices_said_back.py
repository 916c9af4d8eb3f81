"""What the companion says back of an order a player's voice said for the reader is the player's
own words, never the plain words the voice said them as (agent/reading/voices.py, ``said_back``):
"give the bow a wallop" is refused as "I don't know how to give the bow a wallop", not "... to
wallop the bow"; "pinch the banana for us" quotes "the banana for us", not "the banana for me".

One row a voice at least (the voice's words inside the part said back), with siblings whose part
said back holds only the player's words anyway, and the must-refuse orders of sets 16 and 17
(every voice's) still refused."""

from __future__ import annotations

import tomllib
from pathlib import Path

import pytest

from agent.reading import read
from agent.reading.voices import VOICES, said_back, voiced
from agent.refusal import refusal

ROOT = Path(__file__).resolve().parents[2]

# (voice, order, what the companion says)
SAID_BACK = [
    (
        "pirate",
        "make yer captain walk the plank, arr!",
        "I don't know how to make yer captain walk the plank.",
    ),
    (
        "pirate",
        "fill that gorgon full o' arrows with yer bow, matey",
        "I don't know how to fill that gorgon full o' arrows with yer bow.",
    ),
    (
        "pirate",
        "hoist the sails an' set course fer Tortuga, matey",
        "I don't know how to hoist the sails an' set course fer Tortuga.",
    ),
    (
        "address",
        "honey can you bake mummy some cookies?",
        "I don't know how to bake mummy some cookies.",
    ),
    (
        "address",
        "sweetie, drink your health potion for mummy, there's a good boy",
        "I don't know how to drink your health potion for mummy.",
    ),
    (
        "relayed",
        "chat wants to know what the moon is made of",
        'I don\'t understand "chat wants to know what the moon is made of".',
    ),
    (
        "team",
        "we don't want to bunch up, you dance with the gorgon",
        'I don\'t understand "you dance with the gorgon".',
    ),
    (
        "exasperated",
        "just dance to wherever I end up",
        "I don't know how to dance to wherever I end up.",
    ),
    (
        "exasperated",
        "bring the banana to wherever I end up",
        'I don\'t know what "the banana to wherever I end up" is.',
    ),
    (
        "radio",
        "Roger, bring the banana to my position",
        'I don\'t know what "the banana to my position" is.',
    ),
    (
        "radio",
        "bring the banana to my position, over",
        'I don\'t know what "the banana to my position" is.',
    ),
    (
        "coach",
        "take 4 turns to breathe by the moon",
        'I don\'t understand "4 turns to breathe by the moon".',
    ),
    (
        "office",
        "Please maintain a minimum elevation of five (5) tiles above the gorgon at all times.",
        "I don't know how to maintain a minimum elevation of five (5) tiles above the ...",
    ),
    (
        "office",
        "You are instructed to dance with the gorgon in a downward direction",
        "I don't know how to dance with the gorgon in a downward direction.",
    ),
    ("slang", "give the bow a wallop", "I don't know how to give the bow a wallop."),
    ("slang", "pinch the banana for us", 'I don\'t know what "the banana for us" is.'),
    (
        "slang",
        "give the gorgon a good wallop with the bow, no need for the sword",
        "The bow can't defeat the gorgon: it takes the sword.",
    ),
    # the voice's words are no part of what is said back: as before
    ("relayed", "chat says dance with the gorgon", "I don't know how to dance with the gorgon."),
    (
        "exasperated",
        "dance with the gorgon and don't take all day",
        "I don't know how to dance with the gorgon.",
    ),
    ("address", "give mummy a hug", 'I don\'t know what "a hug" is.'),
]


@pytest.mark.parametrize(("voice", "order", "said"), SAID_BACK)
def test_a_voiced_order_is_refused_in_the_players_words(voice: str, order: str, said: str) -> None:
    assert voice in {v.name for v in VOICES}
    assert voiced(order) != order  # the voice said it as other words
    assert refusal(read(order), None) == said


# (order, the part the reader did not read, in the player's words)
UNREAD = [
    ("sic the cat", "sic the cat"),  # the trainer's "sic the": attack the
    ("sic a postman, good boy", "sic a postman"),
    ("give the bow a wallop", "give the bow a wallop"),  # slang's blow: "wallop the bow"
    ("tame the gorgon so it fights for us", "tame the gorgon so it fights for us"),
    ("what be it that tames a bat, arr?", "what be it that tames a bat"),  # "what is it"
    ("Lasso them bats 'tween here and the wall", "Lasso them bats 'tween here and the wall"),
]


@pytest.mark.parametrize(("order", "words"), UNREAD)
def test_the_part_not_read_is_in_the_players_words(order: str, words: str) -> None:
    assert [u.words for u in read(order).unknown] == [words]


def test_words_a_voice_left_alone_are_said_back_as_they_are() -> None:
    back = said_back("Roger, eat the bow, over", "eat the bow")
    assert back("eat the bow") == "eat the bow"
    assert back("drink the moon") == "drink the moon"  # not the voiced text's: as it is
    assert said_back("get the bow", "get the bow")("get") == "get"


def _must_refuse(number: int) -> list[str]:
    with open(ROOT / "bench" / f"fresh_orders_{number}.toml", "rb") as f:
        orders = tomllib.load(f)["order"]
    return [o["text"] for o in orders if o.get("expect", {}).get("refused") is True]


@pytest.mark.parametrize("order", [*_must_refuse(16), *_must_refuse(17)])
def test_every_voices_must_refuse_orders_stay_refused(order: str) -> None:
    assert refusal(read(order), None)
