"""Every shipped entry completes its order in the game.

Each scenario is an order as a player types it: the library matches it (real model), binds the
parameters, and the bound code runs through the real sandbox (the in-process runtime, and once
through a real worker process) against the default map, while ``game.rules.step`` advances the
world with the player's scripted moves and the monsters wandering as configured by default, for
the tick budgets of the public benchmark. The expectations are the benchmark's (see ``check``),
and the companion must end every scenario unharmed.

A companion sharing the player's tile hands over everything it carries: on an errand it walks
round the player, so the player standing still on their start tile costs it nothing (tested),
and where the player stands in the only way it says so and waits (tested on a small map).
"""

from __future__ import annotations

import shutil
import tempfile
from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass, field, replace
from typing import Any

import pytest
import zmq

from agent.library import Library, Match
from agent.library.embedding import SentenceEmbedder
from agent.library.shipped import load_shipped
from config.settings import Config, PathsConfig
from game.mapgen import generate
from game.maps import load_map, parse_map
from game.rules import Rules, step
from game.world import World, manhattan
from sandbox_worker.runtime import SandboxRuntime
from sandbox_worker.snapshot import flat_state, tick_seed


@dataclass(frozen=True)
class Scenario:
    order: str
    entry: str
    ticks: int
    expect: dict[str, Any]
    player: str = ""
    ai_start: tuple[int, int] | None = None
    seed: int = 0
    map: str | int = "default"  # a map name, a generated map's seed, or a map's text

    def world(self) -> World:
        if isinstance(self.map, int):
            return parse_map(generate(self.map), seed=self.seed)
        if "\n" in self.map:
            return parse_map(self.map, seed=self.seed)
        return load_map(self.map, seed=self.seed)

    @property
    def id(self) -> str:
        where = "" if self.map == "default" else f" [map {self.map}]"
        return self.order + where + (f" (seed {self.seed})" if self.seed else "")


