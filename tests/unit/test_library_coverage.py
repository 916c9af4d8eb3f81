"""The library serves an order only with an entry that covers its meaning: one of the entry's
examples, read by the same reader, has the order's shape (agent.library.coverage). Among the
entries that cover it, the scores choose. The scores here are set by hand (an embedder that
scores each example as told), so each test shows the reading overruling the score, or not; the
near-misses of the paraphrase set are tried on the shipped entries with every example scoring
as high as it can, so that only coverage stands between them and a wrong serve."""

from __future__ import annotations

from dataclasses import replace

import numpy as np
import pytest

from agent.library import Library
from agent.library.coverage import covers, shape, unread
from agent.library.entry import ADDED, APPROVED, Entry
from agent.library.evaluate import load_near_misses
from agent.library.match import normalize
from agent.reading import read
from config.settings import AgentConfig, Config, PathsConfig
from game.maps import load_map

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


def test_a_pick_by_rank_is_not_the_nearest():
    # "the second closest arrow" had the shape of "the nearest arrow": a stored program for
    # the one could serve the other
    assert not covers(("pick up the nearest arrow",), shape(read("get the second closest arrow")))
    assert not covers(("kill the farthest bat",), shape(read("kill the farthest bat but one")))
    assert covers(("pick up the nearest arrow",), shape(read("get the closest arrow")))


def test_a_thing_the_reading_leaves_out_is_part_of_the_shape():
    # "with the bow", "from the sword", "the bat's sword": the reader passed over a thing.
    assert unread(read("kill the bat with the bow")) == ("item",)
    assert unread(read("how far is the bow from the sword?")) == ("item",)
    assert unread(read("where is the bat's sword?")) == ("item",)
    assert unread(read("grab the bow")) == ()
    assert not covers(("kill the gorgon", "attack a bat"),
                      shape(read("kill the bat with the bow")))
    assert not covers(("how far is the sword?",),
                      shape(read("how far is the bow from the sword?")))
    # Fleeing is from every monster: an example that names one leaves it out in the same way.
    assert unread(read("run away from the bat")) == ("monster",)
    assert covers(("flee from the bats",), shape(read("run away from the gorgon")))
    assert not covers(("run away",), shape(read("run away from the gorgon")))


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
    # A candidate whose one example does more than the order asks does not serve it.
    ("bring me that bow", {"new": 0.72, "give": 0.69}, "give"),
    # One or every: "that bow" is one, "all those bows" every one, whichever sounds closer.
    ("bring me that bow", {"give_all": 0.72, "give": 0.69}, "give"),
    ("bring me all those bows", {"give_all": 0.69, "give": 0.72}, "give_all"),
])
def test_what_the_order_asks_for_steers_the_choice(scripted, order, scores, served):
    library, embedder = scripted
    assert library.match(embedder.order(order, **scores), None).entry_id == served


@pytest.mark.parametrize("order", [
    "xyzzy plugh",  # nothing read
    "tame the bat",  # an action the game has no skill for
    "don't go near the bats and the gorgon",  # a negation: said back, never served
])
def test_an_order_read_only_in_part_is_served_by_nothing(scripted, order):
    library, embedder = scripted
    assert not read(order).understood
    assert library.match(embedder.order(order, avoid=0.95, which=0.9), None) is None


class SameEmbedder:
    """Every text the same vector: every example of every entry scores 1.0 for every order."""

    model_id = "test-same"

    def embed(self, texts):
        out = np.zeros((len(texts), 4), dtype=np.float32)
        out[:, 0] = 1.0
        return out


@pytest.fixture(scope="module")
def shipped_at_full_score(tmp_path_factory):
    library = Library.open(replace(Config(), paths=PathsConfig(
        data_dir=str(tmp_path_factory.mktemp("library")))), embedder=SameEmbedder())
    yield library
    library.close()


NEAR_MISSES = load_near_misses()


def test_the_near_miss_set_is_large_and_varied():
    assert len(NEAR_MISSES) >= 45
    assert len([n for n in NEAR_MISSES if not n.reader]) >= 45
    assert {n.asks for n in NEAR_MISSES} >= {
        "superlative", "count", "condition", "relation", "place", "party", "question",
        "negation", "repetition", "impossible"}


@pytest.mark.parametrize("near", [
    pytest.param(n, id=n.order, marks=[pytest.mark.xfail(reason=f"reader gap: {n.reader}")]
                 if n.reader else [])
    for n in NEAR_MISSES])
def test_no_shipped_entry_serves_a_near_miss_whatever_it_scores(shipped_at_full_score, near):
    """The shipped entries, every example scoring 1.0: only coverage can turn a near miss away,
    and it must. (A near miss noted as a reader gap is still covered: the reader drops the part
    that makes it one; it is expected to fail until the reader reads it whole.)"""
    match = shipped_at_full_score.match(near.order, load_map("default"))
    assert match is None, f"{near.order!r} -> {match.entry_id} (asks: {near.asks})"
