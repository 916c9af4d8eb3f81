"""Stop strings and <think> blocks cut from streamed text, whatever the piece boundaries."""

from __future__ import annotations

import pytest

from services.llm_server.text_filters import StopScanner, ThinkStripper


def feed_all(filt, pieces):
    out = "".join(filt.feed(p) for p in pieces)
    return out + filt.flush()


def pieces_of(text, size):
    return [text[i : i + size] for i in range(0, len(text), size)]


@pytest.mark.parametrize("size", [1, 2, 3, 7, 100])
def test_stop_string_cuts_the_text_at_any_piece_size(size):
    scanner = StopScanner(["\nend\n", "STOP"])
    out = feed_all(scanner, pieces_of("ai:move('w')\nen route STOP more text", size))
    assert out == "ai:move('w')\nen route "
    assert scanner.stopped


def test_earliest_stop_string_wins():
    scanner = StopScanner(["bb", "a"])
    assert feed_all(scanner, ["xxbba"]) == "xx"


def test_text_that_only_starts_like_a_stop_string_is_released():
    scanner = StopScanner(["<|end|>"])
    assert scanner.feed("a <|en") == "a "
    assert scanner.feed("d of story") == "<|end of story"
    assert not scanner.stopped


def test_no_stop_strings_passes_everything_through():
    scanner = StopScanner([])
    assert scanner.feed("abc") == "abc"
    assert scanner.flush() == ""


@pytest.mark.parametrize("size", [1, 2, 5, 100])
def test_think_block_and_the_space_after_it_are_dropped(size):
    text = "<think>\nThe user wants code.\n</think>\n\nfunction update_func() end"
    assert feed_all(ThinkStripper(), pieces_of(text, size)) == "function update_func() end"


def test_text_around_a_think_block_is_kept():
    assert feed_all(ThinkStripper(), ["Hi <thi", "nk>hmm</th", "ink> there"]) == "Hi there"


def test_an_empty_think_block_from_a_non_thinking_template_is_dropped():
    assert feed_all(ThinkStripper(), ["<think>\n\n</think>\n\n", "answer"]) == "answer"


def test_an_unfinished_think_block_is_not_an_answer():
    assert feed_all(ThinkStripper(), ["<think>still thinking when max_tokens hit"]) == ""


def test_a_lone_angle_bracket_is_not_held_forever():
    stripper = ThinkStripper()
    assert stripper.feed("if a <") == "if a "
    assert stripper.feed(" b then") == "< b then"
