"""The game session's order life cycle with a stand-in driver and agent: the previous order's
code finishing leaves a newer order alone; code failing in play is stopped and repaired, or the
order fails with a message that says why; completed orders are reported to the agent."""

from __future__ import annotations

from base import protocol as p
from base.protocol import MoveRequest
from game.world import World
from sandbox_worker.turn import CompanionTurn
from services.game_server.order_life import Answered, Failure, Progress
from services.game_server.seams import NoAgent
from tests.unit.game_session_fakes import (
    Behaviour,
    Error,
    StandInAgent,
    Turn,
    ai_at,
    done_at,
    fails_at,
    give,
    into_the_wall,
    session,
    walk_east,
)

# -- the previous order's code finishing ------------------------------------------------------


def test_old_code_finishing_leaves_a_newer_order_that_is_still_being_written_alone():
    agent = StandInAgent()
    s = session({"old": done_at(3)}, agent)
    first = give(s, "go get the sword")
    s.on_agent(Answered(first, "code", "old", "On it."))
    s.tick()
    second = give(s, "how many monsters are left?")
    s.on_agent(Progress(second, "writing", "attempt 1"))
    for _ in range(3):
        frame = s.tick()
    # The old code said Done: it stopped, and the question is still being written.
    assert frame.order is not None and frame.order.order_id == second
    assert frame.order.state == "writing" and frame.order.detail == "attempt 1"
    assert s.code is None and s.driver.loaded is None
    # The code's own order is the one reported as completed.
    assert agent.completed_orders == [(first, "old")]
    # The answer then arrives and runs as usual.
    s.on_agent(Progress(second, "testing"))
    s.on_agent(Answered(second, "code", "answer", "On it."))
    assert s.order is not None and s.order.state == "running"


def test_code_finishing_its_own_order_marks_it_done_and_tells_the_agent():
    agent = StandInAgent()
    s = session({"c": done_at(2)}, agent)
    order = give(s, "say hello")
    s.on_agent(Answered(order, "code", "c", "On it."))
    s.tick()
    frame = s.tick()
    assert frame.order is not None and frame.order.state == "done"
    assert agent.completed_orders == [(order, "c")]


def test_a_skill_that_gives_up_ends_its_order_failed_in_its_words_not_done():
    # The sandbox marks the status a skill said as it gave up; the Done it says next tick is
    # never shown as if the order had been done, nor reported to the agent as completed.
    words = "I waited 30 turns for the monsters to clear the way to the bat and gave up"

    def gives_up(world: World, ran: int) -> Turn:
        if ran < 2:
            return Turn(status="Attacking the bat")
        return CompanionTurn(actions=[], status=words if ran == 2 else "Done", memory={},
                             done=ran > 2, error=None, gave_up=ran == 2)

    agent = StandInAgent()
    s = session({"c": gives_up}, agent)
    order = give(s, "kill all 3 bats")
    s.on_agent(Answered(order, "code", "c", "On it."))
    frames = [s.tick() for _ in range(4)]
    last = frames[-1]
    assert last.order is not None and last.order.state == "failed"
    assert last.order.detail == words and last.status == words
    assert s.code is None and s.driver.ticks_run == ["c", "c"]  # stopped at its words
    assert agent.completed_orders == []


def test_code_a_tool_loaded_without_an_order_finishing_changes_no_order():
    agent = StandInAgent()
    s = session({"tool": done_at(1)}, agent)
    order = give(s, "explore")
    s.handle(p.GameLoadCode(request_id="r", code="code", code_id="tool"))
    frame = s.tick()
    assert frame.order is not None and frame.order.order_id == order
    assert frame.order.state == "queued" and agent.completed_orders == []


# -- failing in play --------------------------------------------------------------------------


def test_a_runtime_error_stops_the_code_and_sends_it_for_repair_with_the_world():
    agent = StandInAgent()
    s = session({"bad": fails_at(3), "fixed": walk_east}, agent)
    order = give(s, "walk east")
    s.on_agent(Answered(order, "the failing code", "bad", "On it."))
    s.tick()
    s.tick()
    frame = s.tick()
    assert frame.status == (
        "My code failed (runtime): line 3: attempt to index a nil value; fixing it"
    )
    assert frame.order is not None and frame.order.state == "repairing"
    assert "attempt to index a nil value" in frame.order.detail
    [(sent_order, code, failure, world)] = agent.repairs
    assert sent_order.order_id == order and code.code == "the failing code"
    assert code.code_id == "bad" and failure == Failure(
        "runtime", "line 3: attempt to index a nil value")
    assert world.tick == s.world.tick and world is not s.world
    # While it is repaired the companion stands still and the failure is not repeated.
    where = ai_at(s)
    for _ in range(5):
        frame = s.tick()
    assert ai_at(s) == where and s.driver.ticks_run.count("bad") == 3
    assert sum("My code failed" in line for line in s.log_lines) == 1
    # The repaired code replaces it and the order goes on.
    s.on_agent(Progress(order, "repairing", "writing: attempt 1"))
    s.on_agent(Answered(order, "the repaired code", "fixed", "I fixed my code. On it."))
    assert s.order is not None and s.order.state == "running"
    s.tick()
    assert ai_at(s) == (where[0], where[1] + 1)


