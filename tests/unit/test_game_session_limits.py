"""What one client request may make the game do (issue 12): a game.tick runs for a bounded time,
so the service never stops heartbeating, and says how far it got; game.reset reads maps only from
the packaged maps or the folder the configuration allows."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from base import protocol as p
from config.settings import GameConfig
from game.world import World
from services.game_server.session import GameSession
from tests.unit.game_session_fakes import StandInAgent, StandInDriver, Turn

# -- a long game.tick (D4) --------------------------------------------------------------------


class FakeClock:
    """Whole microseconds, so that sums of milliseconds compare exactly."""

    def __init__(self) -> None:
        self.us = 100_000_000

    def __call__(self) -> float:
        return self.us / 1e6


def slow_session(ms_per_tick: int, **game: object) -> GameSession:
    """A game whose companion code takes ``ms_per_tick`` of the (fake) clock per tick."""
    clock = FakeClock()

    def slow(world: World, n: int) -> Turn:
        clock.us += int(ms_per_tick * 1000)
        return Turn(status=f"tick {n}")

    s = GameSession(GameConfig(manual_ticks=True, **game),  # type: ignore[arg-type]
                    driver=StandInDriver({"slow": slow}), orders=StandInAgent(), clock=clock)
    s.handle(p.GameLoadCode(request_id="r", code="code", code_id="slow"))
    return s


def test_a_long_tick_request_stops_at_its_time_budget_and_says_how_far_it_got():
    s = slow_session(10, max_request_ms=500)
    published: list[p.Frame] = []
    s.on_frame = published.append
    reply = s.handle(p.GameTick(request_id="r", count=10_000))
    assert isinstance(reply, p.GameFrame)
    assert reply.ticks_run == 50 and reply.frame.tick == 50
    assert "50 of 10000 ticks" in reply.note and "game.max_request_ms" in reply.note
    assert [f.tick for f in published] == list(range(1, 51))  # every frame went out
    # The rest is asked for again, and the next request has a budget of its own.
    again = s.handle(p.GameTick(request_id="r", count=30))
    assert isinstance(again, p.GameFrame)
    assert again.ticks_run == 30 and again.frame.tick == 80 and again.note == ""


def test_a_tick_request_within_its_budget_runs_every_tick():
    s = slow_session(1, max_request_ms=500)
    reply = s.handle(p.GameTick(request_id="r", count=400))
    assert isinstance(reply, p.GameFrame)
    assert (reply.ticks_run, reply.frame.tick, reply.note) == (400, 400, "")


def test_a_tick_longer_than_the_whole_budget_still_runs_one():
    s = slow_session(800, max_request_ms=500)
    reply = s.handle(p.GameTick(request_id="r", count=3))
    assert isinstance(reply, p.GameFrame) and reply.ticks_run == 1


# -- where maps come from ---------------------------------------------------------------------


def write_map(folder: Path, name: str = "mine.txt") -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / name
    path.write_text("######\n#P.A.#\n#..^.#\n######\n")
    return path


def reset(s: GameSession, map_name: str) -> p.Message:
    return s.handle(p.GameReset(request_id="r", map=map_name))


def test_a_reset_reads_a_map_file_only_from_the_allowed_folder(tmp_path):
    mine = write_map(tmp_path / "maps")
    elsewhere = write_map(tmp_path / "elsewhere")
    s = GameSession(GameConfig(manual_ticks=True))
    refused = reset(s, str(mine))
    assert isinstance(refused, p.ErrorReply) and refused.code == p.BAD_FIELD
    assert "game.maps_dir" in refused.message and str(mine) in refused.message
    assert s.world.rows == 23  # the game goes on unchanged

    allowed = GameSession(GameConfig(manual_ticks=True, maps_dir=str(tmp_path / "maps")))
    frame = reset(allowed, str(mine))
    assert isinstance(frame, p.GameFrame) and allowed.world.rows == 4
    outside = reset(allowed, str(elsewhere))
    assert isinstance(outside, p.ErrorReply) and "game.maps_dir" in outside.message


@pytest.mark.parametrize("name", ["../../maps/mine", "maps/../elsewhere/mine.txt", "/etc/hosts"])
def test_names_that_climb_out_of_the_map_folders_are_refused(tmp_path, name, monkeypatch):
    write_map(tmp_path / "maps")
    write_map(tmp_path / "elsewhere")
    monkeypatch.chdir(tmp_path)
    s = GameSession(GameConfig(manual_ticks=True, maps_dir=str(tmp_path / "maps")))
    refused = reset(s, name)
    assert isinstance(refused, p.ErrorReply) and refused.code == p.BAD_FIELD, refused
    assert s.world.rows == 23


def test_a_link_in_the_allowed_folder_that_points_out_of_it_is_refused(tmp_path):
    elsewhere = write_map(tmp_path / "elsewhere")
    (tmp_path / "maps").mkdir()
    os.symlink(elsewhere, tmp_path / "maps" / "link.txt")
    s = GameSession(GameConfig(manual_ticks=True, maps_dir=str(tmp_path / "maps")))
    refused = reset(s, str(tmp_path / "maps" / "link.txt"))
    assert isinstance(refused, p.ErrorReply) and "game.maps_dir" in refused.message


def test_packaged_maps_are_named_as_before():
    s = GameSession(GameConfig(manual_ticks=True))
    assert isinstance(reset(s, "default"), p.GameFrame)
    unknown = reset(s, "nowhere")
    assert isinstance(unknown, p.ErrorReply) and "no map named 'nowhere'" in unknown.message


# -- a start made to order --------------------------------------------------------------------


def test_a_reset_sets_health_and_what_each_party_carries():
    s = GameSession(GameConfig(manual_ticks=True))
    frame = s.handle(p.GameReset(request_id="r", map="default", ai_health=1,
                                 ai_items=["sword", "arrow", "arrow"], player_items=["bow"],
                                 player_health=2))
    assert isinstance(frame, p.GameFrame)
    ai, player = s.world.companion, s.world.player
    assert ai.health == 1 and player.health == 2
    assert sorted(i.name for i in ai.items) == ["arrow", "arrow", "sword"]
    assert [i.name for i in player.items] == ["bow"]
    # Taken from the ground, not copied: each item is in one place only.
    assert not any(i.name in ("sword", "bow") for i in s.world.ground)
    assert sum(i.name == "arrow" for i in s.world.ground) == 1


def test_a_start_that_cannot_be_set_up_is_refused_and_changes_nothing():
    s = GameSession(GameConfig(manual_ticks=True))
    before = s.world.to_wire()
    for bad in ({"ai_health": 0}, {"player_health": 1000}, {"ai_items": ["potion"]}):
        reply = s.handle(p.GameReset(request_id="r", map="default", **bad))
        assert isinstance(reply, p.ErrorReply) and reply.code == p.BAD_FIELD, bad
        assert s.world.to_wire() == before
    made = s.handle(p.GameReset(request_id="r", map="default", ai_items=["sword", "sword"]))
    assert isinstance(made, p.GameFrame)  # one sword lies on the map: the second is made anew
    assert [i.name for i in s.world.companion.items] == ["sword", "sword"]
