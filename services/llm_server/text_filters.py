"""Filters over streamed text: stop strings and ``<think>`` blocks, fed piece by piece.

Both hold back the end of the text that could be the start of what they look for, so nothing
that belongs to a stop string or a tag ever reaches the caller.
"""

from __future__ import annotations

from collections.abc import Sequence


def _partial_suffix(text: str, needles: Sequence[str]) -> int:
    """Length of the longest end of ``text`` that is a proper start of one of ``needles``."""
    best = 0
    for needle in needles:
        for n in range(min(len(needle) - 1, len(text)), best, -1):
            if text.endswith(needle[:n]):
                best = n
                break
    return best


class StopScanner:
    """Cut the text at the first stop string; ``feed`` returns what is safe to show."""

    def __init__(self, stops: Sequence[str]) -> None:
        self.stops = [s for s in stops if s]
        self.stopped = False
        self._pending = ""

    def feed(self, piece: str) -> str:
        if self.stopped:
            return ""
        if not self.stops:
            return piece
        text = self._pending + piece
        hits = [i for i in (text.find(s) for s in self.stops) if i >= 0]
        if hits:
            self.stopped = True
            self._pending = ""
            return text[: min(hits)]
        keep = _partial_suffix(text, self.stops)
        self._pending = text[len(text) - keep :]
        return text[: len(text) - keep]

    def flush(self) -> str:
        out, self._pending = self._pending, ""
        return out


class ThinkStripper:
    """Drop ``<think>…</think>`` blocks and the blank space after them.

    A block still open when the text ends is dropped too: it was never an answer.
    """

    OPEN = "<think>"
    CLOSE = "</think>"

    def __init__(self) -> None:
        self._pending = ""
        self._inside = False
        self._after_block = False

    def feed(self, piece: str) -> str:
        text = self._pending + piece
        out: list[str] = []
        while text:
            if self._inside:
                end = text.find(self.CLOSE)
                if end < 0:
                    keep = _partial_suffix(text, [self.CLOSE])
                    text = text[len(text) - keep :]
                    break
                text = text[end + len(self.CLOSE) :]
                self._inside, self._after_block = False, True
                continue
            if self._after_block:
                text = text.lstrip()
                if not text:
                    break
                self._after_block = False
            start = text.find(self.OPEN)
            if start >= 0:
                out.append(text[:start])
                text = text[start + len(self.OPEN) :]
                self._inside = True
                continue
            keep = _partial_suffix(text, [self.OPEN])
            out.append(text[: len(text) - keep])
            text = text[len(text) - keep :]
            break
        self._pending = text
        return "".join(out)

    def flush(self) -> str:
        out = "" if self._inside else self._pending
        self._pending = ""
        return out
