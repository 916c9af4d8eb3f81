"""The sandbox client: how the game, the agent's dry run, the command line and the benchmarks
run the companion's code in sandbox workers. ``pool`` (``WorkerPool``: one tick per call, within
a deadline, on whichever worker is ready), ``links`` (how one worker is reached: the lane, ZeroMQ,
in-process), ``spawn`` (starting workers where no supervisor does), ``remote`` (workers on other
hosts). A turn and the rule that judges a run of turns are ``sandbox_worker.turn``'s, shared
with the worker's other callers.

    pool = WorkerPool.from_config(cfg, ctx, spawner=LocalSpawner()).start()
    pool.wait_ready(5.0)
    pool.load(code, code_id)              # LoadError when the code does not load
    turn = pool.tick(world)               # CompanionTurn, or None with no code loaded
    world.keep_memory(turn.memory, turn.memory_token)
"""
