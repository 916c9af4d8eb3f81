"""The sandbox client: how the game, the agent's dry run, the command line and the benchmarks
run the companion's code in sandbox workers. ``pool`` (``WorkerPool``: one tick per call, within
a deadline, on whichever worker is ready), ``links`` (how one worker is reached: the lane, ZeroMQ,
in-process), ``spawn`` (starting workers where no supervisor does), ``remote`` (workers on other
hosts). A turn and the rule that judges a run of turns are ``sandbox_worker.turn``'s, shared
with the worker's other callers."""
