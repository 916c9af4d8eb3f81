"""One real supervisor over a Procfile of misbehaving helper children: each ends in its
documented state within a bounded time, while the well-behaved ones keep running."""

from __future__ import annotations

import json
import re
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import pytest
import zmq

from base import protocol
from base.protocol import SupervisorEvent, WorkerOverran, WorkerOverranResult
from base.transport import RemoteError
from tests.integration.helpers.supervised import ROOT, Supervised, gone, helper
from tests.waiting import wait_until

pytestmark = pytest.mark.timeout(90)

MIB = 1024 * 1024
LLM_RSS_LIMIT = 150 * MIB


@pytest.fixture(scope="module")
def sup():
    data_dir = Path(tempfile.mkdtemp(prefix="da-", dir="/tmp"))  # short ipc:// paths
    run = Supervised(
        data_dir,
        {
            "missing": "python -m services.no_such_module",
            "crash": helper("crash_at_once.py"),
            "ghost": "/nonexistent/dungeon-program",
            "later": helper("crash_later.py", "1.0"),
            "hang": helper("hang.py", "0.3"),
            "stubborn": helper("ignore_term.py"),
            "plain": helper("report_limits.py"),
            "sandbox": helper("report_limits.py"),
            "llm": helper("leak.py", "700"),
            "family": helper("fork_grandchild.py"),
        },
        overrides=[f"supervisor.llm_max_rss_bytes={LLM_RSS_LIMIT}"],
    )
    run.start()
    try:
        run.wait_ready("sandbox.0", "sandbox.1", "plain", timeout=30)
        yield run
    finally:
        run.close()
        shutil.rmtree(data_dir, ignore_errors=True)


def test_a_service_whose_module_is_missing_is_failed_while_the_others_run(sup):
    status = sup.wait(lambda s: s["missing"].state == "failed", what="missing failed")
    assert status["missing"].last_exit == 1
    assert status["missing"].restarts == 2  # three exits within the window: flapping
    assert status["sandbox.0"].state == "running"
    assert status["plain"].state == "running"
    assert "No module named services.no_such_module" in sup.log("missing")
    assert "failed: 3 exits within 30 s: not restarting" in sup.log("missing")


def test_a_child_that_crashes_at_once_is_failed_with_its_exit_code(sup):
    status = sup.wait(lambda s: s["crash"].state == "failed", what="crash failed")
    assert status["crash"].last_exit == 3
    assert status["crash"].pid == 0


def test_a_command_that_cannot_start_is_failed_with_the_reason(sup):
    status = sup.wait(lambda s: s["ghost"].state == "failed", what="ghost failed")
    assert status["ghost"].last_exit is None
    assert "cannot start '/nonexistent/dungeon-program'" in status["ghost"].last_exit_reason


def test_a_child_that_crashes_later_is_restarted(sup):
    status = sup.wait(lambda s: s["later"].restarts >= 1, what="later restarted")
    assert status["later"].last_exit == 7
    log = sup.log("later")
    spawned = re.findall(r"supervisor: spawned \(pid (\d+)\)", log)
    assert len(set(spawned)) >= 2
    assert re.search(r"exited \(pid \d+\): exited with code 7; restarting in 0.05 s", log)


def test_what_a_child_started_in_its_group_dies_with_it(sup):
    status = sup.wait(lambda s: s["family"].last_exit == 5, what="family exited")
    assert status["family"].last_exit == 5
    grandchildren = [int(pid) for pid in re.findall(r"^GRANDCHILD (\d+)$", sup.log("family"), re.M)]
    assert grandchildren
    wait_until(lambda: gone(grandchildren[:1]), timeout=10, what="the grandchild to be killed")


def test_a_child_that_stops_heartbeating_is_terminated_and_restarted(sup):
    status = sup.wait(lambda s: s["hang"].last_exit is not None, what="hang killed")
    assert status["hang"].last_exit == -15  # SIGTERM was enough
    assert re.fullmatch(r"no heartbeat for 1\.\d s", status["hang"].last_exit_reason)
    assert "hanging now" in sup.log("hang")


