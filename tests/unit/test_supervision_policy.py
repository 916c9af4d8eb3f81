"""Restart policy objects with ``now`` passed in: backoff, crash counting, flapping, liveness."""

from __future__ import annotations

from services.supervisor.policy import Backoff, CrashCounter, FlappingDetector, Liveness


def test_backoff_doubles_from_the_initial_delay_up_to_the_cap():
    backoff = Backoff(initial_s=0.1, max_s=30.0)
    delays = [backoff.delay(n) for n in range(1, 12)]
    assert delays[:5] == [0.1, 0.2, 0.4, 0.8, 1.6]
    assert delays[-3:] == [25.6, 30.0, 30.0]
    assert backoff.delay(10_000) == 30.0  # no overflow however long the crash loop


def test_zero_initial_backoff_restarts_at_once():
    assert Backoff(0.0, 30.0).delay(7) == 0.0


def test_a_healthy_run_resets_the_consecutive_crash_count():
    counter = CrashCounter(reset_after_s=10.0)
    assert [counter.crashed(1.0) for _ in range(3)] == [1, 2, 3]
    assert counter.crashed(10.0) == 1
    assert counter.crashed(0.5) == 2


def test_flapping_counts_crashes_in_a_sliding_window():
    flapping = FlappingDetector(crashes=3, window_s=10.0)
    assert not flapping.crashed(0.0)
    assert not flapping.crashed(6.0)
    # The first crash has left the window: only two remain.
    assert not flapping.crashed(10.5)
    assert flapping.crashed(12.0)


def test_flapping_fires_however_slowly_the_crashes_come_within_the_window():
    flapping = FlappingDetector(crashes=5, window_s=60.0)
    assert [flapping.crashed(t) for t in (0, 14, 28, 42, 56)] == [False] * 4 + [True]


def test_liveness_expires_after_liveness_intervals_of_silence_once_registered():
    live = Liveness(interval_s=1.0, liveness=3)
    assert not live.expired(1000.0)  # never beat: judged by its exit alone
    live.beat(10.0)
    assert not live.expired(12.9)
    assert live.expired(13.0)
    assert live.age(12.0) == 2.0


def test_an_announced_interval_widens_the_window_until_the_next_plain_beat():
    live = Liveness(interval_s=1.0, liveness=3)
    live.beat(0.0, interval_s=20.0)  # "a long model call starts"
    assert not live.expired(59.0)
    assert live.expired(60.0)
    live.beat(30.0)
    assert live.deadline() == 33.0