SCENARIOS = [
    # The public benchmark's orders and budgets (bench/orders.toml).
    Scenario("Follow me", "follow_me", 60, {"follows": 3}, player="ddddddssssssaaaa"),
    Scenario("Go get the sword", "fetch_item", 120, {"ai_has": ["sword"]}),
    Scenario("Pick up the bow", "fetch_item", 80, {"ai_has": ["bow"]}),
    Scenario("Pick up the bow, then pick up an arrow", "fetch_two", 120,
             {"ai_has": ["bow", "arrow"]}),
    Scenario("Pick up the bow, then pick up an arrow, then kill a bat", "kill_monster", 200,
             {"defeated": {"bat": 1}}),
    Scenario("Go get the sword, then kill the gorgon", "kill_monster", 200,
             {"defeated": {"gorgon": 1}}),
    Scenario("Kill the gorgon", "kill_monster", 220, {"defeated": {"gorgon": 1}}),
    Scenario("Explore the dungeon", "explore", 150, {"explored": 80}),
    Scenario("Stay here", "stay_here", 30, {"stays": True}, player="ddddssss"),
    Scenario("How many monsters are in the dungeon?", "count_monsters", 5,
             {"status_has": ["4"]}),
    Scenario("Come back to me", "come_back", 80, {"near_player": 1}, ai_start=(12, 12)),
    Scenario("Kill all the bats", "kill_all", 500, {"defeated": {"bat": 3}}),
    Scenario("Where is the sword?", "where_is", 5, {"status_has_position_of": "sword"}),
    Scenario("Get the bow and all the arrows", "bow_and_arrows", 300,
             {"ai_has": ["bow", "arrow", "arrow", "arrow"], "done": True}),
    Scenario("Bring me the sword", "bring_item", 240, {"player_has": ["sword"]}),
    # ("... and tell me when you have it" is the fetch and then the telling, composed: no entry's)
    Scenario("Go get the sword for yourself", "fetch_item", 130,
             {"ai_has": ["sword"], "done": True}),
    # The rest of each entry's range.
    Scenario("grab the sword, then the bow", "fetch_two", 200, {"ai_has": ["sword", "bow"]}),
    Scenario("kill every monster in the dungeon", "kill_all", 600,
             {"defeated": {"bat": 3, "gorgon": 1}}),
    Scenario("kill the monster", "kill_monster", 200, {"defeated": {"bat": 1}}),
    Scenario("collect every arrow", "gather_all", 200,
             {"ai_has": ["arrow", "arrow", "arrow"], "done": True}),
    Scenario("where is the gorgon?", "where_is", 5, {"status_has_position_of": "gorgon"}),
    Scenario("how many bats are left?", "count_monsters", 5, {"status_has": ["3 bats"]}),
    Scenario("bring me the bow", "bring_item", 100, {"player_has": ["bow"], "done": True}),
    Scenario("come back to me", "come_back", 80, {"near_player": 1, "done": True},
             ai_start=(20, 3), player="ssssss"),
    Scenario("follow me", "follow_me", 80, {"follows": 3},
             player="ddddddddddddddssssss", seed=3),
    Scenario("explore the dungeon", "explore", 150, {"explored": 80}, seed=7),
    # Questions, and keeping away from monsters.
    Scenario("how is your health doing?", "health", 5, {"status_has": ["I have 3 health"]}),
    Scenario("what are you carrying?", "carrying", 5, {"status_has": ["carrying nothing"]}),
    Scenario("how many arrows lie on the ground?", "count_items", 5,
             {"status_has": ["3 arrows"]}),
    Scenario("what do you need to defeat a gorgon?", "what_defeats", 5,
             {"status_has": ["the sword"]}),
    Scenario("how far away is the bow?", "how_far", 5, {"status_has": ["11 tiles"]}),
    Scenario("which monster is nearest to you?", "nearest", 5,
             {"status_has": ["the nearest monster is the bat at row"]}),
    Scenario("where am I?", "whereabouts", 5, {"status_has": ["You are at row 2, column 2"]}),
    Scenario("bring me all the arrows", "bring_all", 600,
             {"player_has": ["arrow", "arrow", "arrow"], "done": True}),
    Scenario("grab all the items you can find", "gather_everything", 900,
             {"ai_has": ["sword", "bow", "arrow", "arrow", "arrow"], "done": True}),
    Scenario("where are you?", "whereabouts", 5, {"status_has": ["I am at row 2, column 3"]}),
    Scenario("do you have the sword?", "carrying", 5, {"status_has": ["carrying nothing"]}),
    Scenario("what's the closest item to you?", "nearest", 5,
             {"status_has": ["the nearest item is the arrow at row 10, column 2, 9 tiles"]}),
    Scenario("keep away from the gorgon", "keep_away", 40, {"far_from": {"gorgon": 4}},
             ai_start=(18, 22)),
    Scenario("run away, the gorgon is close", "flee", 40,
             {"far_from": {"gorgon": 4}, "done": True}, ai_start=(18, 22)),
    # The companion's duties.
    Scenario("watch out for me", "guard_player", 60, {"follows": 3}, player="ddddddssssssaaaa"),
    Scenario("keep watch over the bow", "guard_item", 40, {"status_has": ["Guarding the bow"]}),
    Scenario("shield me from the medusa", "protect_player", 40,
             {"status_has": ["between you and the gorgon"]}),
    Scenario("do the rounds", "patrol_room", 40, {"status_has": ["Patrolling"]}),
    Scenario("hand over all your items", "hand_over", 5,
             {"status_has": ["nothing to give you"], "done": True}),
    # Other seeds, and generated maps.
    Scenario("Kill all the bats", "kill_all", 500, {"defeated": {"bat": 3}}, seed=3),
    Scenario("Get the bow and all the arrows", "bow_and_arrows", 300,
             {"ai_has": ["bow", "arrow", "arrow", "arrow"], "done": True}, seed=4),
    Scenario("Explore the dungeon", "explore", 150, {"explored": 80}, seed=2),
    Scenario("Pick up the bow, then pick up an arrow, then kill a bat", "kill_monster", 200,
             {"defeated": {"bat": 1}}, map=1),
    Scenario("Go get the sword, then kill the gorgon", "kill_monster", 200,
             {"defeated": {"gorgon": 1}}, map=6),
    Scenario("Kill all the bats", "kill_all", 500, {"defeated": {"bat": 3}}, map=6),
    Scenario("Get the bow and all the arrows", "bow_and_arrows", 300,
             {"ai_has": ["bow", "arrow", "arrow", "arrow"], "done": True}, map=6),
    Scenario("Explore the dungeon", "explore", 150, {"explored": 80}, map=3),
]


# -- the run ----------------------------------------------------------------------------------


@dataclass
class Run:
    world: World
    statuses: list[tuple[int, str]] = field(default_factory=list)  # (tick, status)
    positions: list[tuple[int, int]] = field(default_factory=list)  # companion, after each tick
    distances: list[int] = field(default_factory=list)  # companion to player, after each tick
    places: list[dict[str, tuple[int, int]]] = field(default_factory=list)  # what is where
    done_at: int | None = None
    errors: list[str] = field(default_factory=list)
    handovers: list[int] = field(default_factory=list)  # ticks at which the player got items
    # The nearest monster of each kind, in tiles, when the order finished (or at the end).
    gaps: dict[str, int] = field(default_factory=dict)


