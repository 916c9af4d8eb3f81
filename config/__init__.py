"""The configuration: the shipped defaults (``default.toml``, ``maps/*.txt``, ``grammars/*.gbnf``)
and, beside them, the typed settings that read them (``settings.py``; ``sources.py`` reads and
merges the files, ``--set`` overrides and ``DUNGEON__`` variables; ``errors.py`` is the one
error it raises).

The defaults travel as package data and are found with ``importlib.resources.files("config")``
wherever the project is installed; ``config.settings`` reads ``default.toml``, ``game.maps`` the
maps and ``services.llm_server.grammars`` the grammars.
"""
