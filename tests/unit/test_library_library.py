"""The library as the agent calls it, with a small word-overlap embedding in place of the model."""

from __future__ import annotations

import hashlib
import re
from dataclasses import replace

import numpy as np
import pytest

from agent.library import Library, Match
from agent.library.entry import ADDED, APPROVED, CANDIDATE, GENERATED, Entry, ParamSpec
from agent.library.store import Store, default_path
from config.settings import AgentConfig, Config, PathsConfig
from game.maps import load_map

DIM = 256


class WordEmbedder:
    """Cosine similarity = shared words: enough to test everything around the scores."""

    model_id = "test-words"

    def __init__(self) -> None:
        self.embedded: list[str] = []

    def embed(self, texts):
        self.embedded += list(texts)
        out = np.zeros((len(texts), DIM), dtype=np.float32)
        for i, text in enumerate(texts):
            for word in re.findall(r"[a-z]+", text.lower()):
                out[i, int(hashlib.md5(word.encode()).hexdigest(), 16) % DIM] += 1.0
            norm = np.linalg.norm(out[i])
            out[i] /= norm if norm else 1.0
        return out


def config(tmp_path, **agent) -> Config:
    return replace(Config(), paths=PathsConfig(data_dir=str(tmp_path)),
                   agent=replace(AgentConfig(), **agent))


@pytest.fixture
def lib(tmp_path):
    library = Library.open(config(tmp_path), embedder=WordEmbedder())
    yield library
    library.close()


def test_a_shipped_entry_serves_its_order_with_parameters_bound(lib):
    m = lib.match("go get the blade", load_map("default"))
    assert isinstance(m, Match)
    assert m.entry_id == "fetch_item" and m.params == {"item": "sword"}
    assert m.code.startswith('local params = {["item"] = "sword", ["order_id"] = "')
    assert m.example and m.description and 0.6 <= m.score <= 1.0


def test_nothing_is_served_below_the_threshold(lib):
    assert lib.match("sing me a song", load_map("default")) is None


def test_an_entry_whose_required_parameter_stays_empty_is_passed_over(lib):
    m = lib.match("go get it", load_map("default"))
    assert m is None or m.entry_id != "fetch_item"


def test_among_close_scores_the_entry_using_every_named_thing_wins(lib):
    m = lib.match("pick up the bow then the arrow", load_map("default"))
    assert m.entry_id == "fetch_two" and m.params == {"first": "bow", "second": "arrow"}


def test_world_fills_what_the_order_leaves_open(lib):
    m = lib.match("kill the monster", load_map("default"))
    assert m.entry_id == "kill_monster" and m.params == {"monster": "bat"}


def test_nearest_gives_k_approved_entries_whatever_their_score(lib):
    near = lib.nearest("sing me a song", k=3)
    assert len(near) == 3 and all(isinstance(m, Match) for m in near)
    assert [m.score for m in near] == sorted((m.score for m in near), reverse=True)
    near = lib.nearest("go get it", k=1)
    assert near[0].entry_id == "fetch_item" and near[0].missing == ("item",)


CODE = 'function update_func(player, ai, monsters, items)\n  return "Singing"\nend\n'


def test_candidates_wait_for_a_person_and_then_serve(lib, tmp_path):
    # An order the reader reads and no shipped entry covers (one it cannot read is served by
    # no entry at all: test_library_coverage.py).
    entry_id = lib.add_candidate("walk in a square", CODE)
    stored = lib.store.require(entry_id)
    assert (stored.status, stored.origin, stored.examples) == (CANDIDATE, GENERATED,
                                                             ("walk in a square",))
    assert lib.match("walk in a square", load_map("default")) is None
    # A person approves it from another process (the CLI); the running library notices.
    other = Store.open(default_path(tmp_path))
    other.set_status(entry_id, APPROVED)
    other.close()
    m = lib.match("walk in a square", load_map("default"))
    assert m.entry_id == entry_id and m.code.endswith(CODE)


def test_the_same_code_again_adds_an_example_instead_of_an_entry(lib):
    first = lib.add_candidate("sing me a song", CODE)
    assert lib.add_candidate("sing a song for me", CODE) == first
    assert lib.add_candidate("Sing me a song.", CODE) == first
    assert lib.store.require(first).examples == ("sing me a song", "sing a song for me")
    assert lib.add_candidate("sing me a song", CODE + "-- v2\n") != first


def test_outcomes_are_counted(lib):
    lib.count_served("follow_me", True)
    lib.count_served("follow_me", False)
    e = lib.store.require("follow_me")
    assert (e.served, e.succeeded) == (2, 1)


def test_example_vectors_are_embedded_once_and_kept_in_the_file(tmp_path):
    first = WordEmbedder()
    lib = Library.open(config(tmp_path), embedder=first)
    # An order that is one of the examples: nothing new to embed for it the second time.
    lib.match("stick with me", None)
    lib.close()
    assert len(first.embedded) > 50
    second = WordEmbedder()
    lib = Library.open(config(tmp_path), embedder=second)
    lib.match("stick with me", None)
    assert second.embedded == ["stick with me"]
    # A changed entry is embedded again, and only its new example.
    lib.store.put(replace(lib.store.require("follow_me"), origin=ADDED,
                          examples=("stick with me", "shadow my steps")))
    lib.match("stick with me", None)
    assert second.embedded == ["stick with me", "shadow my steps", "stick with me"]
    lib.close()


def test_the_threshold_and_margin_come_from_the_config(tmp_path):
    strict = Library.open(config(tmp_path, match_threshold=0.99), embedder=WordEmbedder())
    assert strict.match("go get the sword now", None) is None
    assert strict.match("go get the bow", None).entry_id == "fetch_item"
    strict.close()


def test_the_model_is_not_loaded_until_an_order_needs_it(tmp_path):
    calls = []

    def factory():
        calls.append(1)
        return WordEmbedder()

    lib = Library(Store.open(default_path(tmp_path)), threshold=0.6, margin=0.05,
                  embedder_factory=factory)
    assert calls == []
    lib.nearest("follow me", 1)
    lib.match("follow me", None)
    assert calls == [1]
    lib.close()


def test_generated_code_that_is_not_an_entry_is_refused(lib):
    from agent.library.entry import EntryError

    with pytest.raises(EntryError, match="update_func"):
        lib.add_candidate("do something", "return 1")


def test_entries_are_plain_data_the_agent_can_log():
    e = Entry("x", ("a",), "d", CODE, (ParamSpec("item", ("sword",)),))
    assert Entry.from_data(e.to_data()) == e


def test_an_order_no_entry_covers_is_not_embedded(tmp_path):
    embedder = WordEmbedder()
    library = Library.open(config(tmp_path), embedder=embedder)
    library.warm()
    before = len(embedder.embedded)
    # A condition no shipped entry's examples have: answered without embedding the order.
    assert library.match("if you have the sword, kill the gorgon", load_map("default")) is None
    assert len(embedder.embedded) == before
    # An order an entry covers is embedded and scored as before.
    assert library.match("go get the blade", load_map("default")) is not None
    assert len(embedder.embedded) == before + 1
    library.close()
