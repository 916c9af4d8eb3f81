"""The shipped defaults: ``default.toml``, ``maps/*.txt`` and ``grammars/*.gbnf``.

This folder is a package only so that its files travel as package data and are found with
``importlib.resources.files("config")`` wherever the project is installed; ``config.settings``
reads ``default.toml``, ``game.maps`` the maps and ``services.llm_server.grammars`` the grammars.
"""
