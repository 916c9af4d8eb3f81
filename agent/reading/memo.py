"""Work done once per order. The reader's parts ask the same pure questions of the same words
many times over while they read one order (its text without politeness, spelt out, read as a
condition); ``per_order`` keeps each answer until the next order begins (``new_order``), so
that nothing is worked out twice and nothing is kept from one order to the next.

Only functions of their arguments alone, returning values nobody changes (text, tuples,
frozen meanings), may be kept so.
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from typing import ParamSpec, TypeVar

P = ParamSpec("P")
R = TypeVar("R")

# Answers kept for one order are few (tens); a caller reading outside an order is bounded too.
_MOST = 2048
_KEPT: list[functools._lru_cache_wrapper[object]] = []


def per_order(fn: Callable[P, R]) -> Callable[P, R]:
    """``fn`` answered once per order for each set of arguments (``functools.lru_cache``, emptied
    by ``new_order``)."""
    kept = functools.lru_cache(maxsize=_MOST)(fn)
    _KEPT.append(kept)
    return kept  # type: ignore[return-value]


def new_order() -> None:
    """Forget the last order's answers."""
    for kept in _KEPT:
        kept.cache_clear()