def test_the_rss_watchdog_kills_the_model_service_over_its_limit(sup):
    status = sup.wait(lambda s: s["llm"].last_exit is not None, what="llm killed")
    assert status["llm"].last_exit == -9
    assert "over the limit of 150 MiB" in status["llm"].last_exit_reason
    assert "reached the cap" not in sup.log("llm")


def _limits(sup, name):
    line = next(ln for ln in sup.log(name).splitlines() if ln.startswith("LIMITS "))
    return json.loads(line[len("LIMITS "):])


def test_sandbox_workers_get_their_limits_index_and_own_session(sup):
    for index in (0, 1):
        report = _limits(sup, f"sandbox.{index}")
        assert report["RLIMIT_AS"] == [512 * MIB, 512 * MIB]
        assert report["RLIMIT_CPU"] == [3600, 3605]
        assert report["RLIMIT_CORE"] == [0, 0]
        assert report["env"]["MALLOC_ARENA_MAX"] == "1"
        assert report["env"]["DUNGEON_SANDBOX_INDEX"] == str(index)
        assert report["env"]["DUNGEON_SERVICE_NAME"] == f"sandbox.{index}"
        assert report["env"]["DUNGEON_SUPERVISOR_ENDPOINT"] == sup.endpoint()
        assert report["pgid"] == report["sid"] == report["pid"]
    plain = _limits(sup, "plain")
    assert plain["RLIMIT_AS"] == [-1, -1]
    assert "MALLOC_ARENA_MAX" not in plain["env"]
    assert json.loads(plain["env"]["DUNGEON__PATHS__DATA_DIR"]) == str(sup.data_dir)


def test_an_overrun_worker_is_killed_and_replaced_while_the_spare_serves(sup):
    sub = sup.ctx.socket(zmq.SUB)
    sub.setsockopt(zmq.LINGER, 0)
    sub.setsockopt(zmq.SUBSCRIBE, b"sandbox.1")
    sub.connect(f"ipc://{sup.data_dir}/run/supervisor-pub.sock")
    time.sleep(0.3)  # a SUB connecting late misses what was published before
    old = sup.wait_ready("sandbox.0", "sandbox.1")["sandbox.1"].pid
    client = sup.client()
    start = time.monotonic()
    try:
        reply = client.request(WorkerOverran(index=1, pid=old, reason="tick 12 over 100 ms"))
        assert isinstance(reply, WorkerOverranResult)
        assert reply.killed
        assert reply.spares == [0]
        status = sup.wait_ready("sandbox.1", timeout=10)
        elapsed = time.monotonic() - start
        again = client.request(WorkerOverran(index=1, pid=old))
        assert isinstance(again, WorkerOverranResult) and not again.killed
        with pytest.raises(RemoteError, match="no service named 'sandbox.5'"):
            client.request(WorkerOverran(index=5))
    finally:
        client.close()
    worker = status["sandbox.1"]
    assert worker.pid != old
    assert worker.last_exit == -9
    assert worker.last_exit_reason == "tick 12 over 100 ms"
    assert elapsed < 10
    events = []
    while sub.poll(2000 if len(events) < 4 else 100):
        topic, data = sub.recv_multipart()
        event = protocol.decode(data)
        assert isinstance(event, SupervisorEvent) and topic == b"sandbox.1"
        events.append(event)
        if event.event == "ready":
            break
    sub.close()
    assert [e.event for e in events] == ["killing", "exited", "spawned", "ready"]
    assert events[1].pid == old and events[1].exit_code == -9
    assert events[2].pid == events[3].pid == worker.pid


def test_restart_kills_a_child_that_ignores_sigterm_after_the_grace_period(sup):
    old = sup.wait_ready("stubborn")["stubborn"].pid
    start = time.monotonic()
    result = sup.cli("restart", "stubborn")
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == "restarting stubborn"
    status = sup.wait(lambda s: s["stubborn"].pid not in (0, old), what="stubborn replaced")
    assert time.monotonic() - start >= 1.0  # graceful_timeout_s
    assert status["stubborn"].last_exit == -9
    assert status["stubborn"].last_exit_reason == "restart requested"
    assert status["stubborn"].state == "running"


