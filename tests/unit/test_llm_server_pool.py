"""The OpenAI backend's list of servers: least busy first, taking turns, down after a failure
until a probe after the back-off, with time passed in."""

from __future__ import annotations

import pytest

from services.llm_server.server_pool import ServerPool

A, B, C = "http://127.0.0.1:8080", "http://127.0.0.1:8081", "http://127.0.0.1:8082"


def pool(*urls: str, slots: int = 1) -> ServerPool:
    return ServerPool(urls or (A, B), slots=slots, backoff_initial_s=1.0, backoff_max_s=8.0)


def test_equal_servers_take_turns():
    p = pool(A, B, C)
    picked = []
    for _ in range(6):
        s = p.acquire()
        picked.append(s.url)
        p.release(s, served=True)
    assert picked == [A, B, C, A, B, C]
    assert [v.served for v in p.views(0.0)] == [2, 2, 2]


def test_the_least_busy_server_gets_the_next_request_until_every_slot_is_taken():
    p = pool(A, B, slots=2)
    first = p.acquire()
    second = p.acquire()
    assert {first.url, second.url} == {A, B}
    p.acquire()
    p.acquire()
    assert p.acquire() is None  # 2 slots each, 4 taken
    assert not p.has_room()
    p.release(second)
    assert p.has_room() and p.acquire() is second


def test_a_failed_server_gets_no_requests_until_a_probe_after_its_back_off():
    p = pool(A, B)
    a = p.servers[0]
    p.failed(a, "cannot connect: connection refused", now=10.0)
    assert p.acquire().url == B
    assert p.acquire() is None  # B is full, A is down
    assert p.due(10.5) == []
    assert p.next_due_in(10.5) == pytest.approx(0.5)
    assert p.due(11.0) == [a]  # now being probed: not due twice
    assert p.due(11.0) == [] and p.next_due_in(11.0) is None
    p.answered(a, "m")
    assert p.acquire() is a
    view = p.views(11.0)[0]
    assert view.up and view.failures == 0 and "connection refused" in view.error


def test_the_back_off_doubles_per_failure_in_a_row_up_to_its_cap():
    p = pool(A)
    a = p.servers[0]
    retries = []
    now = 0.0
    for _ in range(6):
        p.failed(a, "refused", now)
        retries.append(a.retry_at - now)
        now = a.retry_at
        assert p.due(now) == [a]
    assert retries == [1.0, 2.0, 4.0, 8.0, 8.0, 8.0]
    p.answered(a, "m")
    p.failed(a, "refused", now)
    assert a.retry_at - now == 1.0  # a run that answered starts the doubling again


def test_excluded_servers_are_skipped_and_down_ones_named_with_their_reason():
    p = pool(A, B)
    a, b = p.servers
    assert p.acquire(exclude=[a]) is b
    p.release(b)
    p.failed(b, "no answer for 0.5 s", now=3.0)
    assert not p.any_up(exclude=[a])
    assert p.any_up()
    assert p.down_sentence(3.25) == f"{B} (no answer for 0.5 s; tried again in 0.8 s)"
    p.failed(a, "refused", now=3.0)
    assert p.has_room()  # nobody up: a request may start, to fail at once with the reasons


def test_a_pool_needs_a_server():
    with pytest.raises(ValueError, match="at least one URL"):
        ServerPool([], slots=1, backoff_initial_s=1, backoff_max_s=1)
