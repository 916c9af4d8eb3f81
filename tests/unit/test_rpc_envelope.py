"""RpcServer answers each peer in the envelope its request came in: REQ or DEALER."""

from __future__ import annotations

import pytest
import zmq

from base import protocol, transport
from base.protocol import Ping, Pong
from base.transport import RpcServer


@pytest.fixture
def server(tmp_path):
    ctx = zmq.Context()
    srv = RpcServer(ctx, f"ipc://{tmp_path}/env.sock", name="test")
    yield ctx, srv
    srv.close()
    ctx.destroy(linger=0)


def _client(ctx: zmq.Context, kind: int, endpoint: str) -> zmq.Socket:
    sock = ctx.socket(kind)
    sock.setsockopt(zmq.LINGER, 0)
    sock.connect(endpoint)
    return sock


def _serve_one(srv: RpcServer) -> None:
    assert srv.socket.poll(5000), "no request came"
    incoming = srv.recv()
    assert incoming is not None
    srv.reply(incoming.peer, Pong(request_id=incoming.msg.request_id, service="test", pid=1))


def _ask(sock: zmq.Socket, srv: RpcServer, rid: str) -> list[bytes]:
    sock.send(protocol.encode(Ping(request_id=rid)))
    _serve_one(srv)
    assert sock.poll(5000), f"no reply to {rid}"
    return sock.recv_multipart()


def test_req_and_dealer_peers_each_get_their_own_envelope(server):
    ctx, srv = server
    req = _client(ctx, zmq.REQ, srv.endpoint)
    dealer = _client(ctx, zmq.DEALER, srv.endpoint)
    for n in range(3):
        # A REQ socket strips the delimiter it waits for: one frame, the reply.
        (data,) = _ask(req, srv, f"r{n}")
        assert protocol.decode(data).request_id == f"r{n}"
        # A DEALER gets exactly one frame and no delimiter.
        (data,) = _ask(dealer, srv, f"d{n}")
        assert protocol.decode(data).request_id == f"d{n}"
    req.close()
    dealer.close()


def test_the_server_forgets_the_oldest_req_peers_past_its_bound(server, monkeypatch):
    ctx, srv = server
    monkeypatch.setattr(transport, "REQ_PEERS_KEPT", 2)
    reqs = [_client(ctx, zmq.REQ, srv.endpoint) for _ in range(3)]
    for n, sock in enumerate(reqs):
        (data,) = _ask(sock, srv, f"r{n}")
        assert protocol.decode(data).request_id == f"r{n}"
    assert len(srv._req_peers) == 2  # the first REQ peer was forgotten, the memory is bounded
    for sock in reqs:
        sock.close()
