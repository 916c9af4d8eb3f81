"""A reply's likely text, checked by the model in batches (speculative decoding with a draft
that the caller supplies instead of a second model).

The model still decides every token: a drafted batch is evaluated in one pass with logits at
each position, and each position is sampled as if it had been written one token at a time. A
drafted token is kept only when the model samples that very token there; at the first one it
does not, its own token is kept and the rest of the batch is dropped from the KV cache. So the
reply is the model's (with the same seed, the same tokens up to the rounding of a batched pass),
and what a draft changes is only how many passes the reply takes: on one CPU core a pass over 32
tokens costs about what 7 single-token passes cost.

``Draft`` says what to send next: the draft's tokens that follow what the model has written so
far, in chunks that grow while the model agrees (so a wrong draft wastes little), and after a
disagreement the draft is found again by the model's last few tokens (the model may differ in
one spot and agree again after it, as in a string or a number).
"""

from __future__ import annotations

from collections.abc import Sequence

FIRST_CHUNK = 16  # tokens in the first batch sent
MAX_CHUNK = 64  # the largest batch a draft is sent in
AFTER_MISS_CHUNK = 4  # the first batch after the model disagreed
REALIGN_NGRAM = (4, 3)  # the model's last tokens looked up in the draft after a miss
MAX_MISSES = 3  # disagreements after which the draft is dropped: the model writes its own


class Draft:
    """Where the model's reply is in the draft, and the next chunk of it to check."""

    def __init__(self, tokens: Sequence[int]) -> None:
        self.tokens = list(tokens)
        self.at: int | None = 0 if self.tokens else None  # the draft token expected next
        self.pending: list[int] = []  # sent, not yet checked
        self.chunk = FIRST_CHUNK
        self.accepted = 0  # reply tokens that came from the draft
        self.misses = 0
        self.written: list[int] = []  # the reply so far

    def seen(self, token: int) -> list[int]:
        """The model wrote ``token``: the chunk to send with it, or [] (a sent token checked,
        with more to come from the same pass; or the draft used up, or lost until the reply
        matches it again)."""
        self.written.append(token)
        if self.pending:
            if token == self.pending.pop(0):
                self.accepted += 1
                self.at = (self.at or 0) + 1
                if not self.pending:  # all agreed: the next token is the pass's last
                    self.chunk = min(self.chunk * 2, MAX_CHUNK)
                return []
            # The model disagreed: the rest of the chunk is dropped with its KV entries.
            self.pending = []
            self.chunk = AFTER_MISS_CHUNK
            self.misses += 1
            self.at = self._realign()
            return self._next()
        if self.at is not None and self.at < len(self.tokens):
            if token == self.tokens[self.at]:
                self.at += 1  # the model wrote the expected token in a pass of its own
                return self._next()
            # A reply that does not begin as the draft does is another program: not checked.
            self.misses = MAX_MISSES if len(self.written) == 1 else self.misses + 1
        self.at = self._realign()
        return self._next()

    def _next(self) -> list[int]:
        if self.at is None or self.at >= len(self.tokens):
            return []
        self.pending = self.tokens[self.at:self.at + self.chunk]
        return list(self.pending)

    def _realign(self) -> int | None:
        """Where in the draft the reply goes on: after the first place (from the expected
        position on, else anywhere) that holds the reply's last n tokens; None if none does,
        or the model has disagreed too often for the draft to be worth checking."""
        if self.misses >= MAX_MISSES:
            return None
        start = self.at or 0
        for n in REALIGN_NGRAM:
            if len(self.written) < n:
                continue
            tail = self.written[-n:]
            found = _find(self.tokens, tail, start)
            if found is None:
                found = _find(self.tokens, tail, 0)
            if found is not None:
                return found + n
        return None


def _find(tokens: list[int], tail: list[int], start: int) -> int | None:
    n = len(tail)
    for i in range(max(start - n, 0), len(tokens) - n + 1):
        if tokens[i:i + n] == tail:
            return i
    return None
