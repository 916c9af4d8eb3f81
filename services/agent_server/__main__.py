"""``python -m services.agent_server``: the agent process, as the Procfile starts it."""

import sys
import time


def run() -> int:
    began = time.monotonic()  # the start-up's phases count from here (bench_startup)
    from services.agent_server.startup import map_llama_cpp_first

    map_llama_cpp_first()  # before the server's imports map pyzmq's libzmq
    from services.agent_server.server import main

    return main(began=began)


if __name__ == "__main__":
    sys.exit(run())
