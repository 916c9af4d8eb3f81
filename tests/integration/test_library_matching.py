"""Matching with the real embedding model: the paraphrase set, unrelated orders, the threshold,
the time an order takes. The model loads once for the module (a few seconds)."""

from __future__ import annotations

import statistics
import time
from dataclasses import replace

import pytest

from agent.library import Library
from agent.library.evaluate import evaluate, load_paraphrases
from config.settings import AgentConfig, Config, PathsConfig
from game.maps import load_map


def test_paraphrases_find_their_entry_and_parameters(lib):
    report = evaluate(lib, load_map("default"))
    print("\n".join(report.lines()))
    assert report.cases >= 30
    assert report.fully_right / report.cases >= 0.9, report.lines()
    assert report.false_matches == []
    # No near miss is served, but for the known reader gaps (docs/library.md).
    assert len(report.near_misses) >= 45
    assert [n.order for n, _, _ in report.near_miss_matches if not n.reader] == [], report.lines()


@pytest.mark.parametrize("order", ["sing me a song", "what is the capital of France?",
                                   "open the door", "tell me a joke"])
def test_unrelated_orders_match_nothing(lib, order):
    assert lib.match(order, load_map("default")) is None
    assert lib.nearest(order, 1)[0].score < lib.threshold


def test_synonyms_and_plurals_reach_the_parameters(lib):
    world = load_map("default")
    m = lib.match("fetch the blade", world)
    assert (m.entry_id, m.params) == ("fetch_item", {"item": "sword"})
    m = lib.match("shoot the bats", world)
    assert (m.entry_id, m.params) == ("kill_all", {"monster": "bat"})
    m = lib.match("kill the monster", world)
    assert m.entry_id == "kill_monster" and m.params["monster"] in ("bat", "gorgon")


def test_raising_the_threshold_turns_loose_matches_away(tmp_path, embedder):
    cfg = replace(Config(), paths=PathsConfig(data_dir=str(tmp_path)),
                  agent=replace(AgentConfig(), match_threshold=0.95))
    strict = Library.open(cfg, embedder=embedder)
    assert strict.match("hold still", None) is None
    assert strict.match("stay where you are", None).entry_id == "stay_here"
    strict.close()


def test_an_order_is_matched_in_well_under_a_tick(lib):
    world = load_map("default")
    cases, _ = load_paraphrases()
    lib.match("warm up", world)
    times = []
    for case in cases:
        started = time.perf_counter()
        lib.match(case.order, world)
        times.append((time.perf_counter() - started) * 1000)
    median = statistics.median(times)
    print(f"\nms per order: median {median:.1f}, max {max(times):.1f}")
    # Measured about 11 ms on a busy 2-core machine; a tick is 1000 ms by default.
    assert median < 100


@pytest.mark.parametrize("order", ["gather the sword and all the arrows",
                                   "grab the sword and every arrow",
                                   "collect the sword and the arrows"])
def test_an_entry_whose_kinds_are_fixed_serves_no_order_that_names_others(lib, order):
    """bow_and_arrows fetches the bow and every arrow whatever the order said: it served "gather
    the sword and all the arrows" (the shapes match, item and every item) and fetched the bow.
    An entry serves only an order whose things its parameters take or its code does."""
    match = lib.match(order, load_map("default"))
    assert match is None or "sword" in match.params.values(), match


def test_an_entry_whose_kinds_are_fixed_still_serves_its_own(lib):
    match = lib.match("grab the bow and all the arrows please", load_map("default"))
    assert match is not None and match.entry_id == "bow_and_arrows"
