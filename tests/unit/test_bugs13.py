"""The thirteenth session's mended bugs, each a family: a slip of an ordinal or a number word
read as that word ("get the secnd closest arrow": second, not send), ..."""

from __future__ import annotations

import pytest

from agent.reading.spelling import mend
from tests.unit.gist import gist

# -- a slip of an ordinal or a number word -------------------------------------------------------


@pytest.mark.parametrize(("order", "meaning"), [
    ("get the secnd closest arrow", "fetch nearest2-from-companion arrow"),  # not "send"
    ("get the secon nearest bow", "fetch nearest2-from-companion bow"),  # not "recon"
    ("kill the thrid nearest bat", "attack nearest3-from-companion bat"),
    ("go to the fourht closest arrow", "go_to nearest4-from-companion arrow"),
    ("kill the fith closest bat", "attack nearest5-from-companion bat"),  # not "with"
    ("pick up sevn arrows", "fetch 7 arrow"),  # not "seen"
    # a verb's slip keeps its reading, and a noun's
    ("kil the bat", "attack bat"),
    ("get teh arow", "fetch arrow"),
])
def test_a_slip_of_an_ordinal_or_a_number_reads_as_it(order, meaning):
    assert gist(order) == meaning


@pytest.mark.parametrize(("slipped", "meant"), [
    ("secnd", "second"), ("secon", "second"), ("thrid", "third"), ("frist", "first"),
    ("frst", "first"), ("fourht", "fourth"), ("fith", "fifth"), ("sevn", "seven"),
    # a small word of the lexicon near: not taken for a number
    ("wiht", "with"), ("sned", "send"),
])
def test_an_ordinal_or_a_number_word_is_mended_before_a_commoner_word(slipped, meant):
    assert mend(f"{slipped} it") == f"{meant} it"
