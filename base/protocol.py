"""The wire protocol, in one place for its callers (``from base import protocol as p``): the
envelope and encode/decode (``base.envelope``), what messages are made of (``base.codec``: errors,
nested structs, field checks) and every service's messages (``base.messages``: one module a
service, each owning the kinds it answers; add new kinds there). ``docs/protocol.md`` describes
the same messages for people writing their own clients.
"""

from base.codec import (
    BAD_FIELD as BAD_FIELD,
    BAD_MESSAGE as BAD_MESSAGE,
    BAD_VERSION as BAD_VERSION,
    BUSY as BUSY,
    CANCELLED as CANCELLED,
    INTERNAL as INTERNAL,
    NOT_FOUND as NOT_FOUND,
    REFUSED as REFUSED,
    TIMEOUT as TIMEOUT,
    TOO_LARGE as TOO_LARGE,
    UNEXPECTED as UNEXPECTED,
    UNKNOWN_KIND as UNKNOWN_KIND,
    ProtocolError as ProtocolError,
    Struct as Struct,
)
from base.envelope import (
    DEFAULT_MAX_MESSAGE_BYTES as DEFAULT_MAX_MESSAGE_BYTES,
    PROTOCOL_VERSION as PROTOCOL_VERSION,
    ErrorReply as ErrorReply,
    Message as Message,
    Ping as Ping,
    Pong as Pong,
    decode as decode,
    encode as encode,
    error_reply as error_reply,
    message as message,
    peek_request_id as peek_request_id,
    registered_kinds as registered_kinds,
)
from base.messages.agent import *  # noqa: F403
from base.messages.game import *  # noqa: F403
from base.messages.llm import *  # noqa: F403
from base.messages.sandbox import *  # noqa: F403
from base.messages.supervisor import *  # noqa: F403
