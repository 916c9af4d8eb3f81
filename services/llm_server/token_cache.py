"""The tokens of a prompt's head (its system turn), kept between requests.

Every request of the agent begins with the same system turn (~500 tokens of ~700), and
tokenizing it again costs more than the rest of the prompt (1.7 ms against 0.4 on the
two-core CPU, under load): a prompt is tokenized once for the request and again with the
draft after it. llama.cpp splits text at special tokens before it tokenizes, and a head that
ends at a turn's end marker ends at such a split, so head + rest tokenize apart as they do
together. That is not assumed: the second time a head is seen, its tokens and the rest's are
compared with the whole prompt's, and a head that tokenizes otherwise (another tokenizer,
another template) is never split. A head seen once is not kept: a caller whose system turn
changes every request (the speed benchmark) pays one lookup, not the check.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable

# (text, whether it starts the prompt: the BOS token, where the model wants one) -> tokens
Tokenize = Callable[[str, bool], list[int]]

_SEEN_ONCE = "seen once"
_SPLITS_OTHERWISE = "splits otherwise"


class HeadTokens:
    """``tokens(text, head)``: ``text`` tokenized, with the tokens of ``head`` (a prefix of
    ``text`` that ends at a turn's end) taken from the cache when they are there."""

    def __init__(self, tokenize: Tokenize, size: int = 8) -> None:
        self._tokenize = tokenize
        self._size = size
        self._heads: OrderedDict[str, list[int] | str] = OrderedDict()
        self.hits = 0

    def tokens(self, text: str, head: str = "") -> list[int]:
        if not head or len(head) >= len(text) or not text.startswith(head):
            return self._tokenize(text, True)
        kept = self._heads.get(head)
        if isinstance(kept, list):
            self._heads.move_to_end(head)
            self.hits += 1
            return kept + self._tokenize(text[len(head):], False)
        whole = self._tokenize(text, True)
        if kept is None:
            self._keep(head, _SEEN_ONCE)
        elif kept == _SEEN_ONCE:
            first = self._tokenize(head, True)
            splits_alike = first + self._tokenize(text[len(head):], False) == whole
            self._keep(head, first if splits_alike else _SPLITS_OTHERWISE)
        return whole

    def _keep(self, head: str, value: list[int] | str) -> None:
        self._heads[head] = value
        self._heads.move_to_end(head)
        while len(self._heads) > self._size:
            self._heads.popitem(last=False)
