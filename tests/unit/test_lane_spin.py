"""The tick lane's spinning adapts to load: it stops while other work keeps the cores busy and
starts again once they are free (base/lane_spin.py). Time and readings are passed in."""

from __future__ import annotations

import os

import pytest

from base.lane_spin import AdaptiveSpin, SpinGovernor, read_runnable

SPIN_S = 200e-6


def feed(governor: SpinGovernor, runnable: list[int], start: float = 0.0) -> float:
    """One reading per sampling period; returns the time after the last."""
    now = start
    for count in runnable:
        assert governor.due(now)
        governor.observe(now, count)
        now += governor.sample_every_s
    return now


def test_a_quiet_machine_keeps_spinning():
    governor = SpinGovernor(SPIN_S, cores=2)
    # Only the lane's own two threads are ever runnable (the sender and the peer it woke).
    feed(governor, [2] * 100)
    assert governor.spin_s == SPIN_S


def test_a_model_busy_on_one_of_two_cores_stops_the_spinning():
    governor = SpinGovernor(SPIN_S, cores=2)
    feed(governor, [3] * 40)  # the model's thread runnable at every reading: 2 s
    assert governor.spin_s == 0.0


def test_spinning_resumes_once_the_other_work_has_stopped():
    governor = SpinGovernor(SPIN_S, cores=2)
    now = feed(governor, [3] * 40)
    assert governor.spin_s == 0.0
    feed(governor, [2] * 40, start=now)
    assert governor.spin_s == SPIN_S


def test_a_short_burst_of_other_work_does_not_stop_the_spinning():
    governor = SpinGovernor(SPIN_S, cores=2)
    now = feed(governor, [2] * 20)
    now = feed(governor, [4, 3], start=now)  # a compiler or a test run for 100 ms
    feed(governor, [2] * 5, start=now)
    assert governor.spin_s == SPIN_S


def test_work_now_and_then_near_the_threshold_does_not_flip_it_on_every_reading():
    governor = SpinGovernor(SPIN_S, cores=2)
    now = feed(governor, [3] * 40)
    assert governor.spin_s == 0.0
    decisions = []
    for count in [2, 3] * 40:  # other work runnable half the time: between the thresholds
        now = feed(governor, [count], start=now)
        decisions.append(governor.spin_s)
    assert set(decisions) == {0.0}


def test_more_cores_leave_room_for_the_same_work():
    governor = SpinGovernor(SPIN_S, cores=16)
    feed(governor, [3] * 40)  # the model on one of sixteen cores
    assert governor.spin_s == SPIN_S
    feed(governor, [20] * 60, start=100.0)  # every core busy
    assert governor.spin_s == 0.0


def test_a_reading_is_wanted_at_most_once_per_sampling_period():
    governor = SpinGovernor(SPIN_S, cores=2, sample_every_s=0.05)
    assert governor.due(10.0)
    governor.observe(10.0, 2)
    assert not governor.due(10.01)
    assert not governor.due(10.049)
    assert governor.due(10.05)


def test_the_process_reads_the_load_only_when_a_reading_is_due():
    now = [0.0]
    reads = []

    def read() -> int:
        reads.append(now[0])
        return 3

    spin = AdaptiveSpin(200, cores=2, read=read, clock=lambda: now[0])
    for step in range(2000):  # 2 s of ticks, one per millisecond
        now[0] = step / 1000
        spin.spin_s()
    assert len(reads) == 40  # one per 50 ms
    assert spin.spin_s() == 0.0  # and it saw the busy machine


def test_not_adapting_or_not_spinning_reads_nothing():
    def read() -> int:
        raise AssertionError("read the load")

    assert AdaptiveSpin(200, adapt=False, cores=2, read=read).spin_s() == SPIN_S
    assert AdaptiveSpin(0, cores=2, read=read).spin_s() == 0.0


def test_an_unreadable_load_keeps_the_configured_spin():
    spin = AdaptiveSpin(200, cores=2, read=lambda: None, clock=lambda: 1.0)
    assert spin.spin_s() == SPIN_S


@pytest.mark.skipif(not os.path.exists("/proc/loadavg"), reason="needs Linux's /proc/loadavg")
def test_the_runnable_count_is_read_from_the_kernel():
    fd = os.open("/proc/loadavg", os.O_RDONLY)
    try:
        count = read_runnable(fd)
    finally:
        os.close(fd)
    assert count is not None and count >= 1  # this test's own thread is running


def test_a_closed_or_foreign_file_reads_as_unknown(tmp_path):
    path = tmp_path / "loadavg"
    path.write_text("not a load average\n")
    fd = os.open(path, os.O_RDONLY)
    try:
        assert read_runnable(fd) is None
    finally:
        os.close(fd)
    assert read_runnable(fd) is None  # closed
