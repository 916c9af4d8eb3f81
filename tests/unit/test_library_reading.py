"""Whether an entry asks for what the order asks for: questions and errands, and which errand.

The library's matching is steered by agent.intent's reading of the order and of each entry's
examples; the scores here are set by hand (an embedder that scores each example as told), so
each test shows the reading overruling the score, or not."""

from __future__ import annotations

from dataclasses import replace

import numpy as np
import pytest

from agent.library import Library
from agent.library.entry import ADDED, APPROVED, Entry
from agent.library.match import normalize
from agent.library.reading import ERRAND, QUESTION, EntryReadings, reading
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


def test_orders_and_examples_are_read_as_one_question_or_one_errand():
    assert reading("bring me an arrow please") == (ERRAND, "bring")
    assert reading("fetch the bow for me") == (ERRAND, "bring")  # for the player to have
    assert reading("fetch the bow") == (ERRAND, "fetch")
    assert reading("what monster is closest to you?") == (QUESTION, "describe")
    assert reading("where is the sword?") == (QUESTION, "where")
    assert reading("get the bow, then shoot a bat") is None  # two parts: no constraint
    assert reading("xyzzy plugh") is None


def test_an_entry_reads_as_its_examples_mostly_do():
    readings = EntryReadings()
    errand = (ERRAND, "bring")
    assert not readings.disagrees("give", GIVE, errand)
    assert readings.disagrees("take", TAKE, errand)
    assert not readings.contradicts("take", TAKE, errand)  # an errand, just not this one
    assert readings.contradicts("which", WHICH, errand)  # questions only
    assert readings.contradicts("avoid", AVOID, (QUESTION, "what"))
    # Too few examples read (a new candidate's one or two): the entry constrains nothing.
    assert not readings.contradicts("short", WHICH[:2], errand)
    assert not readings.disagrees("short", TAKE[:2], errand)


@pytest.mark.parametrize(("order", "scores", "served"), [
    # An errand entry is not served for a question, however close it sounds ...
    ("what monster is closest to you?", {"avoid": 0.9, "which": 0.65}, "which"),
    # ... nor a question entry for an errand.
    ("bring me that bow", {"which": 0.9, "give": 0.62}, "give"),
    # Among close scores the entry that agrees wins.
    ("bring me that bow", {"take": 0.72, "give": 0.69}, "give"),
    # One that agrees a little further down wins over close ones that do not.
    ("fetch the bow for me", {"take": 0.75, "give": 0.66}, "give"),
    # A clearly better score still wins when nothing close agrees.
    ("bring me that bow", {"take": 0.85, "give": 0.62}, "take"),
    # An order the reader cannot read is matched by score alone.
    ("xyzzy plugh", {"avoid": 0.7, "which": 0.68}, "avoid"),
    # An entry with too few examples to read does not lose to one that agrees.
    ("bring me that bow", {"new": 0.72, "give": 0.69}, "new"),
    # One or every: "that bow" is one, "all those bows" every one, whichever sounds closer.
    ("bring me that bow", {"give_all": 0.72, "give": 0.69}, "give"),
    ("bring me all those bows", {"give_all": 0.69, "give": 0.72}, "give_all"),
])
def test_what_the_order_asks_for_steers_the_choice(scripted, order, scores, served):
    library, embedder = scripted
    assert library.match(embedder.order(order, **scores), None).entry_id == served
