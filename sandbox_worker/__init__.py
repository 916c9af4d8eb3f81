"""The sandbox worker process: ``python -m sandbox_worker`` serves one Lua runtime (``worker``,
``runtime``, ``api``); ``snapshot`` and ``failures`` are the shapes its callers share with it.
The pool that starts and drives workers is the game's (``services/game_server/sandbox_pool.py``).
"""

# The worker reads its environment; whoever starts it (the supervisor, a pool's spawner) sets it.
ENV_INDEX = "DUNGEON_SANDBOX_INDEX"  # the worker's index when --index is not given
ENV_LOG_LEVEL = "DUNGEON_SANDBOX_LOG_LEVEL"  # quiet workers started by a pool use WARNING
