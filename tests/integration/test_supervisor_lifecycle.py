"""Starting and stopping a real supervisor: signals, a SIGKILLed supervisor, detach and down,
a stale pid file, an endpoint in use, a bad Procfile."""

from __future__ import annotations

import os
import re
import signal
import socket
import subprocess
import time

import pytest
import zmq

from base import protocol
from base.transport import RpcServer
from services.supervisor.pidfile import pid_path
from tests.integration.helpers.supervised import Supervised, gone, helper
from tests.waiting import wait_until

pytestmark = pytest.mark.timeout(90)

SERVICES = {"stubborn": helper("ignore_term.py"), "worker": helper("report_limits.py")}


@pytest.fixture
def make(ipc_dir):
    runs = []

    def make(services=SERVICES, overrides=()):
        run = Supervised(ipc_dir, services, overrides)
        runs.append(run)
        return run

    yield make
    for run in runs:
        run.close()


def test_sigint_stops_every_child_gracefully_and_exits_0(make):
    sup = make()
    proc = sup.start()
    pids = {s.pid for s in sup.wait_ready("stubborn", "worker").values()}
    assert pid_path(sup.data_dir).read_text().strip() == str(proc.pid)
    start = time.monotonic()
    proc.send_signal(signal.SIGINT)
    assert proc.wait(timeout=15) == 0
    assert time.monotonic() - start >= 1.0  # stubborn ignored SIGTERM: killed after the grace
    assert gone(pids)
    assert not pid_path(sup.data_dir).exists()
    out = sup.output()
    # honcho-style: each child's lines prefixed with its name
    assert re.search(r"^\d\d:\d\d:\d\d worker     \| LIMITS \{", out, re.M)
    assert re.search(r"^\d\d:\d\d:\d\d stubborn   \| ignoring SIGTERM$", out, re.M)
    assert "stubborn did not stop within 1 s: SIGKILL" in out
    assert "Traceback" not in out
    assert "killed by SIGKILL (supervisor stopping)" in sup.log("stubborn")
    assert "killed by SIGTERM (supervisor stopping)" in sup.log("worker")


def test_a_second_sigint_kills_everything_at_once(make):
    sup = make(overrides=["supervisor.graceful_timeout_s=60"])
    proc = sup.start()
    pids = {s.pid for s in sup.wait_ready("stubborn", "worker").values()}
    start = time.monotonic()
    proc.send_signal(signal.SIGINT)
    sup.wait(lambda s: s["stubborn"].state == "stopping", what="stopping")
    proc.send_signal(signal.SIGINT)
    assert proc.wait(timeout=15) == 0
    assert time.monotonic() - start < 30  # far less than the 60 s grace
    assert gone(pids)
    assert "second interrupt: killing every service now" in sup.output()


def test_sigterm_stops_too(make):
    sup = make({"worker": helper("report_limits.py")})
    proc = sup.start()
    pids = {s.pid for s in sup.wait_ready("worker").values()}
    proc.send_signal(signal.SIGTERM)
    assert proc.wait(timeout=15) == 0
    assert gone(pids)


def test_a_grandchild_that_left_its_group_does_not_hold_up_the_stop(make):
    sup = make({"escapee": helper("fork_grandchild.py", "--escape")})
    proc = sup.start()
    escaped = int(sup.wait(lambda s: "GRANDCHILD" in sup.log("escapee"), what="grandchild")
                  and re.search(r"GRANDCHILD (\d+)", sup.log("escapee")).group(1))
    try:
        proc.send_signal(signal.SIGTERM)
        assert proc.wait(timeout=15) == 0  # though the escaped grandchild still holds the pipe
    finally:
        os.kill(escaped, signal.SIGKILL)


def test_a_sigkilled_supervisor_leaves_no_child_behind(make):
    sup = make()
    proc = sup.start()
    pids = {s.pid for s in sup.wait_ready("stubborn", "worker").values()}
    proc.kill()
    proc.wait(timeout=10)
    # The parent-death signal is SIGKILL: even the child that ignores SIGTERM goes.
    wait_until(lambda: gone(pids), timeout=10, what="children to die with the supervisor")


