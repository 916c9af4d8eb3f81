"""Filters over streamed text, fed piece by piece: stop strings, ``<think>`` blocks, and the
batching of pieces into messages.

The first two hold back the end of the text that could be the start of what they look for, so
nothing that belongs to a stop string or a tag ever reaches the caller.
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


class PieceBatcher:
    """Join the pieces written within ``interval_s`` of the last message into the next one.

    A token is a few milliseconds on a CPU and less on a GPU; a message for each costs the
    service, the socket and the caller more than the text is worth. The first piece goes out at
    once (the time to first token stays what it was); later ones at most every ``interval_s``;
    ``flush`` gives what is still held when the reply ends. ``interval_s`` 0 sends every piece.
    """

    def __init__(self, interval_s: float) -> None:
        self.interval_s = interval_s
        self._held: list[str] = []
        self._sent_at: float | None = None

    def feed(self, piece: str, now: float) -> str:
        """What to send now ("" = hold it)."""
        self._held.append(piece)
        if self._sent_at is not None and now - self._sent_at < self.interval_s:
            return ""
        self._sent_at = now
        return self.flush()

    def flush(self) -> str:
        out = "".join(self._held)
        self._held.clear()
        return out

    def drop(self) -> None:
        """Forget what is held and start again (a reply that starts over)."""
        self._held.clear()
        self._sent_at = None
