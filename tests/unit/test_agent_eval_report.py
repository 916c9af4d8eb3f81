"""The eval's table and summary: what a person reads after `dungeon eval`, and what its JSON
report keeps."""

from __future__ import annotations

import shutil

import pytest

from services.cli.eval_runner import print_table, summarise


def result(served_by, attempts, success, *, category="single", state="running",
           ms_to_accept=40.0, ms_to_first_move=None):
    return {"index": 1, "order": "x", "category": category, "success": success,
            "served_by": served_by, "state": state, "attempts": attempts,
            "ms_to_accept": ms_to_accept, "why": "" if success else "no",
            "ms_to_first_move": ms_to_first_move if ms_to_first_move is not None
            else (40.0 if success else None),
            "ticks_to_success": 3 if success else None}


def test_missing_times_show_as_a_dash_and_failures_say_why(capsys):
    results = [
        {"index": 1, "order": "Go get the sword", "category": "single", "success": True,
         "served_by": "generated", "state": "running", "attempts": 2, "ms_to_accept": 2663.7,
         "ms_to_first_move": 41.0, "ticks_to_success": 30, "why": ""},
        {"index": 2, "order": "Kill the gorgon", "category": "single", "success": False,
         "served_by": "none", "state": "failed", "attempts": 3, "ms_to_accept": None,
         "ms_to_first_move": None, "ticks_to_success": None,
         "why": "no working code after 3 tries"},
    ]
    print_table(results, summarise(results, "generate"))
    rows = capsys.readouterr().out.splitlines()
    assert rows[1].split()[:8] == ["1", "yes", "single", "generated", "2", "2663.7", "41.0", "30"]
    assert rows[2].split()[:8] == ["2", "no", "single", "none", "3", "-", "-", "-"]
    assert "(no working code after 3 tries)" in rows[2]
    overall = next(r for r in rows if "orders done" in r)
    assert "1/2 orders done (50%) in generate mode" in overall
    assert "library -, composed -, generated 41.0" in overall


def test_the_summary_counts_attempts_over_every_order_and_over_accepted_ones():
    summary = summarise([result("none", 3, False, state="failed"),
                         result("none", 3, False, state="failed"),
                         result("generated", 1, True)], "generate")
    assert summary["median_attempts"] == 3 and summary["median_attempts_when_accepted"] == 1
    assert summary["succeeded"] == 1 and summary["success_rate"] == 0.333
    assert summary["median_ms_to_first_move"] == {"library": None, "composed": None,
                                                  "generated": 40.0}


def test_results_are_reported_by_category_and_overall(capsys):
    results = [result("library", 0, True, category="single"),
               result("composed", 0, True, category="compound2"),
               result("composed", 0, False, category="compound2"),
               result("library", 0, True, category="question")]
    summary = summarise(results, "fallback")
    assert list(summary["by_category"]) == ["single", "compound2", "question"]  # file order
    assert summary["by_category"]["compound2"] == {
        "orders": 2, "succeeded": 1, "success_rate": 0.5, "done_wrong": 1,
        "outcomes": {"right": 1, "done_wrong": 1, "refused": 0, "failed_in_words": 0,
                     "error": 0}}
    assert (summary["orders"], summary["succeeded"]) == (4, 3)
    print_table(results, summary)
    out = capsys.readouterr().out
    assert "compound2      1/2   (50%)" in out
    assert "3/4 orders done (75%)" in out


def test_a_category_with_orders_to_refuse_counts_them_apart(capsys):
    # `restated` holds orders the game can do and orders it must refuse: a refusal of the one
    # is a miss, of the other the right answer; the report says each apart.
    results = [result("composed", 0, True, category="restated"),
               result("none", 0, False, state="refused", category="restated"),
               result("composed", 0, False, state="running", category="restated"),
               {**result("none", 0, True, state="refused", category="restated"),
                "must_refuse": True},
               {**result("composed", 0, False, state="running", category="restated"),
                "must_refuse": True},
               result("library", 0, True, category="single")]
    summary = summarise(results, "fallback")
    restated = summary["by_category"]["restated"]
    assert restated["doable"]["outcomes"] == {"right": 1, "done_wrong": 1, "refused": 1,
                                              "failed_in_words": 0, "error": 0}
    assert restated["must_refuse"] == {"orders": 2, "refused": 1}
    assert restated["done_wrong"] == 2  # the must-refuse order that ran is done wrong too
    assert "doable" not in summary["by_category"]["single"]
    print_table(results, summary)
    out = capsys.readouterr().out
    assert ("  doable       1/3   (33%)  done wrong 1, refused 1, failed in words 0, error 0; "
            "must refuse: 1/2 refused") in out


