"""A worker pool's values (``PoolSettings``), apart from its collaborators (the ZeroMQ context,
the spawner, the clock, the links), and how the game's come from its configuration."""

from __future__ import annotations

from dataclasses import dataclass

from base import protocol as p
from config.settings import DEFAULT_SANDBOX_LIMITS, Config, NetworkConfig, SandboxConfig

DEFAULT_NETWORK = NetworkConfig()

TRANSPORTS = ("seqpacket", "zeromq")


@dataclass(frozen=True, slots=True, kw_only=True)
class PoolSettings:
    """A pool's values; its collaborators (context, spawner, clock, links) are passed apart."""

    limits: SandboxConfig = DEFAULT_SANDBOX_LIMITS  # sent to the workers with each load
    deadline_ms: int = 100  # a tick's whole budget, round trip included
    game_seed: int = 0  # each tick's seed derives from it and the tick
    load_timeout_ms: int = 2000
    max_message_bytes: int = p.DEFAULT_MAX_MESSAGE_BYTES
    transport: str = "seqpacket"  # or "zeromq": no lane even where the worker offers one
    spin_us: int = DEFAULT_NETWORK.sandbox_spin_us
    spin_adapt: bool = DEFAULT_NETWORK.sandbox_spin_adapt
    remote_retry_s: float = DEFAULT_NETWORK.remote_sandbox_retry_s  # a dropped one asked again

    def __post_init__(self) -> None:
        if self.transport not in TRANSPORTS:
            raise ValueError(f"transport must be one of {', '.join(TRANSPORTS)}")

    @classmethod
    def from_config(cls, cfg: Config) -> PoolSettings:
        """The game's pool: [sandbox] limits, [game] deadline and seed, [network] sockets."""
        return cls(
            limits=cfg.sandbox,
            deadline_ms=cfg.game.sandbox_deadline_ms,
            game_seed=cfg.game.seed,
            max_message_bytes=cfg.network.max_message_bytes,
            transport=cfg.network.sandbox_transport,
            spin_us=cfg.network.sandbox_spin_us,
            spin_adapt=cfg.network.sandbox_spin_adapt,
            remote_retry_s=cfg.network.remote_sandbox_retry_s,
        )


DEFAULT_SETTINGS = PoolSettings()
