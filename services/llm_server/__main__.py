"""``python -m services.llm_server``: the model process, as the Procfile starts it."""

import sys

from services.llm_server.server import main

if __name__ == "__main__":
    sys.exit(main())
