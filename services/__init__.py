"""One package per process of the Procfile (``game_server``, ``agent_server``, ``llm_server``,
``supervisor``) and the command line (``cli``)."""
