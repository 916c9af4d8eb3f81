"""The agent process: ``server`` (the socket loop and the order thread) and ``wiring`` (the
agent's parts from ``agent/`` put together with the model service and a validation worker)."""
