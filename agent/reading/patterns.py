"""Patterns compiled when first used, not when the reader is imported.

Compiling the reader's two hundred patterns at import would delay every start of the agent,
though an order uses few of them. ``lazy`` stands where ``re.compile`` stood; at its first use
the reader's modules get the compiled pattern in its place. ``compile_all`` compiles every one
not yet used (a warm-up for when the agent is ready and idle).

Patterns kept together in a tuple or a list are made by a function marked ``together``, called
once, at their first use.
"""

from __future__ import annotations

import re
import sys
from collections.abc import Callable
from functools import cache
from typing import Any, TypeVar, cast

T = TypeVar("T")

_PACKAGE = __name__.rpartition(".")[0]


class _Lazy:
    """A pattern's source and flags until it is first used; then the compiled pattern."""

    # No __slots__: its names would be words of the reader's texts (agent.reading.spelling).

    def __init__(self, pattern: str, flags: int) -> None:
        self.pattern = pattern
        self.flags = flags
        self._compiled: re.Pattern[str] | None = None

    def compiled(self) -> re.Pattern[str]:
        compiled = self._compiled
        if compiled is None:
            compiled = self._compiled = re.compile(self.pattern, self.flags)
            _put_in_place(self, compiled)
        return compiled

    def __getattr__(self, name: str) -> Any:  # match, sub, ...: the compiled pattern's
        return getattr(self.compiled(), name)


_MADE: list[_Lazy] = []


def lazy(pattern: str, flags: int = 0) -> re.Pattern[str]:
    """``re.compile(pattern, flags)``, compiled at its first use."""
    made = _Lazy(pattern, flags)
    _MADE.append(made)
    return cast(re.Pattern[str], made)


def together(make: Callable[[], T]) -> Callable[[], T]:
    """``make``, which compiles patterns kept together, called once: at their first use, or by
    ``compile_all``."""
    once = cache(make)
    _TOGETHER.append(once)
    return once


_TOGETHER: list[Callable[[], object]] = []


def compile_all() -> None:
    """Compile now every pattern not yet used."""
    for made in _MADE:
        made.compiled()
    for make in _TOGETHER:
        make()


def _put_in_place(made: _Lazy, compiled: re.Pattern[str]) -> None:
    """Every name in the reader's modules bound to ``made`` bound to ``compiled`` instead."""
    for name, module in list(sys.modules.items()):
        if module is None or not (name == _PACKAGE or name.startswith(_PACKAGE + ".")):
            continue
        space = vars(module)
        for key in [key for key, value in space.items() if value is made]:
            space[key] = compiled
