"""CurveZMQ on tcp:// (127.0.0.1): a client with an authorised key plays; a client with another
key, or with none, gets nothing, and the game logs each refusal once however often it retries."""

from __future__ import annotations

import pytest

from base.transport import ServiceTimeout
from services.cli.game_client import GameClient
from tests.integration.curve_setup import client_curve, curve_overrides, free_port, make_keys
from tests.integration.game_process import GameProcess
from tests.waiting import wait_until

pytestmark = [pytest.mark.timeout(90), pytest.mark.slow]


@pytest.fixture
def secured(ipc_dir):
    keys = make_keys(ipc_dir / "keys")
    endpoint = f"tcp://127.0.0.1:{free_port()}"
    game = GameProcess(
        ipc_dir,
        "game.manual_ticks=true",
        "game.monster_wander_chance=0",
        f'network.game_endpoint="{endpoint}"',
        f'network.game_pub_endpoint="tcp://127.0.0.1:{free_port()}"',
        *curve_overrides(keys),
        endpoint=endpoint,
        curve=client_curve(keys),
    )
    game.start()
    yield game, keys
    game.stop()


def player_position(frame) -> list[int]:
    return next(e["position"] for e in frame.world["entities"] if e["kind"] == "player")


def test_an_authorised_client_joins_moves_and_gets_frames(secured, zmq_ctx):
    game, _keys = secured
    with game.client(zmq_ctx) as client:
        assert client.pub_endpoint.startswith("tcp://127.0.0.1:")
        start = player_position(client.last_frame)
        client.move("d")
        frame = client.tick()
        assert player_position(frame) == [start[0], start[1] + 1]
        # Frames come on the PUB socket, over Curve too (the first ones may go before the
        # subscription is through: tick until one arrives).
        published = []
        for _ in range(50):
            published = list(client.frames(timeout_ms=100))
            if published:
                break
            client.tick()
        assert published and published[-1].tick >= frame.tick


def test_a_wrong_key_or_none_gets_nothing_and_is_logged_once(secured, zmq_ctx, tmp_path):
    game, keys = secured
    stranger = make_keys(tmp_path / "stranger", "stranger")
    wrong_key = client_curve(stranger, "stranger", server=keys)  # knows the server, not known
    for curve in (wrong_key, wrong_key, None, None):
        with pytest.raises(ServiceTimeout):
            GameClient(game.endpoint, ctx=zmq_ctx, timeout_ms=600, subscribe=False, curve=curve)
    # A keyless client gives up after one handshake, and when it hangs up first the game sees only
    # a dropped connection (nobody was refused): on a busy machine both tries can end that way, so
    # keyless clients keep knocking (a bounded number of times) until the game has told it once.
    for _ in range(20):
        if "does not use CurveZMQ" in game.log.read_text():
            break
        with pytest.raises(ServiceTimeout):
            GameClient(game.endpoint, ctx=zmq_ctx, timeout_ms=300, subscribe=False, curve=None)
    wait_until(lambda: "does not use CurveZMQ" in game.log.read_text(), timeout=10,
               what="the keyless client's refusal in the game's log")
    log = game.log.read_text()
    assert log.count("refused a client from 127.0.0.1: its key") == 1, log
    assert log.count("refused a client on tcp://127.0.0.1") == 1, log
    # The game is still there for the player who has the key.
    with game.client(zmq_ctx, subscribe=False) as client:
        assert client.state().tick == 0
