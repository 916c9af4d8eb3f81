"""``python -m services.game_server``: the game process, as the Procfile starts it."""

import sys

from services.game_server.server import main

if __name__ == "__main__":
    sys.exit(main())
