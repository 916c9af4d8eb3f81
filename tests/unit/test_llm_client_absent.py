"""The model service's client when nothing answers at all: the error says to start it, not that
it crashed (a request it has heard and then went silent on says that; tests/integration/
test_llm_crash.py)."""

from __future__ import annotations

import pytest

from base.protocol import ChatMessage
from services.llm_server.client import LlmClient, LlmUnavailable


def test_no_model_service_at_all_is_told_as_not_running(zmq_ctx, ipc_dir):
    endpoint = f"ipc://{ipc_dir}/llm.sock"
    client = LlmClient(zmq_ctx, endpoint, timeout_ms=300, idle_timeout_ms=300)
    try:
        with pytest.raises(LlmUnavailable) as err:
            client.generate([ChatMessage.user("hi")], max_tokens=4)
    finally:
        client.close()
    message = str(err.value)
    assert message.startswith(f"no answer from the model service at {endpoint}")
    assert "is it running?" in message and "crashed" not in message
