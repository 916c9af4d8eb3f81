"""Procfile parsing and service plans: pure, with line numbers in every error."""

from __future__ import annotations

import pytest

from config.settings import SupervisorConfig
from sandbox_worker import worker_index
from services.supervisor.plan import build_plans
from services.supervisor.procfile import ProcessSpec, ProcfileError, parse_procfile


def test_parses_names_commands_and_line_numbers_skipping_comments():
    text = "# the services\n\ngame: python -m services.game_server\n  llm:python -m x  \n"
    assert parse_procfile(text) == [
        ProcessSpec(name="game", command="python -m services.game_server", line=3),
        ProcessSpec(name="llm", command="python -m x", line=4),
    ]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("game: a\nthis is not a line\n", "Procfile:2: expected 'name: command'"),
        ("game: a\n\nweb.1: b\n", "Procfile:3: expected 'name: command'"),
        ("game:\n", "Procfile:1: 'game' has no command"),
        ("a: x\nb: y\na: z\n", "Procfile:3: 'a' is already defined on line 1"),
        ("# nothing\n\n", "Procfile: no services defined"),
    ],
)
def test_rejects_bad_lines_naming_the_line(text, expected):
    with pytest.raises(ProcfileError, match="^" + expected.replace(".", r"\.")):
        parse_procfile(text)


def _plans(text, sup=None, environ=None):
    return build_plans(
        parse_procfile(text),
        sup or SupervisorConfig(),
        python="/venv/bin/python",
        cwd="/app",
        environ=environ or {},
        common_env={"DUNGEON_SUPERVISOR_ENDPOINT": "ipc:///x.sock"},
    )


def test_sandbox_is_replicated_into_workers_plus_spares_with_their_index():
    plans = _plans("game: python -m g\nsandbox: python -m sandbox_worker\n",
                   SupervisorConfig(sandbox_workers=2, sandbox_spare_workers=1))
    assert [p.name for p in plans] == ["game", "sandbox.0", "sandbox.1", "sandbox.2"]
    assert [p.index for p in plans] == [-1, 0, 1, 2]
    worker = plans[2]
    assert worker.group == "sandbox"
    assert worker.env["DUNGEON_SANDBOX_INDEX"] == "1"
    assert worker.env["DUNGEON_SERVICE_NAME"] == "sandbox.1"
    assert worker.env["MALLOC_ARENA_MAX"] == "1"
    assert worker.env["DUNGEON_SUPERVISOR_ENDPOINT"] == "ipc:///x.sock"
    assert "DUNGEON_SANDBOX_INDEX" not in plans[0].env
    assert plans[0].env["DUNGEON_SERVICE_NAME"] == "game"


def test_limits_follow_the_service_role():
    sup = SupervisorConfig(sandbox_workers=1, sandbox_spare_workers=0,
                           sandbox_address_space_bytes=300 << 20, sandbox_cpu_time_s=60,
                           llm_max_rss_bytes=5 << 30)
    game, worker, llm = _plans("game: g\nsandbox: s\nllm: l\n", sup)
    assert worker.limits.address_space_bytes == 300 << 20
    assert worker.limits.cpu_time_s == 60
    assert worker.limits.no_core_dumps
    assert worker.limits.max_rss_bytes == 0
    # The model maps its weights: RSS is watched, address space is not limited.
    assert llm.limits.max_rss_bytes == 5 << 30
    assert llm.limits.address_space_bytes == 0
    assert game.limits.address_space_bytes == game.limits.max_rss_bytes == 0


def test_python_is_the_supervisors_interpreter_and_variables_expand():
    (plan,) = _plans('web: python3 run.py --port $PORT --name "${USER}x" $UNSET\n',
                     environ={"PORT": "8080", "USER": "ann"})
    assert plan.argv == ("/venv/bin/python", "run.py", "--port", "8080", "--name", "annx", "")
    assert plan.cwd == "/app"


def test_sandbox_index_can_be_passed_as_an_argument():
    plans = _plans("sandbox: python -m sandbox_worker --index $DUNGEON_SANDBOX_INDEX\n",
                   SupervisorConfig(sandbox_workers=1, sandbox_spare_workers=1))
    assert [p.argv[-1] for p in plans] == ["0", "1"]


def test_bad_quoting_names_the_line():
    with pytest.raises(ProcfileError, match="Procfile:2: 'b'"):
        _plans("a: ok\nb: echo 'unclosed\n")


@pytest.mark.parametrize("environ, index", [
    ({}, 0),
    ({"DUNGEON_SANDBOX_INDEX": "2"}, 2),
    ({"DUNGEON_SANDBOX_INDEX": "2", "HONCHO_PROCESS_NAME": "sandbox.1"}, 2),  # the supervisor's
    ({"HONCHO_PROCESS_NAME": "sandbox.1"}, 0),  # honcho counts replicas from 1
    ({"HONCHO_PROCESS_NAME": "sandbox.3"}, 2),
    ({"PS": "sandbox.2"}, 1),  # foreman's name for it
    ({"HONCHO_PROCESS_NAME": "sandbox"}, 0),
])
def test_a_sandbox_worker_finds_its_index_under_the_supervisor_honcho_or_foreman(environ, index):
    assert worker_index(environ) == index


def test_a_sandbox_index_that_is_not_a_number_is_an_error():
    with pytest.raises(ValueError):
        worker_index({"DUNGEON_SANDBOX_INDEX": "two"})