def test_status_shows_every_service_as_a_table_and_as_json(sup):
    sup.wait(lambda s: s["crash"].state == "failed", what="crash failed")
    table = sup.cli("status")
    assert table.returncode == 0, table.stderr
    lines = table.stdout.splitlines()
    assert lines[0].startswith("supervisor pid ")
    assert lines[1].split() == ["NAME", "STATE", "PID", "UPTIME", "RESTARTS", "RSS", "LAST",
                                "EXIT"]
    table_end = lines.index("")
    rows = {line.split()[0]: line for line in lines[2:table_end]}
    # Below the table: where the agent writes the functions it serves, made absolute.
    assert lines[table_end + 1].startswith("served functions are written to /")
    assert lines[table_end + 1].endswith("/ai_func_out.txt")
    # and what a client of its own connects to: the game's requests and frames
    assert lines[table_end + 2].startswith("game requests at ipc:///")
    assert ", frames at ipc:///" in lines[table_end + 2]
    assert set(rows) == {"missing", "crash", "ghost", "later", "hang", "stubborn", "plain",
                         "sandbox.0", "sandbox.1", "llm", "family"}
    assert rows["crash"].split()[1:3] == ["failed", "-"]
    assert "exit 3" in rows["crash"]
    assert rows["plain"].split()[1] == "ready"
    assert "MiB" in rows["plain"]
    data = json.loads(sup.cli("status", "--json").stdout)
    by_name = {s["name"]: s for s in data["services"]}
    assert by_name["plain"]["rss_bytes"] > 1 * MIB
    assert by_name["crash"]["last_exit"] == 3


def test_logs_shows_a_services_output_and_names_the_known_logs(sup):
    shown = sup.cli("logs", "sandbox.0", "-n", "100")
    assert shown.returncode == 0
    assert "LIMITS {" in shown.stdout
    unknown = sup.cli("logs", "nope")
    assert unknown.returncode == 1
    assert "no log for 'nope'" in unknown.stderr and "sandbox.0" in unknown.stderr


def test_logs_follow_prints_new_lines(sup):
    proc = subprocess.Popen(
        [sys.executable, "-m", "services.cli", *sup.flags, "logs", "stubborn", "-n", "0", "-f"],
        cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
    )
    try:
        time.sleep(1.0)  # let it reach the end of the file
        sup.cli("restart", "stubborn")
        lines = []
        wait_until(lambda: lines.append(proc.stdout.readline()) or "ignoring SIGTERM" in lines[-1],
                   timeout=15, what="the restarted child's first line")
        assert any("supervisor: stopping" in line for line in lines)
    finally:
        proc.kill()
        proc.wait(timeout=5)


def test_bad_requests_get_error_replies_and_change_nothing(sup):
    sock = sup.ctx.socket(zmq.DEALER)
    sock.setsockopt(zmq.LINGER, 0)
    sock.connect(sup.endpoint())
    try:
        sock.send(b"\x93not a map")
        assert sock.poll(5000)
        reply = protocol.decode(sock.recv())
        assert isinstance(reply, protocol.ErrorReply) and reply.code == "bad_message"
        sock.send(protocol.encode(protocol.SupervisorHeartbeat(service="nobody", pid=1)))
        assert sock.poll(5000)
        reply = protocol.decode(sock.recv())
        assert isinstance(reply, protocol.ErrorReply) and reply.code == "not_found"
    finally:
        sock.close()
    assert sup.status()["plain"].state == "running"


def test_status_says_warming_up_with_its_note_until_the_service_says_it_is_ready():
    data_dir = Path(tempfile.mkdtemp(prefix="da-", dir="/tmp"))
    run = Supervised(data_dir, {"warming": helper("warming_up.py", "10")})
    run.start()
    try:
        run.wait(lambda s: s["warming"].note.startswith("warming up"), timeout=30,
                 what="a beat that says it is warming up")
        lines = run.cli("status").stdout.splitlines()
        assert lines[2].split()[:3] == ["warming", "warming", "up"]
        assert any(re.fullmatch(r"warming: warming up: about \d+ s left", ln) for ln in lines)
        status = run.wait(lambda s: s["warming"].ready, timeout=30, what="ready")
        # Alive all along: beating while not ready kept it from being taken for hung.
        assert status["warming"].note == "" and status["warming"].restarts == 0
        assert run.cli("status").stdout.splitlines()[2].split()[1] == "ready"
    finally:
        run.close()
        shutil.rmtree(data_dir, ignore_errors=True)
