// A client of the dungeon game in JavaScript, written from docs/protocol.md alone: a DEALER for
// requests and a SUB for frames (npm's zeromq), msgpack maps (npm's @msgpack/msgpack). It joins,
// reads the state, moves, gives an order and follows it to its end on the published frames,
// fetches the companion's code, sends malformed requests and quits. Each step prints one JSON
// line; any surprise ends it with exit status 1 and the reason.
//
//   node client.mjs ipc:///path/to/data/run/game.sock
//
// The game is put in manual tick mode (game.reset): this client advances time itself.

import { Dealer, Subscriber } from "zeromq";
import { encode, decode } from "@msgpack/msgpack";

const REPLY_TIMEOUT_MS = 5000;
const MAX_TICKS = 30; // an order is followed for at most this many ticks
const FINAL = new Set(["done", "failed", "refused", "answered"]);

const endpoint = process.argv[2];
if (!endpoint) {
  console.error("usage: node client.mjs GAME_ENDPOINT");
  process.exit(2);
}

const dealer = new Dealer({ linger: 0, receiveTimeout: REPLY_TIMEOUT_MS });
dealer.connect(endpoint);
const frames = new Subscriber({ linger: 0, receiveTimeout: 100 });
let lastId = 0;

function say(step, facts) {
  console.log(JSON.stringify({ step, ...facts }));
}

function check(ok, why) {
  if (!ok) throw new Error(why);
}

// One request, one reply with the same id. `raw` bytes are sent as they are.
async function call(kind, body, raw) {
  const id = `js-${++lastId}`;
  const envelope = { v: 1, kind, id };
  if (body !== undefined) envelope.body = body;
  await dealer.send(raw ?? encode(envelope));
  const [data] = await dealer.receive();
  const reply = decode(data);
  check(reply.v === 1, `a reply of another version: ${JSON.stringify(reply)}`);
  if (raw === undefined) check(reply.id === id, `the reply to ${id} came as ${reply.id}`);
  return reply;
}

async function ok(kind, body, expect) {
  const reply = await call(kind, body);
  check(reply.ok === true && reply.kind === expect,
        `${kind}: expected ${expect}, got ${JSON.stringify(reply.body)}`);
  return reply.body;
}

const frameOf = async (kind, body) => (await ok(kind, body, "game.frame")).frame;

// Frames published since the last call (none waits longer than the receive timeout).
async function published() {
  const got = [];
  for (;;) {
    try {
      const [topic, data] = await frames.receive();
      const msg = decode(data);
      check(topic.toString() === "frame" && msg.kind === "game.frame", "not a frame");
      got.push(msg.body.frame);
    } catch (err) {
      if (err.code === "EAGAIN") return got;
      throw err;
    }
  }
}

const entity = (frame, kind) => frame.world.entities.find((e) => e.kind === kind);

// Follow the order accepted as `accepted` on the published frames, ticking, until it ends or
// is replaced: frames numbered below its frame_seq show the order before it and are skipped.
async function follow(accepted, want) {
  const id = accepted.order.order_id;
  for (let ticks = 0; ticks <= MAX_TICKS; ticks++) {
    for (const f of await published()) {
      if (f.seq < accepted.frame_seq) continue;
      if (f.order === null || f.order.order_id !== id) return { ended: "replaced", frame: f };
      if (FINAL.has(f.order.state) && (want === undefined || f.order.state === want)) {
        return { ended: f.order.state, frame: f };
      }
    }
    await frameOf("game.tick", { count: 1 });
  }
  throw new Error(`order ${id} did not end within ${MAX_TICKS} ticks`);
}

async function main() {
  // 1. Join, and subscribe where the reply says.
  const joined = await ok("game.join", { client: "js-client" }, "game.joined");
  check(typeof joined.frame.tick === "number" && typeof joined.frame.seq === "number",
        "a frame has a tick and a seq");
  frames.connect(joined.pub_endpoint);
  frames.subscribe("frame");
  say("join", { pub_endpoint: joined.pub_endpoint, tick: joined.frame.tick });

  // A SUB socket misses what is published before its subscription is in place: tick until a
  // frame arrives, then start a fresh game in manual mode.
  for (let n = 0; (await published()).length === 0; n++) {
    check(n < 100, "no frame was ever published");
    await frameOf("game.tick", { count: 1 });
  }
  const fresh = await frameOf("game.reset", { manual_ticks: true });
  check(fresh.tick === 0 && fresh.order === null && fresh.manual_ticks === true, "a fresh game");

  // 2. The state, and a move: it waits for the tick in manual mode.
  const state = await frameOf("game.state");
  const from = entity(state, "player").position;
  const waiting = await frameOf("game.move", { direction: "s" });
  check(waiting.tick === state.tick, "in manual mode a move waits for the tick");
  const moved = await frameOf("game.tick", { count: 1 });
  const to = entity(moved, "player").position;
  check(to[0] === from[0] + 1 && to[1] === from[1], `moved down: ${from} to ${to}`);
  say("move", { from, to, tick: moved.tick });
  await published();

  // 3. An order, followed on the frames to its end. With no agent service it fails at once,
  // saying why; a tool's code that names the order's text then serves it to "Done".
  const text = "walk right";
  const accepted = await ok("game.order", { text }, "game.order_accepted");
  check(accepted.order.state === "queued" && accepted.frame_seq > 0, "accepted, queued");
  const first = await follow(accepted);
  say("order", { order_id: accepted.order.order_id, frame_seq: accepted.frame_seq,
                 ended: first.ended, detail: first.frame.order.detail });
  const code = 'function update_func(player, ai, monsters, items)\n'
    + '  if ai.walked then return "Done" end\n'
    + '  ai.walked = true\n  ai:move("d")\n  return "walking"\nend\n';
  const loaded = await frameOf("game.load_code", { code, code_id: "js-walk", order_text: text });
  check(loaded.order.state === "running", "the tool's code serves the order");
  const served = await follow({ ...accepted, frame_seq: loaded.seq }, "done");
  check(served.ended === "done", `the order ended ${served.ended}`);
  say("served", { ended: served.ended, status: served.frame.status, tick: served.frame.tick });

  // 4. The companion's code: where it came from, and its text.
  const shown = await ok("game.code", undefined, "game.code_result");
  check(shown.code.code_id === "js-walk" && shown.source === code, "game.code gives the code");
  say("code", { code_id: shown.code.code_id, served_by: shown.code.served_by,
                lines: shown.code.lines });

  // 5. Malformed requests: an error reply each, and nothing changes.
  const before = await frameOf("game.state");
  const badField = await call("game.move", { direction: 5 });
  check(badField.ok === false && badField.body.code === "bad_field", "a number for a direction");
  const garbage = await call(undefined, undefined, Buffer.from([0xc1, 0x20, 0x21]));
  check(garbage.ok === false && garbage.body.code === "bad_message" && garbage.id === "",
        "bytes that are not msgpack");
  const unknown = await call("game.explode", {});
  check(unknown.ok === false && unknown.body.code === "unknown_kind", "an unknown kind");
  const after = await frameOf("game.state");
  check(after.tick === before.tick, "an error changes nothing");
  say("malformed", { codes: [badField.body.code, garbage.body.code, unknown.body.code] });

  // 6. Quit: the game says goodbye and keeps running.
  await ok("game.quit", undefined, "game.bye");
  say("quit", {});
}

try {
  await main();
} catch (err) {
  console.error(`js client failed: ${err.message}`);
  process.exitCode = 1;
} finally {
  dealer.close();
  frames.close();
}