class InProcess:
    """The sandbox's in-process runtime driven the way the game drives a worker."""

    def __init__(self, world: World, code: str) -> None:
        self.runtime = SandboxRuntime()
        self.runtime.set_maze(world.maze)
        loaded = self.runtime.load(code, "entry")
        assert loaded.error is None, loaded.error

    def tick(self, world: World) -> tuple[str, list[dict[str, Any]], bool, Any]:
        turn = self.runtime.tick(flat_state(world), tick_seed(0, world.tick))
        return turn.status, turn.actions, turn.done, turn.error


# The game's default rules: monsters wander (config/default.toml).
RULES = Rules(Config().game.monster_wander_chance, Config().game.monster_leash_tiles)


def play(scenario: Scenario, code: str, driver_cls=InProcess, **driver_args) -> Run:
    world = scenario.world()
    if scenario.ai_start:
        world.companion.position = scenario.ai_start
    run = Run(world)
    driver = driver_cls(world, code, **driver_args)
    start = world.companion.position
    run.positions.append(start)
    for t in range(1, scenario.ticks + 1):
        actions: list[dict[str, Any]] = []
        if run.done_at is None:
            status, actions, done, error = driver.tick(world)
            if error is not None:
                run.errors.append(f"tick {t}: {error.kind}: {error.message}")
            run.statuses.append((t, status))
            run.places.append(where_things_are(world))
            if done:
                run.done_at = t
        move = scenario.player[t - 1] if t <= len(scenario.player) else None
        events = step(world, player_move=None if move == "." else move,
                      companion_actions=actions, rules=RULES)
        if any(e.kind == "handover" for e in events):
            run.handovers.append(t)
        run.positions.append(world.companion.position)
        run.distances.append(manhattan(world.companion.position, world.player.position))
        if run.done_at is None or run.done_at == t:
            run.gaps = monster_gaps(world)
    return run


def monster_gaps(world: World) -> dict[str, int]:
    gaps: dict[str, int] = {}
    for m in world.monsters():
        d = manhattan(m.position, world.companion.position)
        gaps[m.kind] = min(d, gaps.get(m.kind, d))
    return gaps


def where_things_are(world: World) -> dict[str, tuple[int, int]]:
    places = {m.kind: m.position for m in world.monsters()}
    places.update({i.name: i.position for i in world.ground if i.position})
    return places


def check(scenario: Scenario, run: Run) -> list[str]:
    """The benchmark's expectations; returns what failed, in words."""
    w, e, failed = run.world, scenario.expect, []
    if "ai_has" in e and Counter(e["ai_has"]) - Counter(i.name for i in w.companion.items):
        failed.append(f"ai has {[i.name for i in w.companion.items]}, wanted {e['ai_has']}")
    if "player_has" in e and Counter(e["player_has"]) - Counter(i.name for i in w.player.items):
        failed.append(f"player has {[i.name for i in w.player.items]}")
    for kind, n in e.get("defeated", {}).items():
        if w.defeated.get(kind, 0) < n:
            failed.append(f"defeated {w.defeated}, wanted {kind} x{n}")
    if "near_player" in e and run.distances[-1] > e["near_player"]:
        failed.append(f"ends {run.distances[-1]} tiles from the player")
    if "follows" in e and max(run.distances[9:]) > e["follows"]:
        failed.append(f"fell {max(run.distances[9:])} tiles behind")
    if e.get("stays") and set(run.positions) != {run.positions[0]}:
        failed.append(f"moved: {sorted(set(run.positions))}")
    texts = [s.lower() for _, s in run.statuses]
    for wanted in e.get("status_has", []):
        if not any(wanted.lower() in s for s in texts):
            failed.append(f"no status says {wanted!r}: {texts}")
    if "status_has_position_of" in e:
        name = e["status_has_position_of"]
        if not any(_says_position(s, places.get(name)) for (_, s), places
                   in zip(run.statuses, run.places, strict=True)):
            failed.append(f"no status gives the {name}'s row and column: {texts}")
    for kind, n in e.get("far_from", {}).items():  # as the benchmark: farther than n tiles
        if run.gaps.get(kind, n + 1) <= n:
            failed.append(f"a {kind} is {run.gaps[kind]} tiles away when the order ends")
    if "explored" in e and len(set(run.positions)) < e["explored"]:
        failed.append(f"explored {len(set(run.positions))} tiles")
    if e.get("done") and run.done_at is None:
        failed.append("never returned Done")
    return failed + run.errors


