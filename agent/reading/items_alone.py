"""An item named alone before a comma ("the nearest arrow, both of them, over here to me"): the
thing an errand is done to, said without the errand's verb, never a remark to leave out (the
order was read as coming back alone, the arrow left where it lay)."""

from __future__ import annotations

from agent.reading import lexicon as lx
from agent.reading.text import expand, strip_filler
from agent.reading.tokens import Tokens, take_thing, tokenize

# Words that may follow an item named alone and say no more of it ("..., both of them").
_SAYS_NO_MORE = (",", "both of them", "both", "too", "as well", "the pair of them",
                 "all of them", "please")


def item_alone(words: str) -> bool:
    """Whether ``words`` name one of the game's items and nothing else ("the nearest arrow",
    "the bow, both of them"); a monster named so is a warning ("the gorgon, run!")."""
    t = Tokens(tokenize(expand(strip_filler(words))))
    if (phrase := take_thing(t)) is None or not lx.is_item(phrase.thing.kind):
        return False
    t.skip(*_SAYS_NO_MORE)
    return t.done
