"""The request queue: order, capacity, cancellation and deadlines, with time passed in."""

from __future__ import annotations

import pytest

from base.protocol import ChatMessage
from services.llm_server.backend import GenerationParams
from services.llm_server.errors import LlmError
from services.llm_server.job_queue import CANCELLED, DEADLINE, Job, JobQueue

PARAMS = GenerationParams(turns=[ChatMessage.user("hi")], max_tokens=8)


def job(rid: str, received: float = 0.0, deadline_s: float = 10.0) -> Job:
    return Job(request_id=rid, peer=b"p", params=PARAMS, received_at=received,
               deadline_at=received + deadline_s)


def test_jobs_run_first_come_first_served():
    q = JobQueue(4)
    assert [q.submit(job(r)) for r in "abc"] == [1, 2, 3]
    taken = [q.take(lambda: 1.0, 0).request_id for _ in range(3)]
    assert taken == ["a", "b", "c"]
    assert q.take(lambda: 1.0, 0) is None


def test_a_full_queue_answers_busy():
    q = JobQueue(1)
    q.submit(job("a"))
    with pytest.raises(LlmError) as err:
        q.submit(job("b"))
    assert err.value.code == "busy" and "full" in err.value.message


def test_a_request_id_in_use_is_refused():
    q = JobQueue(4)
    q.submit(job("a"))
    with pytest.raises(LlmError, match="already in use"):
        q.submit(job("a"))


def test_cancel_removes_a_queued_job_and_flags_a_running_one():
    q = JobQueue(4)
    q.submit(job("run"))
    q.submit(job("wait"))
    running = q.take(lambda: 1.0, 0)
    state, waiting = q.cancel("wait")
    assert state == "queued" and waiting.stop_reason == CANCELLED
    assert q.cancel("run") == ("running", running)
    assert running.stop_reason == CANCELLED
    assert q.cancel("nobody") == ("unknown", None)
    assert q.snapshot() == ([], [running])


def test_deadlines_expire_queued_jobs_and_stop_the_running_one():
    q = JobQueue(4)
    q.submit(job("run", deadline_s=5))
    q.submit(job("late", deadline_s=2))
    q.submit(job("fine", deadline_s=60))
    running = q.take(lambda: 0.5, 0)
    assert q.expire(1.0) == [] and not running.stop_reason
    late = q.expire(2.0)
    assert [j.request_id for j in late] == ["late"] and late[0].stop_reason == DEADLINE
    q.expire(5.0)
    assert running.stop_reason == DEADLINE
    assert [j.request_id for j in q.snapshot()[0]] == ["fine"]


def test_finished_job_frees_the_model():
    q = JobQueue(4)
    q.submit(job("a"))
    a = q.take(lambda: 0.0, 0)
    q.finish(a)
    assert q.snapshot() == ([], [])


def test_close_returns_waiting_jobs_and_wakes_the_worker():
    q = JobQueue(4)
    q.submit(job("a"))
    assert [j.request_id for j in q.close()] == ["a"]
    assert q.take(lambda: 0.0, None) is None



def test_several_workers_run_jobs_side_by_side_and_each_can_be_stopped():
    q = JobQueue(4)
    for r in "abc":
        q.submit(job(r, deadline_s=5 if r == "a" else 60))
    a, b = q.take(lambda: 0.0, 0), q.take(lambda: 0.0, 0)
    waiting, running = q.snapshot()
    assert [j.request_id for j in waiting] == ["c"] and running == [a, b]
    with pytest.raises(LlmError, match="already in use"):
        q.submit(job("b"))  # running is in use too
    q.expire(5.0)
    assert a.stop_reason == DEADLINE and not b.stop_reason
    assert q.cancel("b") == ("running", b) and b.stop_reason == CANCELLED
    q.finish(a)
    assert q.snapshot()[1] == [b]
    assert [j.request_id for j in q.close()] == ["c"]
