"""A promise not to take a thing, wherever the order says it: in a sentence of its own before or
after the steps, inside a condition's branch, a repetition or a sequence. Each row an order and
its reading in the gist notation of tests/unit/gist.py: the thing is kept off for the whole
order ("keep_off bow" first, composed as keep_off("bow") every tick), or, where a step would
take it, the promise is refused in words, never dropped."""

from __future__ import annotations

import pytest

from agent.reading import meaning as m, read
from tests.unit.readings import reading

# The promise in a sentence of its own, after the steps ("it" the thing they go by) or before
# them, naming the thing the next sentence's "it" is; other verbs, things, politeness.
APART = [
    (
        "Go to the bow. Leave it where it is and stand next to it.",
        "keep_off bow; go_to bow; go_to bow; stay",
    ),
    (
        "Go to the sword. Leave it on the floor and wait beside it.",
        "keep_off sword; go_to sword; go_to sword; stay",
    ),
    (
        "Go to the sword. Leave it where it is, and go back to me.",
        "keep_off sword; go_to sword; come_back",
    ),
    ("don't pick up the bow. go stand by it", "keep_off bow; go_to bow; stay"),
    ("Don't touch the bow. Go stand next to it.", "keep_off bow; go_to bow; stay"),
    ("Leave the bow where it is. Go stand next to it.", "keep_off bow; go_to bow; stay"),
    ("Don't grab the sword. Wait next to it.", "keep_off sword; go_to sword; stay"),
    ("Hands off the bow! Go stand next to it.", "keep_off bow; go_to bow; stay"),
    ("Leave the arrow where it lies. Guard it.", "keep_off arrow; guard arrow"),
    ("Don't pick up the bow. Walk over to it, please.", "keep_off bow; go_to bow"),
    ("don't take the bow. then go to it", "keep_off bow; go_to bow"),
    ("Don't pick up anything. Go to the bow.", "keep_off item; go_to bow"),
    ("Never touch the bow. Go to the sword and wait by it.", "keep_off bow; go_to sword; stay"),
    # a monster not to be touched is not to be fought: gone to only without what defeats it
    ("Don't attack the gorgon. Go to it.", "if not has(companion, sword): go_to gorgon | "),
]

# Steps that take the very thing, or no steps: refused in words.
BROKEN = [
    "Don't pick up the bow. Get it.",
    "Don't pick up the bow. Bring it to me.",
    "Get the bow. Leave it where it is and stand next to it.",
    "Don't pick up the bow.",
]


@pytest.mark.parametrize(("order", "meaning"), APART)
def test_a_promise_not_to_take_a_thing_is_kept_wherever_it_is_said(order: str, meaning: str):
    assert reading(order) == meaning


@pytest.mark.parametrize("order", BROKEN)
def test_a_promise_the_steps_would_break_is_refused(order: str) -> None:
    assert m.Reason.CANNOT_PROMISE in {u.reason for u in read(order).unknown}
