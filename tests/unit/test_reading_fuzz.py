"""The reader is total (issue 39, "Bad input"): random sequences of the lexicon's words,
punctuation, numbers, quotes, control and non-Latin characters, and orders up to 5,000
characters, never raise; each is read into steps, or into nothing, and every part not understood
carries its reason. The seed is fixed, so a failure names the order that caused it."""

from __future__ import annotations

import random

import pytest

from agent.reading import lexicon as lx, meaning as m, read

_SEED = 39
_ORDERS = 1000


def _words() -> list[str]:
    words = {*lx.NOUN_WORDS, *lx.ACTION_VERBS, *lx.NUMBER_WORDS, *lx.FUNCTION_WORDS}
    words |= set("""if unless until while when whenever otherwise else then and or but not no
        please thanks say shout tell me you i my your it them all every each nearest farthest
        times twice turns tiles health more less than at least most between left right up down
        top bottom corner middle stop wait never mind first again back here there""".split())
    return sorted(words)


_ODD = ["", " ", ",", ".", "...", "\u2026", "!", "?", ";", ":", "'", '"', "\u201c", "\u201d",
        "\u2019", "(", ")", "{", "}", "[[", "]]", "--", "=", "\\", "\x00", "\x07", "\t", "\n",
        "\u00a0", "\u017f", "\u212a", "\u0130", "\u00e9p\u00e9e",
        "\u0434\u0440\u0430\u043a\u043e\u043d", "\u5251", "\U0001f5e1", "\u202e", "0", "-3",
        "2.5", "99999999999999999999", "1e9", "\x1c"]


def _order(rng: random.Random, words: list[str]) -> str:
    n = rng.choice((1, 2, 3, 5, 8, 13, 30))
    parts = [rng.choice(words) if rng.random() < 0.75 else rng.choice(_ODD) for _ in range(n)]
    return rng.choice((" ", " ", "", ", ")).join(parts)


def _orders() -> list[str]:
    rng = random.Random(_SEED)
    words = _words()
    orders = [_order(rng, words) for _ in range(_ORDERS)]
    # long orders: past the reader's limit, and just under it
    orders += [" ".join(rng.choice(words) for _ in range(1200))[:5000],
               " and ".join(rng.choice(words) for _ in range(600))[:1999],
               "get the sword, " * 130, "\x00" * 300, "\u5251" * 5000]
    return orders


def _check(order: str) -> None:
    meaning = read(order)
    assert isinstance(meaning, m.Meaning)
    for step in meaning.walk():
        assert isinstance(step, m.Act | m.Ask | m.Say | m.Choice | m.Watch | m.Repeat
                          | m.Unknown), (order, step)
        if isinstance(step, m.Unknown):
            assert isinstance(step.reason, m.Reason), (order, step)


@pytest.mark.parametrize("part", range(5))
def test_random_orders_are_read_without_an_exception(part: int) -> None:
    orders = _orders()
    for order in orders[part::5]:
        try:
            _check(order)
        except Exception as error:  # noqa: BLE001 (the order is what the failure must say)
            raise AssertionError(f"reading {order!r} failed: {error!r}") from error
