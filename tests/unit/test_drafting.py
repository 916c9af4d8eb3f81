"""The draft a request may carry (``llm.generate``'s ``draft``): which of its tokens are sent to
the model to check, as the model's own tokens come (services/llm_server/drafting.py). The model
itself checks them in tests/integration/test_llm_backend.py."""

from __future__ import annotations

from services.llm_server.drafting import AFTER_MISS_CHUNK, FIRST_CHUNK, MAX_MISSES, Draft


def write(draft: Draft, reply: list[int]) -> list[list[int]]:
    """Feed the model's reply a token at a time, as the backend does; the chunks sent."""
    sent = []
    for token in reply:
        chunk = draft.seen(token)
        if chunk:
            sent.append(chunk)
    return sent


def test_a_reply_that_agrees_is_checked_in_growing_chunks() -> None:
    tokens = list(range(100, 160))  # 60 tokens
    draft = Draft(tokens)
    sent = write(draft, tokens)
    # The first token is the model's own pass; then 16, then (all agreed) 32 more, then the rest.
    assert [len(c) for c in sent] == [FIRST_CHUNK, 2 * FIRST_CHUNK, 60 - 1 - 16 - 1 - 32 - 1]
    assert sent[0] == tokens[1:17]
    assert draft.accepted == 16 + 32 + 9  # 3 passes, not 59


def test_after_a_disagreement_the_draft_is_found_again_by_the_last_tokens() -> None:
    tokens = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20]
    # The model writes 99 where the draft says 6 (a different word), then agrees again.
    reply = [1, 2, 3, 4, 5, 99, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20]
    draft = Draft(tokens)
    sent = write(draft, reply)
    assert sent[0] == tokens[1:17]  # checked up to the 99, the rest dropped
    # 99 is in no draft: nothing is sent until the reply's last 3 tokens are found (7 8 9)...
    assert sent[1] == tokens[9:9 + AFTER_MISS_CHUNK]
    # ... and all agreed: the pass's last token (14) is the model's own, then the rest, 8 at most.
    assert sent[2] == tokens[14:20]
    assert draft.accepted == 4 + 4 + 6


def test_a_reply_that_begins_otherwise_is_not_checked_against_the_draft() -> None:
    draft = Draft([1, 2, 3, 4, 5, 6, 7, 8])
    assert write(draft, [50, 1, 2, 3, 4, 5, 6, 7, 8]) == []
    assert draft.accepted == 0


def test_a_draft_the_model_keeps_disagreeing_with_is_dropped() -> None:
    # The reply shares 3-token runs with the draft but goes elsewhere after each: each run
    # costs a chunk that is dropped; after MAX_MISSES the draft is no longer sent.
    run = [7, 8, 9]
    tokens = [1] + run + [10, 11, 12, 13] * 3
    reply = [1] + [40] + (run + [41]) * (MAX_MISSES + 3)
    draft = Draft(tokens)
    sent = write(draft, reply)
    assert len(sent) <= MAX_MISSES + 1
    assert draft.accepted <= len(sent) * AFTER_MISS_CHUNK


def test_an_empty_draft_sends_nothing() -> None:
    assert write(Draft([]), [1, 2, 3]) == []