def test_a_move_refused_tick_after_tick_counts_as_failing():
    agent = StandInAgent()
    s = session({"stuck": into_the_wall}, agent, refused_ticks_before_repair=4)
    order = give(s, "go north")
    s.on_agent(Answered(order, "code", "stuck", "On it."))
    for _ in range(3):
        s.tick()
    assert agent.repairs == [] and s.order is not None and s.order.state == "running"
    frame = s.tick()
    [(_, _, failure, _)] = agent.repairs
    assert failure.kind == "refused" and "4 ticks in a row" in failure.message
    assert "wall" in failure.message
    assert frame.status.startswith("My code failed (refused)") and frame.status.endswith(
        "fixing it")


def test_moves_the_sandbox_refused_count_too_as_in_the_dry_run():
    """The sandbox's API refuses a move into a wall before the game sees it (a "refused:" line
    in the tick's log): tick after tick, that is stuck code in play as in the agent's dry run."""
    def bumps(world: World, n: int) -> Turn:
        return Turn(status="going up", log=["refused: ai:move('w') - {1, 2} is a wall"])

    agent = StandInAgent()
    s = session({"bumps": bumps}, agent, refused_ticks_before_repair=3)
    order = give(s, "go north")
    s.on_agent(Answered(order, "code", "bumps", "On it."))
    for _ in range(3):
        s.tick()
    [(_, _, failure, _)] = agent.repairs
    assert failure.kind == "refused" and "3 ticks in a row" in failure.message
    assert "is a wall" in failure.message


def test_a_hung_worker_costs_a_tick_but_the_code_goes_on_unless_it_happens_every_tick():
    def worker_hangs_at(*ticks: int) -> Behaviour:
        def behaviour(world: World, n: int) -> Turn:
            if n in ticks:
                return Turn(status="", error=Error(
                    "timeout", "sandbox worker 0 did not answer within 100 ms; it is being "
                    "replaced"))
            return walk_east(world, n)
        return behaviour

    agent = StandInAgent()
    s = session({"once": worker_hangs_at(2), "always": worker_hangs_at(1, 2, 3)}, agent)
    order = give(s, "walk east")
    s.on_agent(Answered(order, "code", "once", "On it."))
    frame = s.tick()
    frame = s.tick()
    assert "did not answer" in frame.status and frame.order is not None
    assert frame.order.state == "running"
    frame = s.tick()
    assert frame.status == "walking 3" and agent.repairs == []  # the replacement goes on
    # The same code losing every tick is suspected after all.
    order = give(s, "walk east again")
    s.on_agent(Answered(order, "code", "always", "On it."))
    for _ in range(3):
        frame = s.tick()
    [(_, _, failure, _)] = agent.repairs
    assert failure.kind == "timeout" and frame.order is not None
    assert frame.order.state == "repairing"


def test_refusals_that_are_not_in_a_row_do_not_count():
    def sometimes_stuck(world: World, n: int) -> Turn:
        move = "w" if n % 3 else "s"  # two refused, then a move that works (or a new wall)
        return Turn([MoveRequest(entity=world.companion.id, move=move)], status="hm")

    agent = StandInAgent()
    s = session({"c": sometimes_stuck}, agent, refused_ticks_before_repair=3)
    order = give(s, "wander")
    s.on_agent(Answered(order, "code", "c", "On it."))
    for _ in range(6):
        s.tick()
    assert agent.repairs == []


def test_without_an_agent_the_order_fails_with_a_clear_message_and_the_failure_stops():
    s = session({"bad": fails_at(1)}, NoAgent())
    s.order = p.OrderInfo(order_id="o1", text="dance", state="queued")
    s.on_agent(Answered("o1", "code", "bad", "On it."))
    frame = s.tick()
    assert frame.order is not None and frame.order.state == "failed"
    assert "no agent can repair it" in frame.order.detail
    assert frame.status.endswith("no agent is running to fix it, so I stopped.")
    for _ in range(3):
        later = s.tick()
    assert later.status == frame.status and s.driver.ticks_run == ["bad"]
    assert sum("My code failed" in line for line in s.log_lines) == 1


