"""The ``dungeon`` command (``main``), one module per command group, the terminal client
(``play``) and the game's client library (``game_client``)."""