def test_detach_then_status_then_down(make):
    sup = make()
    up = sup.cli("up", "--procfile", str(sup.procfile), "--detach")
    assert up.returncode == 0, up.stdout + up.stderr
    assert up.stdout.startswith("supervisor started (pid ")
    daemon = int(pid_path(sup.data_dir).read_text())
    try:
        pids = {s.pid for s in sup.wait_ready("stubborn", "worker").values()}
        again = sup.cli("up", "--procfile", str(sup.procfile), "--detach")
        assert again.returncode == 1
        assert f"a supervisor is already running (pid {daemon})" in again.stderr
        status = sup.cli("status")
        assert status.returncode == 0
        assert f"supervisor pid {daemon}" in status.stdout
        down = sup.cli("down")
        assert down.returncode == 0, down.stderr
        assert down.stdout.strip() == f"stopped (supervisor pid {daemon})"
        assert gone(pids | {daemon})
        assert not pid_path(sup.data_dir).exists()
        after = sup.cli("status")
        assert after.returncode == 1
        assert "no supervisor answers on" in after.stderr
        assert sup.cli("down").stdout.strip() == "no supervisor is running"
        assert "Traceback" not in (sup.data_dir / "logs" / "supervisor.log").read_text()
    finally:
        try:
            os.kill(daemon, signal.SIGKILL)
        except ProcessLookupError:
            pass


def test_a_stale_pid_file_is_replaced_with_a_message(make):
    sup = make({"worker": helper("report_limits.py")})
    path = pid_path(sup.data_dir)
    path.parent.mkdir(parents=True)
    path.write_text("999999\n")
    proc = sup.start()
    sup.wait_ready("worker")
    assert "replaced a stale pid file (pid 999999 is not a running supervisor)" in sup.output()
    assert path.read_text().strip() == str(proc.pid)
    proc.send_signal(signal.SIGTERM)
    assert proc.wait(timeout=15) == 0


def test_a_tcp_endpoint_in_use_gives_a_clear_message(make):
    holder = socket.socket()
    holder.bind(("127.0.0.1", 0))
    holder.listen()
    port = holder.getsockname()[1]
    try:
        sup = make({"worker": helper("report_limits.py")},
                   overrides=[f'network.supervisor_endpoint="tcp://127.0.0.1:{port}"'])
        result = sup.cli("up", "--procfile", str(sup.procfile))
    finally:
        holder.close()
    assert result.returncode == 1
    assert f"cannot bind tcp://127.0.0.1:{port}: Address already in use" in result.stderr
    assert "Traceback" not in result.stderr
    assert not pid_path(sup.data_dir).exists()


def test_an_ipc_endpoint_answered_by_another_process_is_not_stolen(make, zmq_ctx, ipc_dir):
    endpoint = f"ipc://{ipc_dir}/other.sock"
    other = RpcServer(zmq_ctx, endpoint, name="other")
    sup = make({"worker": helper("report_limits.py")},
               overrides=[f'network.supervisor_endpoint="{endpoint}"'])
    proc = subprocess.Popen(
        sup.cli_args("up", "--procfile", str(sup.procfile)),
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
    )
    try:
        # Answer the supervisor's probe like any service would (with an error: unknown kind).
        assert other.socket.poll(15000, zmq.POLLIN)
        incoming = other.recv()
        if incoming is not None:
            other.reply(incoming.peer, protocol.error_reply(incoming.msg.request_id,
                                                            "unexpected", "not me"))
        out, err = proc.communicate(timeout=20)
    finally:
        if proc.poll() is None:
            proc.kill()
        other.close()
    assert proc.returncode == 1
    assert f"{endpoint} is in use by another process" in err
    assert "Traceback" not in err


def test_a_bad_procfile_is_refused_with_its_line_number(make):
    sup = make({"worker": helper("report_limits.py")})
    sup.procfile.write_text("worker: python x.py\nnot a service line\n")
    result = sup.cli("up", "--procfile", str(sup.procfile))
    assert result.returncode == 2
    assert f"{sup.procfile}:2: expected 'name: command'" in result.stderr
    assert "Traceback" not in result.stderr


def test_up_refuses_a_configuration_that_cannot_work_and_starts_nothing(tmp_path):
    # Without this the supervisor would start the game again and again, each time refused.
    import sys

    from config.settings import PROJECT_ROOT

    data = tmp_path / "data"
    result = subprocess.run(
        [sys.executable, "-m", "services.cli", "--set", f"paths.data_dir={data}",
         "--set", 'network.game_endpoint="tcp://0.0.0.0:15555"', "--set", "game.map=nowhere",
         "up", "--detach"],
        cwd=PROJECT_ROOT, capture_output=True, text=True, timeout=60)
    assert result.returncode == 2, result.stderr
    assert "not started: the configuration cannot work:" in result.stderr
    assert "refusing to bind tcp://0.0.0.0:15555" in result.stderr
    assert "no map named 'nowhere'" in result.stderr
    assert "Traceback" not in result.stderr
    assert not (data / "logs" / "supervisor.log").exists()  # nothing was started
