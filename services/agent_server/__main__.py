"""``python -m services.agent_server``: the agent process, as the Procfile starts it."""

import sys

from services.agent_server.server import main

if __name__ == "__main__":
    sys.exit(main())
