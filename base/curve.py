"""CurveZMQ for sockets that cross hosts: key files, ZeroMQ's ZAP authenticator, refusals logged.

A service that binds ``tcp://`` with keys is a Curve server: its own key pair, and a folder of the
client public keys it lets in (ZeroMQ's ``ThreadAuthenticator``, ``configure_curve``). A process
that connects over ``tcp://`` with keys is a Curve client: its own key pair and the server's
public key. The files are ZeroMQ's certificate files (``zmq.auth.create_certificates``):
``NAME.key`` holds a public key, ``NAME.key_secret`` the pair and must be private to its owner.

A refused client is logged once, not at every reconnect: an unknown key once per key and
address (the authenticator), a client without Curve or with the wrong server key once per
endpoint and cause (the socket's monitor).

    keys = CurveKeys(server=read_server_keys("keys/server.key_secret", "keys/clients"))
    guard = secure_server(sock, "tcp://0.0.0.0:5555", keys.server)   # before sock.bind
    ...
    guard.close()                                                     # before sock.close
"""

from __future__ import annotations

import logging
import os
import stat
import threading
from dataclasses import dataclass
from pathlib import Path

import zmq
import zmq.auth
from zmq.auth.thread import ThreadAuthenticator
from zmq.utils import z85
from zmq.utils.monitor import recv_monitor_message

log = logging.getLogger(__name__)

SERVER_NAME = "server"  # server.key and server.key_secret
CLIENTS_DIR = "clients"  # the public keys a server lets in
KEY_LENGTH = 40  # a Z85 key: 32 bytes


class KeyFileError(ValueError):
    """A key file or folder that cannot be used; the message names it and says why."""


@dataclass(frozen=True, slots=True, kw_only=True)
class ServerKeys:
    public: bytes
    secret: bytes
    clients_dir: str  # the authorised client public keys (*.key)


@dataclass(frozen=True, slots=True, kw_only=True)
class ClientKeys:
    public: bytes
    secret: bytes
    server_public: bytes  # the key of the servers this process connects to


@dataclass(frozen=True, slots=True, kw_only=True)
class CurveKeys:
    """What a process has: keys to serve tcp with, to connect over tcp with, or both."""

    server: ServerKeys | None = None
    client: ClientKeys | None = None


# -- key files ---------------------------------------------------------------------------------


def _check_key(key: bytes | None, path: str, what: str) -> bytes:
    if key is None or len(key) != KEY_LENGTH:
        raise KeyFileError(f"{path}: no valid {what} (a 40-character Z85 key) in the file")
    try:
        z85.decode(key)
    except (ValueError, KeyError):
        raise KeyFileError(f"{path}: the {what} is not a Z85 key") from None
    return key


def _load(path: str) -> tuple[bytes | None, bytes | None]:
    if not os.path.isfile(path):
        raise KeyFileError(f"{path}: no such key file")
    try:
        return zmq.auth.load_certificate(path)
    except (OSError, ValueError) as exc:
        raise KeyFileError(f"{path}: not a ZeroMQ key file ({exc})") from None


def read_public_key(path: str) -> bytes:
    """The public key in a ``.key`` (or ``.key_secret``) file."""
    public, _ = _load(path)
    return _check_key(public, path, "public key")


def read_key_pair(path: str) -> tuple[bytes, bytes]:
    """(public, secret) from a ``.key_secret`` file that only its owner may read or write."""
    if os.path.isfile(path):
        mode = stat.S_IMODE(os.stat(path).st_mode)
        if mode & 0o077:
            raise KeyFileError(
                f"{path}: a secret key file must be private to its owner, but its mode is "
                f"{mode:04o}; run chmod 600 {path}"
            )
    public, secret = _load(path)
    return _check_key(public, path, "public key"), _check_key(secret, path, "secret key")


def read_clients_dir(path: str) -> int:
    """How many client public keys (``*.key``) the folder holds; each one must be readable
    and the folder must not be writable by others (a stranger would add their own key)."""
    folder = Path(path)
    if not folder.is_dir():
        raise KeyFileError(f"{path}: no such folder of client public keys")
    mode = stat.S_IMODE(folder.stat().st_mode)
    if mode & 0o022:
        raise KeyFileError(
            f"{path}: others may write to this folder of authorised keys (mode {mode:04o}); "
            f"run chmod 700 {path}"
        )
    keys = sorted(folder.glob("*.key"))
    if not keys:
        raise KeyFileError(f"{path}: holds no client public keys (*.key files); "
                           "`dungeon keys generate` writes some")
    for key in keys:
        read_public_key(str(key))
    return len(keys)


