"""A companion tick on a remote sandbox worker: tcp:// with CurveZMQ on loopback, against the lane.

The same tick as ``bench_sandbox`` (default map with 10 entities, minimal and typical code)
through the game's pool to a real worker process, reached three ways: the lane beside an ipc://
endpoint (how the game ticks its local workers), tcp:// on 127.0.0.1 without Curve, and tcp://
on 127.0.0.1 with Curve (how it ticks a worker on another host, less the network itself).

Run: .venv/bin/python -m bench.bench_remote   (writes bench/results/remote.json)
"""

from __future__ import annotations

import gc
import shutil
import socket
import tempfile
from typing import Any

import zmq

from base.curve import CurveKeys, generate_keys, read_client_keys
from bench.bench_sandbox import MINIMAL, TYPICAL, Ticker, measure
from bench.common import arguments, save
from services.sandbox_client.pool import WorkerPool
from services.sandbox_client.settings import PoolSettings
from services.sandbox_client.spawn import LocalSpawner


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def round_trip(ctx: zmq.Context, endpoint: str, code: str, n: int,
               curve: CurveKeys | None = None) -> dict[str, float]:
    pool = WorkerPool(ctx, [endpoint], PoolSettings(), curve=curve).start()
    try:
        assert pool.wait_ready(30), f"the worker on {endpoint} did not answer"
        return measure(Ticker(pool, code).once, n)
    finally:
        pool.close()


def main(argv: list[str] | None = None) -> None:
    parser = arguments("bench_remote")
    parser.add_argument("--ticks", type=int, default=3000,
                        help="ticks per code and transport (default 3000)")
    n = parser.parse_args(argv).ticks
    folder = tempfile.mkdtemp(prefix="da-bench-", dir="/tmp")
    keys = f"{folder}/keys"
    generate_keys(keys, ["game"])
    curve_flags = [f'network.curve_server_secret_key_file="{keys}/server.key_secret"',
                   f'network.curve_client_keys_dir="{keys}/clients"']
    client = CurveKeys(client=read_client_keys(f"{keys}/game.key_secret", f"{keys}/server.key"))
    lane_ep = f"ipc://{folder}/w.sock"
    tcp_ep = f"tcp://127.0.0.1:{free_port()}"
    curve_ep = f"tcp://127.0.0.1:{free_port()}"
    plain, secured = LocalSpawner(quiet=True), LocalSpawner(overrides=curve_flags, quiet=True)
    plain.start(0, lane_ep)
    plain.start(1, tcp_ep)
    secured.start(0, curve_ep)
    ctx = zmq.Context()
    gc.collect()
    gc.freeze()  # as the game service does once it has started
    try:
        results: dict[str, Any] = {"entities": 10, "ticks": n}
        for name, code in (("typical", TYPICAL), ("minimal", MINIMAL)):
            lane = round_trip(ctx, lane_ep, code, n)
            tcp = round_trip(ctx, tcp_ep, code, n)
            curve = round_trip(ctx, curve_ep, code, n, client)
            results[name] = {
                "lane": lane,
                "tcp_loopback": tcp,
                "tcp_curve_loopback": curve,
                "curve_over_lane_p50": round(curve["p50_us"] / lane["p50_us"], 2),
            }
        save("remote", results)
    finally:
        plain.close()
        secured.close()
        ctx.destroy(linger=0)
        shutil.rmtree(folder, ignore_errors=True)


if __name__ == "__main__":
    main()
