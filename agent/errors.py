"""What stops the agent's loop other than bad code: a broken model service, a newer order, a
prompt too long for the model."""

from __future__ import annotations


class ModelUnavailable(RuntimeError):
    """The model service is down or failing; not the model's fault, so no retry."""


class Cancelled(RuntimeError):
    """A newer order replaced this one."""


class PromptTooLong(RuntimeError):
    """The prompt and the reply do not fit the model's context: the agent's doing, so the agent
    shortens its prompt instead of calling the model broken."""
