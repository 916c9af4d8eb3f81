"""Resident memory of a supervised process tree, and the RSS watchdog built on it.

An address-space limit is wrong for the model service (mapped weights, GPU drivers reserve far
more than they touch), so its memory is judged by RSS instead, read with psutil.
"""

from __future__ import annotations

from collections.abc import Callable

import psutil


def tree_rss(pid: int) -> int:
    """RSS of ``pid`` and all its descendants in bytes; 0 once the process is gone."""
    try:
        root = psutil.Process(pid)
        procs = [root, *root.children(recursive=True)]
    except psutil.Error:
        return 0
    total = 0
    for proc in procs:
        try:
            total += proc.memory_info().rss
        except psutil.Error:
            continue  # ended between listing and reading
    return total


class RssWatchdog:
    """Says when a process tree is over its RSS limit; the supervisor does the killing."""

    def __init__(self, limit_bytes: int, read_rss: Callable[[int], int] = tree_rss) -> None:
        self.limit_bytes = limit_bytes
        self.read_rss = read_rss

    def over_limit(self, pid: int) -> int | None:
        """The measured RSS when it is over the limit, else None."""
        rss = self.read_rss(pid)
        return rss if rss > self.limit_bytes else None
