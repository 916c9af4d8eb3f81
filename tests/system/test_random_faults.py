"""Faults at seeded-random points of a scripted game: orders cycle (library and model), the
player ticks on, and at a random moment a random service is hurt in a random way. The seed is
printed; DUNGEON_FAULT_SEED=N replays a run, DUNGEON_FAULTS=full makes it longer."""

from __future__ import annotations

import os
import random
import time

import pytest

from tests.system.conftest import FULL
from tests.system.scenario import HOWS, Play, check_after, inject, library_entries, recover

pytestmark = [pytest.mark.slow, pytest.mark.late, pytest.mark.timeout(1800)]

SEED = int(os.environ.get("DUNGEON_FAULT_SEED", "20261122"))
INJECTIONS = 12 if FULL else 3
SCRIPT = [("follow me", ""), ("explore the dungeon", "generate"), ("go get the bow", ""),
          ("walk two steps right then come back", "generate"),
          ("how many monsters are left?", ""), ("dance in a circle", "generate"), ("stay here", "")]
VICTIMS = ("game", "sandbox", "agent", "llm")


def test_faults_at_random_points_of_a_scripted_game(healthy, report):
    system = healthy
    rng = random.Random(SEED)
    play = Play(system)
    play.reset()
    failures = []
    for n in range(INJECTIONS):
        library_before = library_entries(system)
        system.wait_supervised()
        text, mode = SCRIPT[n % len(SCRIPT)]
        service, how = rng.choice(VICTIMS), rng.choice(sorted(HOWS))
        delay = rng.uniform(0.0, 3.0)
        play.order(text, mode)
        t0 = time.monotonic()
        while time.monotonic() - t0 < delay:
            play.tick()
            time.sleep(0.05)
        state = play.state()
        phase = state.order.state if state.order else "no order"
        victim = service if service != "sandbox" else f"sandbox.{max(state.sandbox_worker, 0)}"
        injection = inject(system, victim, how, phase, state.tick)
        record = {
            "scenario": f"random {n + 1}/{INJECTIONS} (seed {SEED})",
            "injected": f"{HOWS[how]} of {victim} (pid {injection.pid}) {delay:.2f} s after "
                        f"{text!r} ({mode or 'default mode'}), the order {phase}",
            "service": service, "victim": victim, "how": how, "phase": phase,
            "orders_accepted": len(play.accepted),
        }
        record.update(recover(system, play, injection))
        record.update(check_after(system, play, phase=phase, restarted_game=False,
                                  ticks_before=state.tick, library_before=library_before))
        report(record)
        if record["problems"] or record.get("orders_lost"):
            failures.append(record["scenario"])
    assert failures == [], f"seed {SEED}: {failures}"
