"""The system turn's tokens kept between requests (services/llm_server/token_cache.py)."""

from __future__ import annotations

import re

from services.llm_server.token_cache import HeadTokens

END = "<end>"


class SplitsAtMarkers:
    """A tokenizer like llama.cpp's with special tokens: the text is cut at the markers first,
    then each piece is tokenized alone (here: one token per word)."""

    def __init__(self) -> None:
        self.calls: list[str] = []

    def __call__(self, text: str, first: bool) -> list[int | str]:
        self.calls.append(text)
        pieces = re.split(f"({re.escape(END)})", text)
        tokens: list[int | str] = ["BOS"] if first else []
        for piece in pieces:
            tokens.extend([piece] if piece == END else piece.split())
        return tokens


class MergesAcross(SplitsAtMarkers):
    """One that does not cut at the marker: a word either side of it becomes one token."""

    def __call__(self, text: str, first: bool) -> list[int | str]:
        self.calls.append(text)
        return (["BOS"] if first else []) + text.replace(END, "").split()


HEAD = f"system you are a companion{END}"


def prompt(order: str) -> str:
    return f"{HEAD}user {order}{END}"


def test_from_the_third_request_with_a_head_only_the_rest_is_tokenized() -> None:
    tok = SplitsAtMarkers()
    cache = HeadTokens(tok)  # type: ignore[arg-type]
    for order in ("get the sword", "follow me", "kill the bat", "how far is the bow"):
        tok.calls.clear()
        assert cache.tokens(prompt(order), HEAD) == SplitsAtMarkers()(prompt(order), True)
    assert tok.calls == [f"user how far is the bow{END}"]
    assert cache.hits == 2


def test_a_head_seen_once_costs_no_second_tokenization() -> None:
    """A caller whose system turn changes every request (the speed benchmark) pays nothing."""
    tok = SplitsAtMarkers()
    cache = HeadTokens(tok)  # type: ignore[arg-type]
    for n in range(5):
        head = f"system run {n}{END}"
        tok.calls.clear()
        cache.tokens(f"{head}user go{END}", head)
        assert len(tok.calls) == 1
    assert cache.hits == 0


def test_a_head_that_tokenizes_otherwise_apart_is_never_split() -> None:
    tok = MergesAcross()
    cache = HeadTokens(tok)  # type: ignore[arg-type]
    for order in ("get the sword", "follow me", "kill the bat"):
        assert cache.tokens(prompt(order), HEAD) == MergesAcross()(prompt(order), True)
    tok.calls.clear()
    cache.tokens(prompt("scram"), HEAD)
    assert tok.calls == [prompt("scram")] and cache.hits == 0


def test_a_head_the_text_does_not_begin_with_is_not_used() -> None:
    tok = SplitsAtMarkers()
    cache = HeadTokens(tok)  # type: ignore[arg-type]
    for _ in range(3):
        cache.tokens(prompt("go"), HEAD)
    other = f"system another{END}user go{END}"
    assert cache.tokens(other, HEAD) == SplitsAtMarkers()(other, True)
    assert cache.tokens(HEAD, HEAD) == SplitsAtMarkers()(HEAD, True)  # nothing after it


def test_only_the_last_heads_are_kept() -> None:
    tok = SplitsAtMarkers()
    cache = HeadTokens(tok, size=2)  # type: ignore[arg-type]
    heads = [f"system {n}{END}" for n in range(3)]
    for head in heads:
        for _ in range(2):
            cache.tokens(f"{head}user go{END}", head)
    tok.calls.clear()
    cache.tokens(f"{heads[0]}user go{END}", heads[0])  # forgotten: seen once again
    cache.tokens(f"{heads[2]}user go{END}", heads[2])  # kept
    assert tok.calls == [f"{heads[0]}user go{END}", f"user go{END}"]
