"""What ``dungeon up`` checks before it starts anything: a configuration no service could start
with (an endpoint it must not bind without keys, keys that do not load, a map or a model file
that is not there) is refused in words at once, not found by a service that the supervisor then
watches fail. Each check is the one the service itself makes when it starts."""

from __future__ import annotations

from config.curve_keys import load_curve
from config.settings import Config, ConfigError


def config_problems(cfg: Config) -> list[str]:
    """Every reason the system could not start with ``cfg``, a sentence each; [] when none."""
    from base.transport import EndpointError, check_bind
    from game.maps import MapError, load_map

    try:
        curve = load_curve(cfg.network)
    except ConfigError as exc:
        return [str(exc)]
    out = []
    binds = {"the game": ("game", "game_pub"), "the model service": ("llm",),
             "the agent": ("agent",), "the supervisor": ("supervisor", "supervisor_pub")}
    for who, names in binds.items():
        for name in names:
            try:
                check_bind(cfg.endpoint(name), curve)
            except EndpointError as exc:
                out.append(f"{who} ([network] {name}_endpoint): {exc}")
    for index in range(cfg.supervisor.sandbox_pool_size):
        try:
            check_bind(cfg.endpoint("sandbox", index=index), curve)
        except EndpointError as exc:
            out.append(f"sandbox worker {index} ([network] sandbox_endpoint): {exc}")
            break  # the same sentence for every replica
    try:
        load_map(cfg.game.map)
    except MapError as exc:
        out.append(f"game.map = {cfg.game.map!r}: {exc}")
    out += _model_problems(cfg)
    return out


def _model_problems(cfg: Config) -> list[str]:
    if cfg.llm.backend == "openai":
        return []  # the servers are asked at run time; one that is down is waited for
    from services.llm_server.adapters import resolve_adapter
    from services.llm_server.errors import LlmError
    from services.llm_server.models import resolve_model

    out = []
    try:
        resolve_model(cfg.llm.model, cfg.data_dir)
    except LlmError as exc:
        out.append(f"llm.model = {cfg.llm.model!r}: {exc.message}")
    try:
        resolve_adapter(cfg.llm)
    except LlmError as exc:
        out.append(f"llm.lora = {cfg.llm.lora!r}: {exc.message}")
    return out