def test_repairs_per_order_are_bounded_then_the_order_fails():
    agent = StandInAgent()
    s = session({"bad": fails_at(1)}, agent, repairs_per_order=1)
    order = give(s, "dance")
    s.on_agent(Answered(order, "code", "bad", "On it."))
    s.tick()
    assert len(agent.repairs) == 1
    s.on_agent(Answered(order, "repaired but still bad", "bad", "I fixed my code. On it."))
    frame = s.tick()
    assert len(agent.repairs) == 1
    assert frame.order is not None and frame.order.state == "failed"
    assert "after being repaired 1 time" in frame.order.detail
    assert frame.status.endswith("I gave up on this order.")


def test_repairs_per_order_zero_fails_at_once():
    agent = StandInAgent()
    s = session({"bad": fails_at(1)}, agent, repairs_per_order=0)
    order = give(s, "dance")
    s.on_agent(Answered(order, "code", "bad", "On it."))
    frame = s.tick()
    assert agent.repairs == [] and frame.order is not None and frame.order.state == "failed"


def test_a_new_order_gets_its_own_repairs():
    agent = StandInAgent()
    s = session({"bad": fails_at(1)}, agent, repairs_per_order=1)
    first = give(s, "dance")
    s.on_agent(Answered(first, "code", "bad", "On it."))
    s.tick()
    second = give(s, "dance again")
    assert first in agent.cancelled  # the repair of the first order is dropped
    s.on_agent(Answered(second, "code", "bad", "On it."))
    s.tick()
    assert [r[0].order_id for r in agent.repairs] == [first, second]


def test_old_code_failing_while_a_newer_order_is_written_just_stops():
    agent = StandInAgent()
    s = session({"old": fails_at(2)}, agent)
    first = give(s, "follow me")
    s.on_agent(Answered(first, "code", "old", "On it."))
    s.tick()
    second = give(s, "explore")
    frame = s.tick()
    assert agent.repairs == [] and s.code is None
    assert frame.order is not None and frame.order.order_id == second
    assert frame.order.state == "queued"
    assert frame.status.endswith("; I stopped.")


def test_code_a_tool_loaded_failing_just_stops():
    s = session({"tool": fails_at(1)})
    s.handle(p.GameLoadCode(request_id="r", code="code", code_id="tool"))
    frame = s.tick()
    s.tick()
    assert frame.status.startswith("My code failed (runtime)") and s.driver.ticks_run == ["tool"]


# -- the player typing an order ----------------------------------------------------------------


def test_typing_an_order_hands_the_agent_the_world_as_it_is_now():
    agent = StandInAgent()
    s = session({}, agent)
    s.world.player.position = (2, 3)
    reply = s.handle(p.GameTyping(request_id="t1", mode="generate"))
    assert isinstance(reply, p.GameFrame) and reply.request_id == "t1"
    [(mode, world)] = agent.prepared
    assert mode == "generate" and world.player.position == (2, 3)
    assert world is not s.world  # a copy: the game's own world goes on changing
    assert agent.submitted == []  # nothing is ordered by it

    bad = s.handle(p.GameTyping(request_id="t2", mode="loudly"))
    assert isinstance(bad, p.ErrorReply) and bad.code == p.BAD_FIELD
    assert len(agent.prepared) == 1


def test_a_running_order_that_stands_still_says_so_every_few_ticks_and_not_once_it_moves():
    def waits_then_walks(world: World, n: int) -> Turn:
        if n <= 25:
            return Turn(status="Waiting for the monsters to clear the way to the bow")
        return walk_east(world, n)

    s = session({"c": waits_then_walks}, order_stall_ticks=10)
    order = give(s, "go get the bow")
    s.on_agent(Answered(order, "code", "c", "On it."))
    details = [s.tick().order.detail for _ in range(27)]  # type: ignore[union-attr]
    waiting = "Waiting for the monsters to clear the way to the bow"
    # The first tick's status is new; then 10 and 20 ticks the same are told.
    assert details[:10] == ["On it."] * 10
    assert details[10] == details[19] == f"standing still for 10 ticks: {waiting}"
    assert details[20] == f"standing still for 20 ticks: {waiting}"
    assert details[25:] == ["On it."] * 2  # it walks again: the agent's message is back
    assert s.order is not None and s.order.state == "running"
    # Nothing is said with the setting at 0.
    quiet = session({"c": waits_then_walks}, order_stall_ticks=0)
    order = give(quiet, "go get the bow")
    quiet.on_agent(Answered(order, "code", "c", "On it."))
    assert {quiet.tick().order.detail for _ in range(25)} == {"On it."}  # type: ignore[union-attr]
