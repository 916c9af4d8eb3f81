"""``dungeon eval``: every benchmark order through the whole system, in manual tick mode.

A private system (supervisor, game, sandbox workers, agent, model) is started in a temporary
data folder unless ``--connect`` is given, and the orders wait until every service says it is
ready (the model has read the agent's instructions). For each order: reset the scenario, give
the order, wait (without ticking) until the agent's function is running, then tick with the
player's moves and check the expectation after every tick.
"""

from __future__ import annotations

import json
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import zmq

from agent.benchmark import CATEGORIES, Checker, OrderSpec
from agent.history import History
from base.curve import CurveKeys
from base.transport import RemoteError, ServiceTimeout, wait_for_ping
from config.curve_keys import load_curve
from config.settings import PROJECT_ROOT, Config
from services.cli.game_client import GameClient, OrderTimeout
from services.llm_server.client import LlmClient, LlmUnavailable

ACCEPT_TIMEOUT_S = 600.0
SERVED_BY = ("library", "composed", "generated")  # reported even when no order used one
UNCATEGORISED = "other"
START_TIMEOUT_S = 180.0

# What became of an order, one word each, reported per category and in total:
# - right: the expectation met;
# - done_wrong: accepted and run, and the expectation missed, without a word that it failed
#   (the companion did something else as if it were the order: never acceptable);
# - refused: the order ended in the state ``refused`` (refusals the benchmark expects are
#   right);
# - failed_in_words: no code ran for it, or its code failed in play, and the player was told
#   so (``failed``; talk answered where an errand was meant);
# - error: the system did not answer in time, or failed.
OUTCOMES = ("right", "done_wrong", "refused", "failed_in_words", "error")
# The order's last state (as played, else as accepted) that ends it in words, and which
# outcome that is; a state not here and not accepted (timeout, replaced, error) is an error.
IN_WORDS_OUTCOME = {"refused": "refused", "failed": "failed_in_words",
                    "answered": "failed_in_words"}
ACCEPTED_STATES = ("running", "done")


def _entity(world: dict[str, Any], kind: str) -> dict[str, Any]:
    return next(e for e in world["entities"] if e["kind"] == kind)


class PrivateSystem:
    """The whole system under a supervisor, in its own data folder, for one eval run."""

    def __init__(self, overrides: list[str]) -> None:
        self.data_dir = Path(tempfile.mkdtemp(prefix="da-eval-", dir="/tmp"))
        self.flags: list[str] = []
        for o in [f"paths.data_dir={self.data_dir}", "game.manual_ticks=true",
                  f"agent.func_out_file={self.data_dir}/ai_func_out.txt", *overrides]:
            self.flags += ["--set", o]

    def _dungeon(self, *args: str, timeout: float = 60) -> subprocess.CompletedProcess:
        return subprocess.run([sys.executable, "-m", "services.cli", *self.flags, *args],
                              cwd=PROJECT_ROOT, capture_output=True, text=True, timeout=timeout)

    def start(self) -> None:
        result = self._dungeon("up", "--detach")
        if result.returncode != 0:
            raise RuntimeError(f"the system did not start: {result.stderr.strip()}")

    def wait_ready(self, timeout_s: float) -> None:
        """Until every service says it is ready (the model has read the agent's instructions):
        orders are timed on a system at work, not on one still warming up."""
        deadline = time.monotonic() + timeout_s
        while True:
            result = self._dungeon("status", "--json")
            if result.returncode == 0:
                services = json.loads(result.stdout)["services"]
                if services and all(s["ready"] for s in services):
                    return
            if time.monotonic() > deadline:
                raise RuntimeError(f"the system was not ready within {timeout_s:g} s")
            time.sleep(1)

    def stop(self) -> None:
        try:
            self._dungeon("down", timeout=60)
        finally:
            shutil.rmtree(self.data_dir, ignore_errors=True)


def model_in_use(llm: LlmClient) -> dict[str, Any]:
    """What wrote the generated orders, for the report: the model, and the adapter's file name
    and the start of its sha256 (two trainings of one adapter share its name); {} when the
    model service does not answer (the orders still run)."""
    try:
        info = llm.info()
    except (LlmUnavailable, RemoteError, ServiceTimeout):
        return {}
    finally:
        llm.close()
    out: dict[str, Any] = {"model": info.model, "device": info.device}
    if info.lora is not None:
        path = Path(info.lora.path)
        out["adapter"] = {"name": info.lora.name, "file": path.name,
                          "sha256": _sha256(path)[:16] if path.is_file() else ""}
    return out