def _says_position(status: str, pos: tuple[int, int] | None) -> bool:
    import re

    numbers = [int(n) for n in re.findall(r"\d+", status)]
    return pos is not None and pos[0] in numbers and pos[1] in numbers


# -- fixtures ---------------------------------------------------------------------------------


@pytest.fixture(scope="module")
def library() -> Iterator[Library]:
    folder = tempfile.mkdtemp(prefix="da-lib-")
    lib = Library.open(replace(Config(), paths=PathsConfig(data_dir=folder)),
                       embedder=SentenceEmbedder())
    yield lib
    lib.close()
    shutil.rmtree(folder, ignore_errors=True)


def matched(library: Library, scenario: Scenario) -> Match:
    m = library.match(scenario.order, scenario.world())
    assert m is not None and m.entry_id == scenario.entry, (scenario.order, m)
    return m


# -- tests ------------------------------------------------------------------------------------


@pytest.mark.parametrize("scenario", SCENARIOS, ids=[s.id for s in SCENARIOS])
def test_the_entry_completes_its_order_in_the_game(library, scenario):
    run = play(scenario, matched(library, scenario).code)
    assert check(scenario, run) == []
    assert run.world.companion.health == 3, "the companion came to harm"


def test_every_shipped_entry_has_a_scenario():
    assert {s.entry for s in SCENARIOS} == {e.id for e in load_shipped()}


ERRANDS = [s for s in SCENARIOS if s.map == "default" and s.seed == 0 and not s.player
           and s.entry not in ("bring_item", "bring_all", "stay_here", "count_monsters",
                               "where_is")]


@pytest.mark.parametrize("scenario", ERRANDS, ids=[s.id for s in ERRANDS])
def test_on_an_errand_the_companion_walks_round_the_player_and_keeps_its_things(library,
                                                                                   scenario):
    # The player stands still on their start tile, next to the companion's, all along.
    run = play(scenario, matched(library, scenario).code)
    assert run.handovers == [] and run.world.player.items == []
    assert run.world.player.position not in run.positions


# The player (P) stands in the only way from the companion (A) to the bow (>); the arrow (/) is
# picked up on the way; the bat (B) is there so that the game goes on.
CORRIDOR = """\
############
#A/P....>..#
###.######.#
###.######.#
###......B.#
############
"""


def test_with_the_player_in_the_only_way_the_companion_passes_through_and_keeps_its_things(
        library):
    scenario = Scenario("Pick up the bow", "fetch_item", 40, {"ai_has": ["bow"], "done": True},
                        map=CORRIDOR)
    run = play(scenario, matched(library, scenario).code)
    assert check(scenario, run) == [] and run.handovers == [] and run.world.player.items == []
    assert sorted(i.name for i in run.world.companion.items) == ["arrow", "bow"]
    assert not [t for t, status in run.statuses if "step aside" in status]
    # Onto the player's tile for one tick, and off it the next.
    assert run.positions.count(run.world.player.position) == 1


class Pool:
    """A real sandbox worker process, through the game's WorkerPool."""

    def __init__(self, world: World, code: str, *, pool) -> None:
        self.pool = pool
        pool.load(code, "entry")

    def tick(self, world: World):
        turn = self.pool.tick(world)
        world.keep_memory(turn.memory, turn.memory_token)
        return turn.status, turn.actions, turn.done, turn.error


def test_an_entry_runs_the_same_through_a_worker_process(library, ipc_dir):
    from services.sandbox_client.pool import WorkerPool
    from services.sandbox_client.settings import PoolSettings
    from services.sandbox_client.spawn import LocalSpawner

    cfg = Config()
    scenario = next(s for s in SCENARIOS if s.order == "Kill the gorgon")
    code = matched(library, scenario).code
    ctx = zmq.Context()
    pool = WorkerPool(ctx, [f"ipc://{ipc_dir}/lib.sock"],
                      PoolSettings(limits=cfg.sandbox, deadline_ms=2000),
                      spawner=LocalSpawner(supervisor=cfg.supervisor, quiet=True)).start()
    try:
        assert pool.wait_ready(15), "the sandbox worker did not start"
        remote = play(scenario, code, Pool, pool=pool)
    finally:
        pool.close()
        ctx.destroy(linger=0)
    local = play(scenario, code)
    assert check(scenario, remote) == []
    assert remote.positions == local.positions and remote.statuses == local.statuses
