"""Words said back as the player typed them: the end of a clause not read is cut from the words
as typed ("can't you hurry", "isn't that the sword"), never joined back from the reader's tokens
("can not you hurry", "isn t that the sword"), for every contraction typed with or without its
apostrophe ("dont", "cant", "isnt"). Each reading row an order and its reading in the gist
notation of tests/unit/gist.py.
"""

from __future__ import annotations

import pytest

from agent.reading import meaning as m, read, reasons
from tests.unit.readings import reading

READINGS = [
    ("go to the bow and isnt that the sword",
     'go_to bow; unknown[no such action] "isn\'t that the sword"'),
    ("get the sword and cant you sing", 'fetch sword; unknown[no such action] "can\'t you sing"'),
    ("get the sword and wont you sing", 'fetch sword; unknown[no such action] "won\'t you sing"'),
    ("get the sword and cant you hurry", 'fetch sword; unknown[cannot be done] "hurry"'),
    ("get the sword and dont come back",
     'fetch sword; unknown[cannot be promised] "don\'t come back"'),
    ("kill the bat and dont die", 'attack bat; unknown[cannot be promised] "don\'t die"'),
    ("kill the bat and don't die", 'attack bat; unknown[cannot be promised] "don\'t die"'),
    ("Please stay right by the bow sweetie and dont let anybody take it",
     'go_to bow; stay; unknown[no such action] "don\'t let anybody take it"'),
    ("wander around and see what's out there",
     'explore; unknown[no such action] "see what\'s out there"'),
    ("pick up everything that's lying around",
     'fetch every item; unknown[not understood] "that\'s lying around"'),
    # no word spelt out: the reader's words, which are the player's
    ("Gather every arrow, but leave the bow and the sword alone.",
     'fetch every arrow; unknown[cannot be promised] "but leave the bow and the sword alone"'),
    ("get the sword and bring it to the moon",
     'fetch sword; bring sword; unknown[not understood] "to the moon"'),
]


@pytest.mark.parametrize(("order", "expected"), READINGS)
def test_readings(order: str, expected: str) -> None:
    assert reading(order) == expected


@pytest.mark.parametrize(("order", "said", "not_said"), [
    ("get the sword and dont come back", "dont come back", "do not come back"),
    ("go to the bow and isnt that the sword", "isnt that the sword", "isn t that"),
    # a request put with "not" is asked as "could you" is: the verb said back, the rest as typed
    ("get the sword and cant you sing", "how to sing", "not you"),
    ("get the sword and wont you sing", "how to sing", "not you"),
])
def test_the_player_is_told_the_words_as_typed(order: str, said: str, not_said: str) -> None:
    refused = [s for s in read(order).steps if isinstance(s, m.Unknown)]
    assert len(refused) == 1
    sentence = reasons.said(refused[0])
    assert said in sentence and not_said not in sentence, sentence
