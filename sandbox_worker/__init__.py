"""The sandbox worker process: ``python -m sandbox_worker`` serves one Lua runtime (``worker``,
``runtime``, ``api``); ``snapshot`` and ``failures`` are the shapes its callers share with it.
The pool that starts and drives workers is the game's (``services/sandbox_client/pool.py``).
"""

from collections.abc import Mapping

# The worker reads its environment; whoever starts it (the supervisor, a pool's spawner) sets it.
ENV_INDEX = "DUNGEON_SANDBOX_INDEX"  # the worker's index when --index is not given
ENV_LOG_LEVEL = "DUNGEON_SANDBOX_LOG_LEVEL"  # quiet workers started by a pool use WARNING
# honcho and foreman name each replica "<name>.<n>", from 1 (``honcho start -c sandbox=3``).
_PROCESS_NAME_VARS = ("HONCHO_PROCESS_NAME", "PS")


def worker_index(environ: Mapping[str, str]) -> int:
    """The worker's index from its environment: ``DUNGEON_SANDBOX_INDEX`` (the supervisor's), else
    the replica number honcho or foreman gives (``sandbox.2`` is index 1), else 0. A value that is
    not a number raises ValueError."""
    if ENV_INDEX in environ:
        return int(environ[ENV_INDEX])
    for var in _PROCESS_NAME_VARS:
        _name, dot, number = environ.get(var, "").rpartition(".")
        if dot and number.isdigit() and int(number) >= 1:
            return int(number) - 1
    return 0
