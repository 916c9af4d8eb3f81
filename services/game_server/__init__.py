"""The game process: ``server`` (the socket loop), ``session`` (the world and its rules between
requests), ``order_life`` (an order's states and what moves them), ``agent_link`` (orders to the
agent), ``checkpoint`` and ``map_access``. The companion's code runs through the sandbox client
(``services.sandbox_client``)."""
