"""The reader reads the player's words once: a step's words are the player's own, never English
the reader put together and read again."""

import pytest

from agent.reading import meaning as m, read


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