def test_done_wrong_is_counted_apart_from_refused_and_failed_in_words(capsys):
    from services.cli.eval_runner import outcome_of

    results = [result("library", 0, True),
               # accepted, ran, missed: done wrong, whether or not it said Done
               result("generated", 1, False, state="running"),
               result("composed", 0, False, state="done", category="logic"),
               # its code failed in play and the order ended in words: not done wrong
               {**result("generated", 1, False, state="running"), "final_state": "failed"},
               result("none", 0, False, state="refused", category="logic"),
               result("none", 3, False, state="failed", category="logic"),
               result("none", 0, False, state="answered"),
               result("none", 3, False, state="timeout")]
    assert [outcome_of(r) for r in results] == [
        "right", "done_wrong", "done_wrong", "failed_in_words", "refused", "failed_in_words",
        "failed_in_words", "error"]
    summary = summarise(results, "generate")
    assert summary["done_wrong"] == 2
    assert summary["outcomes"] == {"right": 1, "done_wrong": 2, "refused": 1,
                                   "failed_in_words": 3, "error": 1}
    assert summary["by_category"]["logic"]["outcomes"] == {
        "right": 0, "done_wrong": 1, "refused": 1, "failed_in_words": 1, "error": 0}
    print_table(results, summary)
    out = capsys.readouterr().out
    assert "logic          0/3   (0%)  done wrong 1, refused 1, failed in words 1, error 0" in out
    assert "not done right: done wrong 2, refused 1, failed in words 3, error 1" in out


def test_first_move_times_are_split_by_what_served_the_order():
    summary = summarise([result("library", 0, True, ms_to_first_move=30.0),
                         result("library", 0, True, ms_to_first_move=50.0),
                         result("composed", 0, True, ms_to_first_move=70.0),
                         result("generated", 1, True, ms_to_first_move=1200.0)], "fallback")
    assert summary["median_ms_to_first_move"] == {"library": 40.0, "composed": 70.0,
                                                  "generated": 1200.0}
    assert summary["served_by_count"] == {"library": 2, "composed": 1, "generated": 1, "none": 0}


def test_failed_generations_report_how_long_the_player_waited(capsys):
    results = [result("none", 3, False, state="failed", ms_to_accept=95000.0),
               result("none", 3, False, state="failed", ms_to_accept=200000.0),
               result("none", 3, False, state="timeout", ms_to_accept=600000.0),
               # Refused without asking the model, and an order that ran but missed its goal:
               # neither is a failed generation.
               result("none", 0, False, state="failed", ms_to_accept=5.0),
               result("generated", 2, False, state="running", ms_to_accept=3000.0)]
    summary = summarise(results, "fallback")
    assert summary["failed_generations"] == {"count": 3, "median_ms": 200000.0,
                                             "max_ms": 600000.0}
    print_table(results, summary)
    assert "3 order(s) given up after generation: median 200000.0 ms" in capsys.readouterr().out


class ScriptedGame:
    """Stands in for the game client: the companion's 'code' is a list of statuses, one a
    tick, and it never moves."""

    def __init__(self, statuses):
        from game.maps import load_map

        self.world, self.statuses, self.ticks = load_map("default"), list(statuses), 0

    def _frame(self):
        from base.protocol import Frame, OrderInfo

        return Frame(tick=self.ticks, map="", hud="", status=self.world.status, outcome=None,
                     events=[], order=OrderInfo(order_id="o1", text="x", state="running"),
                     world=self.world.to_wire(), manual_ticks=True)

    def reset(self, **_):
        return self._frame()

    def order(self, text, mode):
        from base.protocol import OrderInfo

        return OrderInfo(order_id="o1", text=text, state="running")

    def state(self):
        return self._frame()

    def wait_order(self, order_id, timeout_s, **_):
        self.last_frame = self._frame()
        return self.last_frame  # the order runs at once

    def move(self, direction):
        return self._frame()

    def tick(self):
        self.world.status = self.statuses[min(self.ticks, len(self.statuses) - 1)]
        self.ticks += 1
        return self._frame()


class OneOrderHistory:
    """Empty before the order; then the agent's record of serving it from the library."""

    def __init__(self):
        self.calls = 0

    def entries(self):
        self.calls += 1
        return [] if self.calls == 1 else [{"served_by": "library", "attempts": []}]


def test_a_failed_order_says_what_the_companion_said_last():
    from agent.benchmark import OrderSpec
    from services.cli.eval_runner import run_order

    spec = OrderSpec(7, "how far is the sword", ticks=3, category="question",
                     expect={"status_has_distance_to": "sword"})
    wrong = run_order(ScriptedGame(["The sword is at row 22, column 23."]), spec, "strict",
                      OneOrderHistory())
    assert wrong["category"] == "question" and wrong["served_by"] == "library"
    assert wrong["state"] == "running" and not wrong["success"]
    assert wrong["outcome"] == "done_wrong"  # accepted, ran, and missed: never said so
    assert wrong["why"] == ('no status gave the distance to the sword '
                            '(last status: "The sword is at row 22, column 23.")')
    right = run_order(ScriptedGame(["thinking", "It is 40 tiles away."]), spec, "strict",
                      OneOrderHistory())
    assert right["success"] and right["ticks_to_success"] == 2
    assert right["outcome"] == "right"