def read_server_keys(secret_file: str, clients_dir: str) -> ServerKeys:
    public, secret = read_key_pair(secret_file)
    read_clients_dir(clients_dir)
    return ServerKeys(public=public, secret=secret, clients_dir=clients_dir)


def read_client_keys(secret_file: str, server_public_file: str) -> ClientKeys:
    public, secret = read_key_pair(secret_file)
    server_public = read_public_key(server_public_file)
    return ClientKeys(public=public, secret=secret, server_public=server_public)


def generate_keys(directory: str, clients: list[str], *, force: bool = False) -> list[Path]:
    """Write a server key pair and one key pair per client name into ``directory`` (0700):
    ``server.key`` / ``server.key_secret``, ``NAME.key_secret`` and ``clients/NAME.key``, every
    file 0600. Existing keys are kept (KeyFileError) unless ``force``. Returns the files."""
    root = Path(directory)
    names = [SERVER_NAME, *clients]
    for name in clients:
        if not name or name == SERVER_NAME or not name.replace("-", "").replace("_", "").isalnum():
            raise KeyFileError(f"client name {name!r}: use letters, digits, - and _ "
                               f"(and not {SERVER_NAME!r})")
    if len(set(names)) != len(names):
        raise KeyFileError("each client name may be given once")
    targets = {name: (root / (CLIENTS_DIR if name != SERVER_NAME else "") / f"{name}.key",
                      root / f"{name}.key_secret") for name in names}
    existing = [str(p) for pair in targets.values() for p in pair if p.exists()]
    if existing and not force:
        raise KeyFileError(f"refusing to overwrite existing keys ({', '.join(existing)}); "
                           "--force replaces them")
    for folder in (root, root / CLIENTS_DIR):
        folder.mkdir(mode=0o700, parents=True, exist_ok=True)
        os.chmod(folder, 0o700)
    written: list[Path] = []
    for name, (public_path, secret_path) in targets.items():
        # Made in a private folder, made private, then moved into place: never readable by others.
        staging = Path(os.path.realpath(root)) / f".staging-{os.getpid()}-{name}"
        staging.mkdir(mode=0o700)
        try:
            public_tmp, secret_tmp = zmq.auth.create_certificates(staging, name)
            for tmp, final in ((public_tmp, public_path), (secret_tmp, secret_path)):
                os.chmod(tmp, 0o600)
                os.replace(tmp, final)
                written.append(final)
        finally:
            for leftover in staging.iterdir():
                leftover.unlink()
            staging.rmdir()
    return written


# -- sockets -----------------------------------------------------------------------------------


def is_tcp(endpoint: str) -> bool:
    return endpoint.startswith("tcp://")


def secure_client(sock: zmq.Socket, keys: ClientKeys) -> None:
    """Make ``sock`` a Curve client (before it connects)."""
    sock.curve_secretkey = keys.secret
    sock.curve_publickey = keys.public
    sock.curve_serverkey = keys.server_public


class _Authenticator(ThreadAuthenticator):
    """ZeroMQ's authenticator, telling once per key and address which client it refused."""

    def __init__(self, ctx: zmq.Context) -> None:
        super().__init__(ctx)
        self._address = ""
        self._told: set[tuple[str, bytes]] = set()

    async def handle_zap_message(self, msg: list[bytes]) -> None:
        self._address = msg[3].decode("utf-8", "replace") if len(msg) > 3 else ""
        await super().handle_zap_message(msg)

    async def _authenticate_curve(self, domain: str, client_key: bytes) -> tuple[bool, bytes]:
        allowed, reason = await super()._authenticate_curve(domain, client_key)
        if not allowed:
            key = z85.encode(client_key)
            if (self._address, key) not in self._told:
                self._told.add((self._address, key))
                log.warning("refused a client from %s: its key %s is not authorised (%s)",
                            self._address or "an unknown address", key.decode(),
                            reason.decode("utf-8", "replace"))
        return allowed, reason