def _sha256(path: Path) -> str:
    import hashlib

    with path.open("rb") as f:
        return hashlib.file_digest(f, "sha256").hexdigest()


def wait_for_game(endpoint: str, ctx: zmq.Context, timeout_s: float,
                  curve: CurveKeys | None = None) -> GameClient:
    deadline = time.monotonic() + timeout_s
    while True:
        try:
            return GameClient(endpoint, ctx=ctx, timeout_ms=1000, subscribe=False, curve=curve)
        except ServiceTimeout:
            if time.monotonic() > deadline:
                raise
            time.sleep(0.2)


def run_order(client: GameClient, spec: OrderSpec, mode: str, history: History,
              typing_ms: int = 0) -> dict[str, Any]:
    """Play one order from its scenario's start; ``typing_ms``: the player types it that long
    (the game is told the typing begins, as the terminal client tells it), and the time to the
    first move counts from when it is given."""
    frame = client.reset(map=spec.scenario, seed=spec.seed,
                         ai_start=list(spec.ai_start) if spec.ai_start else None, manual_ticks=True,
                         **spec.start)
    start_world = frame.world
    start_pos = _entity(start_world, "companion")["position"]
    seen_history = len(history.entries())
    result = blank_result(spec)
    if typing_ms:
        client.typing(mode)
        time.sleep(typing_ms / 1000)
    t0 = time.perf_counter()
    order = client.order(spec.text, mode)
    try:
        # frames as the game publishes them: the time to the answer, not to the next poll
        settled = client.wait_order(order.order_id, ACCEPT_TIMEOUT_S, interval_s=0.05)
        frame = settled if settled is not None else client.last_frame
        state = settled.order.state if settled is not None and settled.order else "replaced"
    except OrderTimeout:
        frame, state = client.last_frame, "timeout"
    result["ms_to_accept"] = round((time.perf_counter() - t0) * 1000, 1)
    result["state"] = state
    if state not in ("running", "done", *_IN_WORDS) or (
            state in _IN_WORDS and not spec.expect.get("refused")):
        result["why"] = frame.order.detail if frame.order else state
        return _served(result, history, seen_history)
    # A refused order is played too: the checker sees that nothing happens for it.
    checker = Checker(spec, start_world)
    result["final_state"] = state
    for tick in range(spec.ticks):
        move = spec.player[tick] if tick < len(spec.player) else "."
        if move != ".":
            client.move(move)
        frame = client.tick()
        if result["ms_to_first_move"] is None and (
            _entity(frame.world, "companion")["position"] != start_pos
        ):
            result["ms_to_first_move"] = round((time.perf_counter() - t0) * 1000, 1)
        checker.feed(frame.world, frame.order.state if frame.order else "")
        result["final_state"] = checker.states[-1] if checker.states else state
        result["condition_dropped"] = checker.condition_dropped
        if not checker.needs_whole_budget and not checker.unmet():
            result.update(success=True, ticks_to_success=tick + 1)
            return _served(result, history, seen_history)
    unmet = checker.unmet()
    result["success"] = not unmet
    result["ticks_to_success"] = spec.ticks if not unmet else None
    # The last thing the companion said tells a wrong answer from no answer.
    last = checker.statuses[-1] if checker.statuses else ""
    result["why"] = "; ".join(unmet) + (f' (last status: "{last}")' if unmet and last else "")
    if unmet:  # what it said along the way, each sentence once
        result["said"] = list(dict.fromkeys(checker.statuses))[-5:]
    return _served(result, history, seen_history)


# An order ended in words with nothing new run: refused, or talk answered ("thanks").
_IN_WORDS = ("refused", "answered")


def _served(result: dict[str, Any], history: History, seen: int) -> dict[str, Any]:
    """What served the order and with how many model attempts, from the order history: read
    once the order is played, so that reading the history is not timed as the order's."""
    new = history.entries()[seen:]
    if new:
        result["served_by"] = new[-1]["served_by"]
        result["attempts"] = sum(1 for a in new[-1]["attempts"] if a["number"] > 0)
        if result["served_by"] == "generated" and new[-1].get("code"):
            # The model's accepted program, kept so that a judge changed later can judge it again
            result["code"] = new[-1]["code"]
    result["outcome"] = outcome_of(result)
    return result


