"""The library serves an order only with an entry that covers its meaning: one of the entry's
examples, read by the same reader, has the order's shape (agent.library.coverage). Among the
entries that cover it, the scores choose. The scores here are set by hand (an embedder that
scores each example as told), so each test shows the reading overruling the score, or not."""

from __future__ import annotations

from dataclasses import replace

import numpy as np
import pytest

from agent.library import Library
from agent.library.coverage import covers, shape
from agent.library.entry import ADDED, APPROVED, Entry
from agent.library.match import normalize
from agent.reading import read
from config.settings import AgentConfig, Config, PathsConfig

DIM = 1024

AVOID = ("keep away from the monsters", "stay away from the bat", "avoid the gorgon")
WHICH = ("which bat is near you?", "what gorgon is near you?", "which monster is near you?")
TAKE = ("get the bow", "grab the sword", "pick up an arrow")
GIVE = ("bring me the bow", "hand me the sword", "give me an arrow")
NEW = ("hand me the bow and wish me luck",)  # a candidate: one example
GIVE_ALL = ("bring me all the arrows", "give me every arrow", "hand me all the bows")


class ScriptedEmbedder:
    """Each text its own axis; an order's vector leans on the examples it is told to, so its
    cosine with each example is exactly the weight given."""

    model_id = "test-scripted"

    def __init__(self) -> None:
        self.axes: dict[str, int] = {}
        self.orders: dict[str, dict[str, float]] = {}

    def order(self, text: str, **scores: float) -> str:
        """Score ``text`` against the first example of each named entry (the rest get 0)."""
        firsts = {"avoid": AVOID[0], "which": WHICH[0], "take": TAKE[0], "give": GIVE[0],
                  "new": NEW[0], "give_all": GIVE_ALL[0]}
        self.orders[normalize(text)] = {normalize(firsts[name]): s for name, s in scores.items()}
        return text

    def _axis(self, text: str) -> int:
        return self.axes.setdefault(text, len(self.axes))

    def embed(self, texts):
        out = np.zeros((len(texts), DIM), dtype=np.float32)
        for i, text in enumerate(texts):
            lean = self.orders.get(text)
            if lean is None:
                out[i, self._axis(text)] = 1.0
                continue
            for example, score in lean.items():
                out[i, self._axis(example)] = score
            rest = 1.0 - sum(s * s for s in lean.values())
            out[i, DIM - 1] = np.sqrt(max(rest, 0.0))  # unit length, the rest on an unused axis
        return out


@pytest.fixture
def scripted(tmp_path):
    embedder = ScriptedEmbedder()
    cfg = replace(Config(), paths=PathsConfig(data_dir=str(tmp_path)),
                  agent=replace(AgentConfig(), match_threshold=0.6, match_margin=0.05))
    library = Library.open(cfg, embedder=embedder)
    for entry_id, examples in (("avoid", AVOID), ("which", WHICH), ("take", TAKE),
                               ("give", GIVE), ("new", NEW), ("give_all", GIVE_ALL)):
        library.store.put(Entry(id=entry_id, examples=examples, description=entry_id,
                                code="function update_func(p, ai, m, i) return 'Done' end",
                                status=APPROVED, origin=ADDED))
    yield library, embedder
    library.close()


def test_an_entry_covers_the_orders_shaped_like_one_of_its_examples():
    assert covers(GIVE, shape(read("bring me that bow")))
    assert not covers(TAKE, shape(read("bring me that bow")))  # fetching is not bringing
    assert not covers(GIVE, shape(read("bring me all those bows")))  # every one, not one
    assert covers(GIVE_ALL, shape(read("bring me all those bows")))
    assert not covers(AVOID, shape(read("what monster is closest to you?")))
    assert covers(WHICH, shape(read("what monster is closest to you?")))
    # A condition, a count or a superlative the examples do not have: not covered.
    assert not covers(TAKE, shape(read("if you have the sword, get the bow")))
    assert not covers(TAKE, shape(read("get two arrows")))
    assert not covers(TAKE, shape(read("get the arrow farthest from me")))
    # An order read only in part has no shape to cover.
    assert shape(read("xyzzy plugh")) is None


@pytest.mark.parametrize(("order", "scores", "served"), [
    # An errand entry is not served for a question, however close it sounds ...
    ("what monster is closest to you?", {"avoid": 0.9, "which": 0.65}, "which"),
    # ... nor a question entry for an errand.
    ("bring me that bow", {"which": 0.9, "give": 0.62}, "give"),
    # Among close scores the entry that agrees wins.
    ("bring me that bow", {"take": 0.72, "give": 0.69}, "give"),
    # One that agrees a little further down wins over close ones that do not.
    ("fetch the bow for me", {"take": 0.75, "give": 0.66}, "give"),
    # However much better it scores, an entry that does not do what is asked is not served.
    ("bring me that bow", {"take": 0.85, "give": 0.62}, "give"),
    # An order the reader cannot read is matched by score alone.
    ("xyzzy plugh", {"avoid": 0.7, "which": 0.68}, "avoid"),
    # A candidate whose one example does more than the order asks does not serve it.
    ("bring me that bow", {"new": 0.72, "give": 0.69}, "give"),
    # One or every: "that bow" is one, "all those bows" every one, whichever sounds closer.
    ("bring me that bow", {"give_all": 0.72, "give": 0.69}, "give"),
    ("bring me all those bows", {"give_all": 0.69, "give": 0.72}, "give_all"),
])
def test_what_the_order_asks_for_steers_the_choice(scripted, order, scores, served):
    library, embedder = scripted
    assert library.match(embedder.order(order, **scores), None).entry_id == served