class _AuthRegistry:
    """One authenticator per context (ZeroMQ allows one ZAP handler per context), shared by
    the context's Curve servers and stopped with the last of them."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._running: dict[int, tuple[_Authenticator, str, int]] = {}

    def acquire(self, ctx: zmq.Context, clients_dir: str) -> None:
        with self._lock:
            entry = self._running.get(id(ctx))
            if entry is not None:
                auth, folder, users = entry
                if folder != clients_dir:
                    raise KeyFileError(f"one process serves one folder of client keys: "
                                       f"{folder} already, not also {clients_dir}")
                self._running[id(ctx)] = (auth, folder, users + 1)
                return
            auth = _Authenticator(ctx)
            auth.start()
            auth.configure_curve(domain="*", location=clients_dir)
            self._running[id(ctx)] = (auth, clients_dir, 1)

    def release(self, ctx: zmq.Context) -> None:
        with self._lock:
            entry = self._running.get(id(ctx))
            if entry is None:
                return
            auth, folder, users = entry
            if users > 1:
                self._running[id(ctx)] = (auth, folder, users - 1)
                return
            del self._running[id(ctx)]
        auth.stop()


_AUTH = _AuthRegistry()

# A client refused for its key is the authenticator's to tell; a peer that hangs up during the
# handshake (EVENT_HANDSHAKE_FAILED_NO_DETAIL, with an errno) was not refused by anyone.
_HANDSHAKE_FAILURES = zmq.EVENT_HANDSHAKE_FAILED_PROTOCOL
_CAUSES: dict[int, str] = {
    int(zmq.PROTOCOL_ERROR_ZMTP_MECHANISM_MISMATCH): "the client does not use CurveZMQ (it needs "
    "network.curve_client_secret_key_file and network.curve_server_public_key_file)",
    int(zmq.PROTOCOL_ERROR_ZMTP_CRYPTOGRAPHIC): "the client's handshake could not be decrypted (it "
    "has the wrong server public key)",
}


class RefusalMonitor(threading.Thread):
    """Watches one Curve server socket's handshake failures (its monitor socket, in this
    thread) and logs each cause once per endpoint."""

    def __init__(self, sock: zmq.Socket, endpoint: str) -> None:
        super().__init__(name=f"curve-monitor {endpoint}", daemon=True)
        self.endpoint = endpoint
        self._ctx = sock.context
        self._address = f"inproc://curve-monitor-{id(self)}"
        self._stop_event = threading.Event()
        self._told: set[int] = set()
        self.refused = 0
        sock.monitor(self._address, _HANDSHAKE_FAILURES)

    def run(self) -> None:
        pair = self._ctx.socket(zmq.PAIR)
        pair.setsockopt(zmq.LINGER, 0)
        try:
            pair.connect(self._address)
            while not self._stop_event.is_set():
                if not pair.poll(100):
                    continue
                event = recv_monitor_message(pair)
                if event["event"] == zmq.EVENT_MONITOR_STOPPED:
                    return
                self._note(int(event["value"]))
        except zmq.ZMQError:
            return  # the context is going away
        finally:
            pair.close(linger=0)

    def _note(self, code: int) -> None:
        self.refused += 1
        if code in self._told:
            return
        self._told.add(code)
        cause = _CAUSES.get(code, f"the CurveZMQ handshake failed (code {code:#x})")
        log.warning("refused a client on %s: %s", self.endpoint, cause)

    def stop(self, sock: zmq.Socket) -> None:
        try:
            sock.disable_monitor()
        except zmq.ZMQError:
            pass
        self._stop_event.set()
        if self.is_alive():
            self.join(timeout=1.0)


class ServerGuard:
    """What a secured socket started (the authenticator's use, its monitor); close it before
    the socket."""

    def __init__(self, sock: zmq.Socket, endpoint: str) -> None:
        self._sock: zmq.Socket | None = sock
        self.monitor = RefusalMonitor(sock, endpoint)
        self.monitor.start()

    def close(self) -> None:
        sock, self._sock = self._sock, None
        if sock is None:
            return
        self.monitor.stop(sock)
        _AUTH.release(sock.context)


def secure_server(sock: zmq.Socket, endpoint: str, keys: ServerKeys) -> ServerGuard:
    """Make ``sock`` a Curve server that lets in only the keys in ``keys.clients_dir`` (before
    it binds ``endpoint``)."""
    _AUTH.acquire(sock.context, keys.clients_dir)
    try:
        sock.curve_server = True
        sock.curve_secretkey = keys.secret
        sock.curve_publickey = keys.public
        return ServerGuard(sock, endpoint)
    except Exception:
        _AUTH.release(sock.context)
        raise
