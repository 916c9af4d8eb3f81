"""The game process: ``server`` (the socket loop), ``session`` (the world and its rules between
requests), ``agent_link`` (orders to the agent), ``checkpoint``, ``map_access``, and the pool of
sandbox workers that runs the companion's code (``sandbox_pool``, ``sandbox_links``,
``sandbox_spawn``)."""
