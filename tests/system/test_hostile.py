"""A hostile function in play, for each attack class of the sandbox suite (tests/sandbox/attacks),
loaded into the running game with game.load_code and ticked: the game never dies of it, workers
that had to be killed are back under the supervisor, the world stays consistent, and a harmless
function loaded next is served. One attack per class by default; DUNGEON_FAULTS=full runs all.
"""

from __future__ import annotations

import time
from pathlib import Path

import pytest

from base.transport import RemoteError
from tests.sandbox.test_attacks import ATTACKS, read_attack
from tests.system.consistency import problems as world_problems
from tests.system.scenario import Play, library_entries, storage_problems

pytestmark = [pytest.mark.slow, pytest.mark.timeout(120)]

# The most hostile of each class (the file name's first word); parser_10mb_source is over the
# message limit and belongs to the rogue client's oversized messages.
REPRESENTATIVES = {
    "bytecode_chunk", "c_loop_table_sort", "close_metamethod_bomb", "env_replace_ENV",
    "escape_os_execute", "gc_metamethod_bomb", "huge_error_object", "loop_in_update_func",
    "memory_table_growth", "metatable_setmetatable", "parser_nested_parens",
    "pattern_gsub_bomb", "python_mro_escape", "recursion_coroutines", "swallow_pcall",
    "tamper_many_moves",
}
HARMLESS = 'function update_func(player, ai, monsters, items)\n  return "alive"\nend'
MAX_SOURCE = 1 << 20  # bigger sources are the rogue client's business (message size)


def cases():
    out = []
    for path in ATTACKS:
        if len(read_attack(path).source) > MAX_SOURCE:
            continue  # too big to send: the rogue client's oversized messages (test_rogue.py)
        marks = [] if path.stem in REPRESENTATIVES else [pytest.mark.full]
        out.append(pytest.param(path, id=path.stem, marks=marks))
    return out


def test_every_attack_class_has_a_representative():
    classes = {p.stem.split("_")[0] for p in ATTACKS}
    assert {r.split("_")[0] for r in REPRESENTATIVES} == classes
    assert REPRESENTATIVES <= {p.stem for p in ATTACKS}


@pytest.mark.parametrize("path", cases())
def test_hostile_code_in_play_leaves_the_system_whole(healthy, report, path: Path):
    attack = read_attack(path)
    source = attack.source.decode("utf-8", "surrogateescape")
    system = healthy
    before = system.wait_supervised()
    library_before = library_entries(system)
    play = Play(system)
    start = play.reset()
    t0 = time.monotonic()
    try:
        play.call(lambda c: c.load_code(source, path.stem))
        loaded = "loaded"
    except RemoteError as exc:
        loaded = f"refused: {exc.code}"
    ticks = min(int(attack.number("ticks", 1)) + 2, 5)
    frame = play.tick(ticks)
    statuses = [play.statuses.get(t, "") for t in range(start.tick + 1, frame.tick + 1)]
    after = system.wait_supervised()
    recovered_s = time.monotonic() - t0
    problems = world_problems(play.start_world, frame.world)
    if after.pids["game"] != before.pids["game"]:
        problems.append("the game died of hostile code")
    if frame.tick != start.tick + ticks:
        problems.append(f"{ticks} ticks asked, {frame.tick - start.tick} ran")
    play.call(lambda c: c.load_code(HARMLESS, "harmless"))
    served = play.tick().status
    if served != "alive":
        problems.append(f"harmless code loaded next said {served!r}")
    problems += storage_problems(system, library_before)
    replaced = sorted(n for n, pid in after.pids.items() if before.pids.get(n) != pid)
    record = report({
        "scenario": f"hostile {path.stem}",
        "injected": f"{path.stem} ({attack.headers.get('threat')}) loaded with game.load_code, "
                    f"{ticks} ticks",
        "load": loaded, "statuses": [s[:120] for s in statuses], "replaced": replaced,
        "recovery_s": round(recovered_s, 3), "orders_lost": 0, "problems": problems,
    })
    assert record["problems"] == []