def test_the_default_benchmark_is_the_public_one_in_the_source_tree():
    # `dungeon eval` with no --orders plays bench/orders.toml (a path once pointed inside
    # services/ after the layout moved, and the eval could not start at all).
    from agent.benchmark import load_orders
    from services.cli.agent import DEFAULT_ORDERS
    from services.cli.main import build_parser

    args = build_parser().parse_args(["eval"])
    assert args.orders == str(DEFAULT_ORDERS)
    assert DEFAULT_ORDERS.parts[-2:] == ("bench", "orders.toml")
    assert len(load_orders(DEFAULT_ORDERS)) >= 80


def test_without_the_source_tree_the_eval_asks_for_orders(monkeypatch, tmp_path, capsys):
    from services.cli import agent as cli_agent
    from services.cli.main import main

    monkeypatch.setattr(cli_agent, "DEFAULT_ORDERS", tmp_path / "bench" / "orders.toml")
    assert main(["eval", "--orders", str(tmp_path / "bench" / "orders.toml")]) == 2
    assert "pass --orders FILE" in capsys.readouterr().err


def test_the_private_system_is_timed_only_once_every_service_is_ready(monkeypatch):
    # The agent answers pings while the model still reads its instructions (tens of seconds
    # of both cores): orders timed then measure the warm-up, not the order.
    import json
    import subprocess

    from services.cli.eval_runner import PrivateSystem

    def status(*ready):
        services = [{"name": f"s{i}", "ready": r} for i, r in enumerate(ready)]
        return subprocess.CompletedProcess([], 0, json.dumps({"services": services}), "")

    system = PrivateSystem([])
    replies = [subprocess.CompletedProcess([], 1, "", "no supervisor yet"),
               status(True, False), status(True, True)]
    asked = []

    def dungeon(*args, timeout=60):
        asked.append(args)
        return replies.pop(0)

    monkeypatch.setattr(system, "_dungeon", dungeon)
    monkeypatch.setattr("services.cli.eval_runner.time.sleep", lambda s: None)
    system.wait_ready(30)
    assert asked == [("status", "--json")] * 3 and not replies

    monkeypatch.setattr(system, "_dungeon", lambda *a, timeout=60: status(False))
    clock = iter(range(0, 1000, 10))
    monkeypatch.setattr("services.cli.eval_runner.time.monotonic", lambda: next(clock))
    with pytest.raises(RuntimeError, match="not ready within 30 s"):
        system.wait_ready(30)
    shutil.rmtree(system.data_dir, ignore_errors=True)


class _Service:
    """What ``model_in_use`` asks: the model service's info, or its silence."""

    def __init__(self, info=None):
        self._info, self.closed = info, False

    def info(self):
        if self._info is None:
            from services.llm_server.client import LlmUnavailable

            raise LlmUnavailable("no answer")
        return self._info

    def close(self):
        self.closed = True


def test_the_report_names_the_model_and_the_adapter_file_that_wrote_the_orders(tmp_path):
    import hashlib

    from base.messages.llm import LlmAdapter
    from base.protocol import LlmInfoResult
    from services.cli.eval_runner import model_in_use

    adapter = tmp_path / "adapter.gguf"
    adapter.write_bytes(b"GGUF and some weights")
    info = LlmInfoResult(model="smollm2-135m", model_path="m.gguf", backend="llama_cpp",
                         family="smollm2", n_ctx=4096, n_threads=2, n_gpu_layers=0, device="CPU",
                         grammars=[], prompt_tok_s=1.0, generation_tok_s=1.0, load_s=0.1,
                         queue_length=0, busy=False, served=0,
                         lora=LlmAdapter(name="smollm2-135m-skills", path=str(adapter),
                                         heldout_exact=-1.0, heldout_n=0, heldout_by_kind={}))
    service = _Service(info)
    got = model_in_use(service)
    # two trainings of one adapter share its name: the file's hash tells them apart
    assert got == {"model": "smollm2-135m", "device": "CPU",
                   "adapter": {"name": "smollm2-135m-skills", "file": "adapter.gguf",
                               "sha256": hashlib.sha256(adapter.read_bytes()).hexdigest()[:16]}}
    assert service.closed
    # a service that does not answer costs the report its model, not the run
    silent = _Service()
    assert model_in_use(silent) == {} and silent.closed


class GeneratedHistory(OneOrderHistory):
    def entries(self):
        self.calls += 1
        return [] if self.calls == 1 else [{"served_by": "generated", "code": "return 'Done'",
                                            "attempts": [{"number": 1}]}]


def test_a_generated_order_keeps_the_models_program_in_the_report():
    from agent.benchmark import OrderSpec
    from services.cli.eval_runner import run_order

    spec = OrderSpec(7, "how far is the sword", ticks=3, category="question",
                     expect={"status_has_distance_to": "sword"})
    served = run_order(ScriptedGame(["It is 40 tiles away."]), spec, "generate",
                       GeneratedHistory())
    assert served["served_by"] == "generated" and served["attempts"] == 1
    assert served["code"] == "return 'Done'"
    library = run_order(ScriptedGame(["It is 40 tiles away."]), spec, "strict",
                        OneOrderHistory())
    assert "code" not in library
