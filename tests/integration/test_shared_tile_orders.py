"""The public benchmark's `single` orders (bench/orders.toml), each given after the player has
stepped onto the companion's tile: served by the real system (strict mode: the library and the
skills, no model), each is carried out within its budget, as bench/orders.toml checks it. The
player walks onto the companion's tile before the order (one step on the default start; a walk
round the monsters where the order starts the companion elsewhere) and then keeps to the order's
own moves."""

from __future__ import annotations

from pathlib import Path

import pytest

from agent.benchmark import Checker, OrderSpec, load_orders
from game.pathfinding import find_path
from services.cli.eval_runner import PrivateSystem, wait_for_game, wait_for_ping
from services.cli.game_client import GameClient

pytestmark = [pytest.mark.timeout(900), pytest.mark.slow]

ORDERS = Path(__file__).resolve().parents[2] / "bench" / "orders.toml"
SINGLE = [s for s in load_orders(ORDERS) if s.category == "single"]


def position(world: dict, kind: str) -> tuple[int, int]:
    return tuple(next(e for e in world["entities"] if e["kind"] == kind)["position"])


def onto_the_companion(client: GameClient, world: dict) -> dict:
    """Walk the player onto the companion's tile, round the monsters; the world then."""
    maze = world["maze"]
    monsters = {tuple(e["position"]) for e in world["entities"]
                if e["kind"] in ("gorgon", "bat") and e["alive"]}
    near = {(r + dr, c + dc) for r, c in monsters for dr, dc in ((0, 0), (1, 0), (-1, 0),
                                                                   (0, 1), (0, -1))}
    goal = position(world, "companion")
    path = find_path(lambda p: maze[p[0] - 1][p[1] - 1] != "#", position(world, "player"),
                     goal, avoid=near)
    for direction in path:
        client.move(direction)
        world = client.tick().world
    assert position(world, "player") == position(world, "companion") == goal
    return world


def play(client: GameClient, spec: OrderSpec) -> tuple[bool, int, str, list[str]]:
    """Whether the order was carried out, in how many ticks, why not, and what was said."""
    client.reset(map=spec.scenario, seed=spec.seed, manual_ticks=True,
                 ai_start=list(spec.ai_start) if spec.ai_start else None, **spec.start)
    world = onto_the_companion(client, client.state().world)
    order = client.order(spec.text, "strict")
    frame = client.wait_order(order.order_id, 120, interval_s=0.05)
    if frame is None or frame.order is None or frame.order.state not in ("running", "done"):
        return False, 0, f"not served: {client.last_frame.order}", []
    checker = Checker(spec, world)
    for tick in range(spec.ticks):
        move = spec.player[tick] if tick < len(spec.player) else "."
        if move != ".":
            client.move(move)
        frame = client.tick()
        checker.feed(frame.world, frame.order.state if frame.order else "")
        if not checker.needs_whole_budget and not checker.unmet():
            return True, tick + 1, "", checker.statuses
    unmet = checker.unmet()
    last = checker.statuses[-1] if checker.statuses else ""
    return (not unmet, spec.ticks, "; ".join(unmet) + f' (last status: "{last}")',
            checker.statuses)


@pytest.fixture(scope="module")
def system():
    stack = PrivateSystem(["agent.mode=strict"])
    stack.start()
    yield stack
    stack.stop()


def test_every_single_order_from_the_shared_tile_is_carried_out_in_its_budget(system, zmq_ctx):
    client = wait_for_game(f"ipc://{system.data_dir}/run/game.sock", zmq_ctx, 180)
    wait_for_ping(f"ipc://{system.data_dir}/run/agent.sock", zmq_ctx, 180)
    system.wait_ready(180)  # the game linked to the agent too, not only the agent up
    client.rpc.timeout_ms = 30_000
    results = {spec.text: play(client, spec) for spec in SINGLE}
    client.close()
    for text, (ok, ticks, why, said) in results.items():
        print(f"{'ok    ' if ok else 'missed'} {ticks:4d} ticks  {text}  {why}"
              + ("" if ok else f"; said {list(dict.fromkeys(said))[-3:]}"))
    # Every one, "Kill all the bats" too: after the bow, the arrows lie where the only way
    # passes the player's tile, and the companion passes through it (only standing there hands
    # things over).
    missed = {text: why for text, (ok, _, why, _) in results.items() if not ok}
    assert not missed, missed
    assert len(results) == len(SINGLE) >= 17