def blank_result(spec: OrderSpec) -> dict[str, Any]:
    return {"index": spec.index, "order": spec.text, "category": spec.category or UNCATEGORISED,
            "success": False, "served_by": "none", "state": "", "attempts": 0,
            "ms_to_accept": None, "ms_to_first_move": None, "ticks_to_success": None, "why": "",
            "condition_dropped": False, "must_refuse": bool(spec.expect.get("refused"))}


def outcome_of(result: dict[str, Any]) -> str:
    """One of OUTCOMES for a played order (``run_order``'s result): right when it met its
    expectation; else what the player was left with. An order accepted and run that missed is
    done wrong unless its code then failed in play and the order ended in words (its last
    state, ``final_state``, is one of IN_WORDS_OUTCOME)."""
    if result.get("success"):
        return "right"
    state = result.get("state", "")
    final = result.get("final_state") or state
    if final in IN_WORDS_OUTCOME:
        return IN_WORDS_OUTCOME[final]
    if state in ACCEPTED_STATES:
        return "done_wrong"
    return IN_WORDS_OUTCOME.get(state, "error")


def outcome_counts(results: list[dict[str, Any]]) -> dict[str, int]:
    """How many orders of ``results`` came to each of OUTCOMES (every one named, 0 or not)."""
    counts = dict.fromkeys(OUTCOMES, 0)
    for r in results:
        kind = outcome_of(r)
        counts[kind] = counts.get(kind, 0) + 1
    return counts


def _median(values: list[float]) -> float | None:
    return round(statistics.median(values), 1) if values else None


def _rate(results: list[dict[str, Any]]) -> dict[str, Any]:
    done = sum(r["success"] for r in results)
    outcomes = outcome_counts(results)
    return {"orders": len(results), "succeeded": done,
            "success_rate": round(done / len(results), 3) if results else 0.0,
            "done_wrong": outcomes["done_wrong"], "outcomes": outcomes}


def _category_rate(results: list[dict[str, Any]]) -> dict[str, Any]:
    """A category's rate; one that holds both orders the game can do and orders it must refuse
    (``restated``) counts the two apart too: ``doable`` (right, done wrong, refused ...) and
    ``must_refuse`` (how many were refused, as they must be)."""
    rate = _rate(results)
    refuse = [r for r in results if r.get("must_refuse")]
    if refuse and len(refuse) < len(results):
        rate["doable"] = _rate([r for r in results if not r.get("must_refuse")])
        rate["must_refuse"] = {"orders": len(refuse),
                               "refused": sum(r["success"] for r in refuse)}
    return rate


def summarise(results: list[dict[str, Any]], mode: str) -> dict[str, Any]:
    served = [*SERVED_BY, *sorted({r["served_by"] for r in results} - {*SERVED_BY, "none"})]
    by = {kind: [r["ms_to_first_move"] for r in results
                 if r["served_by"] == kind and r["ms_to_first_move"] is not None]
          for kind in served}
    categories = [c for c in (*CATEGORIES, UNCATEGORISED)
                  if any(r.get("category", UNCATEGORISED) == c for r in results)]
    # The model was asked and nothing it wrote was accepted: how long the player waited to
    # hear that the order failed.
    gave_up = [r["ms_to_accept"] for r in results
               if r["attempts"] > 0 and r.get("state") in ("failed", "timeout")
               and r["ms_to_accept"] is not None]
    return {
        "mode": mode,
        **_rate(results),
        "by_category": {c: _category_rate([r for r in results
                                           if r.get("category", UNCATEGORISED) == c])
                        for c in categories},
        "median_ms_to_first_move": {k: _median(v) for k, v in by.items()},
        "served_by_count": {k: sum(r["served_by"] == k for r in results)
                            for k in [*served, "none"]},
        "failed_generations": {"count": len(gave_up), "median_ms": _median(gave_up),
                               "max_ms": max(gave_up) if gave_up else None},
        # Model attempts per order (0 when the library served it), and among the orders whose
        # generated function was accepted, how many tries that took.
        "median_attempts": _median([r["attempts"] for r in results]),
        "median_attempts_when_accepted": _median(
            [r["attempts"] for r in results if r["served_by"] == "generated"]
        ),
        # Orders whose companion did what only a branch their condition rules out does (or
        # said the answer their comparison rules out): the condition dropped, or every branch.
        "condition_dropped": sum(bool(r.get("condition_dropped")) for r in results),
        # How long the player waited to hear that an order will not be done.
        "median_ms_to_refuse": _median([r["ms_to_accept"] for r in results
                                        if r.get("state") == "refused"
                                        and r["ms_to_accept"] is not None]),
        "refused": sum(r.get("state") == "refused" for r in results),
    }


