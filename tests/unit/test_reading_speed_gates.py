"""Gates that spare most orders a reader's work: each must let through every order the work can
change (a phrase it needs in any case, at a clause's start, middle or end) and keep out the
common words that once let most orders through."""

from __future__ import annotations

import pytest

from agent.reading.voices import TABLE

# Every phrase the address voice's forms need (its row's spans), as typed in any case, where it
# may stand.
PHRASES = [
    said
    for phrase in next(row for row in TABLE.rows if row.name == "address").spans
    for said in (
        f"{phrase}, get the bow",
        f"get the bow, {phrase.upper()}!",
        f"Get the bow. {phrase.capitalize()}.",
    )
]


@pytest.mark.parametrize("order", PHRASES)
def test_address_phrase_tried(order: str) -> None:
    assert TABLE.tries("address", order)


@pytest.mark.parametrize(
    "order",
    [
        "go get all the arrows over there",  # "go", "all", "there" opened phrases of the old gate
        "can you kill that bat",
        "stay on the left side of me and look there",
        "look at the bow, then take it",
        "Go ahead and shoot the nearest bat and then avoid the bat",
    ],
)
def test_address_common_words_spared(order: str) -> None:
    assert not TABLE.tries("address", order)


def test_address_beyond_ascii_tried() -> None:
    assert TABLE.tries("address", "get the bow, café")  # matched as the patterns ignore case there
