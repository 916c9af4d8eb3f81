"""The paraphrase evaluation reports every figure: paraphrases matched (entry, and entry with
parameters), unrelated orders and near-misses wrongly matched, which near miss went to which
entry. The shipped entries with a stand-in embedder (every example scores 1.0 for every order:
only coverage decides), so it runs in a second; the real model's figures are in
tests/integration/test_library_matching.py and docs/library.md."""

from __future__ import annotations

import json
from dataclasses import replace

import numpy as np
import pytest

from agent.library import Library
from agent.library.evaluate import NearMiss, Report, evaluate, load_near_misses, main
from config.settings import Config, PathsConfig
from game.maps import load_map


class SameEmbedder:
    model_id = "test-same"

    def embed(self, texts):
        out = np.zeros((len(texts), 4), dtype=np.float32)
        out[:, 0] = 1.0
        return out


@pytest.fixture(scope="module")
def report(tmp_path_factory) -> Report:
    library = Library.open(replace(Config(), paths=PathsConfig(
        data_dir=str(tmp_path_factory.mktemp("library")))), embedder=SameEmbedder())
    try:
        return evaluate(library, load_map("default"))
    finally:
        library.close()


def test_the_report_counts_the_near_misses_and_those_wrongly_matched(report):
    assert len(report.near_misses) == len(load_near_misses()) >= 45
    # At full score only coverage stands in the way: the near-misses it lets through are the
    # known reader gaps, and only those.
    assert [n.order for n, _, _ in report.near_miss_matches if not n.reader] == []
    assert report.near_misses_matched <= report.reader_gaps


def test_the_text_report_says_both_rates(report):
    lines = report.lines()
    assert any(line.startswith(f"paraphrases: {report.cases}; ") for line in lines)
    rate = next(line for line in lines if line.startswith("near-misses wrongly matched: "))
    assert f"{report.near_misses_matched}/{len(report.near_misses)}" in rate
    for near, entry, _ in report.near_miss_matches:
        assert any(line.startswith(f"  near miss served: {near.order!r} -> {entry} ")
                   for line in lines)


def test_the_summary_holds_the_same_figures(report):
    summary = report.summary()
    assert summary["paraphrases"] == report.cases
    assert summary["fully_right"] == report.fully_right
    assert summary["near_misses"] == len(report.near_misses)
    assert summary["near_miss_reader_gaps"] == report.reader_gaps
    assert [(n["order"], n["entry"]) for n in summary["near_misses_matched"]] == [
        (n.order, e) for n, e, _ in report.near_miss_matches]
    json.dumps(summary)  # plain data


def test_a_served_near_miss_is_named_with_its_entry():
    near = NearMiss("grab the farthest arrow", "fetch_item", "superlative")
    report = Report(near_misses=[near], near_miss_matches=[(near, "fetch_item", 0.75)])
    assert ("near-misses wrongly matched: 1/1 (0 of them among the 0 known reader gaps; 1/1 "
            "otherwise)") in report.lines()
    assert ("  near miss served: 'grab the farthest arrow' -> fetch_item (score 0.750, asks: "
            "superlative)") in report.lines()


def test_the_command_prints_json(monkeypatch, capsys):
    import agent.library.evaluate as ev

    monkeypatch.setattr(ev, "SentenceEmbedder", lambda model=None: SameEmbedder())
    monkeypatch.setattr(ev, "machine", lambda model_file: "test machine")
    assert main(["--json"]) == 0
    printed = json.loads(capsys.readouterr().out)
    assert printed["near_misses"] >= 45 and printed["machine"] == "test machine"
    keys = {"paraphrases", "fully_right", "near_misses_matched", "unrelated_matched"}
    assert keys <= set(printed)
