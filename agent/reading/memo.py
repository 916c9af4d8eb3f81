"""Work done once per order. The reader's parts ask the same pure questions of the same words
many times over while they read one order (its text without politeness, spelt out, read as a
condition); ``per_order`` keeps each answer until the next order begins (``new_order``), so
that nothing is worked out twice and nothing is kept from one order to the next.

Only functions of their arguments alone, returning values nobody changes (text, tuples,
frozen meanings), may be kept so.
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Hashable
from typing import ParamSpec, TypeVar

P = ParamSpec("P")
R = TypeVar("R")

# Answers kept for one order are few (tens); a caller reading outside an order is bounded too.
_MOST = 2048
_CACHES: list[dict[Hashable, object]] = []


def per_order(fn: Callable[P, R]) -> Callable[P, R]:
    """``fn`` answered once per order for each set of arguments."""
    cache: dict[Hashable, object] = {}
    _CACHES.append(cache)

    @functools.wraps(fn)
    def kept(*args: P.args, **kwargs: P.kwargs) -> R:
        key = (args, tuple(kwargs.items())) if kwargs else args
        try:
            return cache[key]  # type: ignore[return-value]
        except KeyError:
            pass
        if len(cache) >= _MOST:
            cache.clear()
        answer = cache[key] = fn(*args, **kwargs)
        return answer

    return kept


def new_order() -> None:
    """Forget the last order's answers."""
    for cache in _CACHES:
        cache.clear()