def print_table(results: list[dict[str, Any]], summary: dict[str, Any]) -> None:
    print(f"{'#':>2} {'ok':<3} {'category':<10} {'served by':<10} {'tries':>5} {'ms→accept':>10} "
          f"{'ms→move':>9} {'ticks':>6}  order / why not")

    def ms(value: float | None) -> str:
        return "-" if value is None else f"{value:.1f}"

    for r in results:
        why = f"  ({r['why']})" if r["why"] and not r["success"] else ""
        print(f"{r['index']:>2} {'yes' if r['success'] else 'no':<3} "
              f"{r.get('category', UNCATEGORISED):<10} {r['served_by']:<10} "
              f"{r['attempts']:>5} {ms(r['ms_to_accept']):>10} "
              f"{ms(r['ms_to_first_move']):>9} "
              f"{r['ticks_to_success'] or '-':>6}  {r['order']}{why}")
    print()
    for category, rate in summary.get("by_category", {}).items():
        print(f"{category:<12} {rate['succeeded']:>3}/{rate['orders']:<3} "
              f"({rate['success_rate']:.0%})  {_outcome_words(rate['outcomes'])}")
        if "doable" in rate:
            doable, refuse = rate["doable"], rate["must_refuse"]
            print(f"  doable     {doable['succeeded']:>3}/{doable['orders']:<3} "
                  f"({doable['success_rate']:.0%})  {_outcome_words(doable['outcomes'])}; "
                  f"must refuse: {refuse['refused']}/{refuse['orders']} refused")
    times = ", ".join(f"{k} {v if v is not None else '-'}"
                      for k, v in summary["median_ms_to_first_move"].items())
    print(f"\n{summary['succeeded']}/{summary['orders']} orders done "
          f"({summary['success_rate']:.0%}) in {summary['mode']} mode; median ms to first move: "
          f"{times}")
    print(f"not done right: {_outcome_words(summary['outcomes'])}")
    if summary.get("condition_dropped"):
        print(f"{summary['condition_dropped']} order(s) did what their condition rules out "
              "(the condition dropped, or every branch done)")
    failed = summary.get("failed_generations")
    if failed and failed["count"]:
        print(f"{failed['count']} order(s) given up after generation: median "
              f"{failed['median_ms']} ms, longest {failed['max_ms']} ms before the failure")


def _outcome_words(outcomes: dict[str, int]) -> str:
    """"done wrong 0, refused 1, failed in words 2, error 0": every outcome but right."""
    return ", ".join(f"{k.replace('_', ' ')} {n}" for k, n in outcomes.items() if k != "right")


def run_eval(
    cfg: Config,
    orders: list[OrderSpec],
    *,
    mode: str,
    model: str = "",
    connect: bool = False,
    overrides: Sequence[str] = (),
    typing_ms: int = 0,
) -> dict[str, Any]:
    extra = list(overrides) + ([f'llm.model="{model}"'] if model else [])
    system = None if connect else PrivateSystem(extra)
    ctx = zmq.Context()
    try:
        if system is not None:
            system.start()
            endpoint = f"ipc://{system.data_dir}/run/game.sock"
            history = History(system.data_dir)
        else:
            endpoint, history = cfg.endpoint("game"), History(cfg.data_dir)
        curve = None if system is not None else load_curve(cfg.network)
        client = wait_for_game(endpoint, ctx, START_TIMEOUT_S, curve)
        agent_endpoint = (f"ipc://{system.data_dir}/run/agent.sock" if system is not None
                          else cfg.endpoint("agent"))
        wait_for_ping(agent_endpoint, ctx, START_TIMEOUT_S, curve)
        if system is not None:
            system.wait_ready(START_TIMEOUT_S)
        llm_endpoint = (f"ipc://{system.data_dir}/run/llm.sock" if system is not None
                        else cfg.endpoint("llm"))
        used = model_in_use(LlmClient(ctx, llm_endpoint, timeout_ms=5000, curve=curve))
        client.rpc.timeout_ms = 30_000
        results = []
        for spec in orders:
            try:
                results.append(run_order(client, spec, mode, history, typing_ms))
            except (RemoteError, ServiceTimeout) as exc:
                results.append({**blank_result(spec), "state": "error",
                                "why": f"the system failed: {exc}"})
        client.close()
        summary = {**summarise(results, mode), "typing_ms": typing_ms, "model": used}
        print_table(results, summary)
        return {**summary, "results": results}
    finally:
        ctx.destroy(linger=0)
        if system is not None:
            system.stop()
