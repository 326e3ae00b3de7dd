// The operator's test (issue 29): what an operator does every week, on the compiled servers in
// production mode. Three servers behind HAProxy (deploy/haproxy.cfg, routing by /api/ready) over
// a fresh PostgreSQL database, Redis and an S3-protocol store; steady event-page reads,
// checkouts with idempotency keys and chat between two servers, while every server is restarted
// in turn and then the database and Redis are cut for a few seconds. Run by
// scripts/operator-test.sh (which installs HAProxy and Node 24) after `npm run build`.
import assert from 'node:assert/strict';
import test from 'node:test';
import { startStack, stopStack, waitFor } from './operator/stack.mjs';
import { BUYERS, call, checkout, listen, seed, startReaders, TICKETS } from './operator/traffic.mjs';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const DB_PHASES = new Set(['db-cut', 'db-heal']);

// scripts/test.sh sets both when the local PostgreSQL and Redis answer.
const skip =
  process.env.TEST_DATABASE_URL && process.env.TEST_REDIS_URL
    ? false
    : 'needs TEST_DATABASE_URL and TEST_REDIS_URL';

test('three servers behind HAProxy keep serving through restarts and outages', {
  skip,
  timeout: 600_000,
}, async (t) => {
  assert.equal(
    process.versions.node.split('.')[0],
    '24',
    'the operator’s test runs on Node 24 (the image’s Node)',
  );
  const stack = await startStack();
  let stopTraffic = async () => undefined;
  t.after(async () => {
    await stopTraffic();
    await stopStack(stack);
  });
  const { balancer, servers, dbProxy, redisProxy, sql } = stack;
  const world = await seed(sql);
  const [ann, ben] = world.chatters;
  const room = await call(balancer, 'GET', `events/${world.chatId}/chat`, { token: ann.token });
  assert.equal(room.status, 200, JSON.stringify(room.json));
  const roomId = room.json.data.roomId;

  // Ann's socket prefers the first server, Ben's the second: chat crosses servers through Redis.
  const annHears = listen(servers, ann, roomId);
  const benHears = listen([servers[1], servers[2], servers[0]], ben, roomId);
  await Promise.all([annHears.ready, benHears.ready]);

  let phase = 'steady';
  const readers = startReaders(balancer, world.saleId, 3, () => phase);
  let chatting = true;
  // On a failed assertion too: the loops stop before the stack does.
  stopTraffic = async () => {
    chatting = false;
    annHears.close();
    benHears.close();
    await readers.stop();
  };

  // Chat: one message every 300 ms through the balancer, each retried under its clientId until stored.
  const sent = [];
  const acked = [];
  const post = (base, clientId) =>
    call(base, 'POST', `chats/${roomId}/messages`, { token: ann.token, body: { body: clientId, clientId } });
  const postUntilStored = async (base, clientId, deadline = Date.now() + 60_000) => {
    sent.push(clientId);
    for (;;) {
      const r = await post(base, clientId);
      if (r.status === 200) acked.push(clientId);
      if (r.status === 200 || Date.now() > deadline) return r;
      await sleep(300);
    }
  };
  const chat = (async () => {
    for (let i = 0; chatting; i += 1) {
      await postUntilStored(balancer, `steady-${i}`);
      await sleep(300);
    }
  })();

  // Buyers, one after another through the whole run: 16 want one ticket each, 12 exist.
  const buyerDeadline = Date.now() + 240_000;
  const shopping = (async () => {
    const results = [];
    for (const buyer of world.buyers) {
      results.push(await checkout(balancer, buyer, world.ticketTypeId, world.saleId, buyerDeadline));
      await sleep(1000);
    }
    return results;
  })();

  await sleep(1500);
  phase = 'restart';
  for (const server of servers) {
    const stopped = await server.stop();
    assert.equal(stopped.code, 0, `server ${server.port} exits cleanly:\n${server.log}`);
    assert.ok(stopped.ms < 10_000, `server ${server.port} took ${stopped.ms} ms to exit`);
    await server.start();
    await sleep(1500); // HAProxy's `rise 2` at 500 ms
  }
  phase = 'steady';
  await sleep(1000);

  phase = 'db-cut';
  dbProxy.cut();
  await sleep(3000);
  // The API's own answer, past its one-second event cache: a JSON 503 well within 5 s.
  const direct = await call(servers[0].url, 'GET', `events/${world.saleId}`);
  assert.equal(direct.status, 503, JSON.stringify(direct));
  assert.equal(direct.json.error.code, 'UNAVAILABLE');
  assert.ok(direct.ms < 5000, `a read during the database cut took ${direct.ms} ms`);
  await sleep(1000);
  phase = 'db-heal';
  dbProxy.restore();
  await waitFor(
    async () => (await call(balancer, 'GET', `events/${world.saleId}`)).status === 200,
    20_000,
    'reads heal after the database returns',
  );
  await sleep(1000); // the other servers' `rise 2`
  phase = 'steady';
  await sleep(1000);

  // Sockets may have moved during the database cut; fan-out is checked across two servers.
  await waitFor(async () => annHears.server && benHears.server, 10_000, 'both sockets connected');
  await benHears.avoid(annHears.server);
  phase = 'redis-cut';
  redisProxy.cut();
  await sleep(500);
  // Chat within one server keeps working: Ann hears a message her own server took.
  const annServer = annHears.server;
  assert.ok(annServer, 'Ann’s socket is connected');
  assert.equal((await postUntilStored(annServer.url, 'during-redis-cut', Date.now() + 5000)).status, 200);
  await waitFor(
    async () => annHears.got.some((m) => m.body === 'during-redis-cut'),
    3000,
    'Ann hears her server',
  );
  await sleep(2500);
  redisProxy.restore();
  phase = 'redis-heal';
  // Fan-out between servers resumes by itself: Ben, on another server, hears Ann's server again.
  let n = 0;
  await waitFor(
    async () => {
      n += 1;
      await benHears.avoid(annServer);
      await postUntilStored(annServer.url, `after-redis-${n}`, Date.now() + 5000);
      await sleep(300);
      return benHears.got.some((m) => m.body.startsWith('after-redis-') && m.via !== annServer.port);
    },
    // Seconds on a quiet machine (ioredis retries every ≤ 2 s); margin for a busy one.
    45_000,
    'cross-server chat resumes after Redis returns',
  );
  phase = 'steady';
  await sleep(1000);

  chatting = false;
  await chat;
  const checkouts = await shopping;
  await readers.stop();

  // Reads: none failed outside the database cut; during it, every one answered within 5 s.
  const outside = readers.reads.filter((r) => !DB_PHASES.has(r.phase) && !DB_PHASES.has(r.endPhase));
  const failed = outside.filter((r) => r.status !== 200);
  assert.deepEqual(
    failed.map((r) => `${r.phase}: ${r.status} ${r.error ?? ''}`),
    [],
    `${failed.length} of ${outside.length} reads failed outside the database cut`,
  );
  assert.ok(outside.filter((r) => r.phase === 'restart').length > 20, 'reads ran through the restarts');
  assert.ok(outside.filter((r) => r.phase === 'redis-cut').length > 10, 'reads ran through the Redis cut');
  const duringCut = readers.reads.filter((r) => r.phase === 'db-cut');
  assert.ok(
    duringCut.some((r) => r.status === 503),
    'the balancer saw the database cut',
  );
  for (const r of duringCut) {
    assert.ok(
      r.status === 200 || r.status === 503,
      `a read during the cut answered ${r.status} ${r.error ?? ''}`,
    );
    assert.ok(r.ms < 5000, `a read during the database cut took ${r.ms} ms`);
  }

  // Checkouts: each buyer got a final answer, once; 12 tickets sold, never more.
  const bought = checkouts.filter((c) => c.placed.status === 200);
  for (const c of checkouts) {
    if (c.placed.status !== 200) {
      assert.equal(c.placed.json?.error?.code, 'SOLD_OUT', JSON.stringify(c.placed));
      continue;
    }
    assert.equal(c.paid.status, 200, JSON.stringify(c.paid));
    assert.equal(c.paid.json.data.status, 'paid');
    assert.equal(c.replay.json?.data?.id, c.orderId, 'a replayed order request answers the same order');
  }
  assert.equal(bought.length, TICKETS, `${bought.length} of ${BUYERS} buyers got a ticket`);
  const orders = await sql.query('SELECT buyer_id, status FROM orders WHERE event_id = $1', [world.saleId]);
  assert.deepEqual(orders.rows.map((o) => o.buyer_id).sort(), bought.map((c) => c.buyer.userId).sort());
  assert.ok(orders.rows.every((o) => o.status === 'paid'));
  const stock = await sql.query(
    `SELECT sold, (SELECT count(*)::int FROM tickets WHERE ticket_type_id = $1) AS tickets FROM ticket_types WHERE id = $1`,
    [world.ticketTypeId],
  );
  assert.deepEqual(stock.rows[0], { sold: TICKETS, tickets: TICKETS });

  // Chat: after all that, a burst through the balancer reaches both sockets, each message once.
  await waitFor(async () => annHears.server && benHears.server, 10_000, 'both sockets connected');
  for (let i = 0; i < 6; i += 1) assert.equal((await postUntilStored(balancer, `final-${i}`)).status, 200);
  for (const [who, hears] of [
    ['Ann', annHears],
    ['Ben', benHears],
  ]) {
    await waitFor(
      async () => hears.got.filter((m) => m.body.startsWith('final-')).length >= 6,
      15_000,
      `${who} hears the burst`,
    );
    const ids = hears.got.map((m) => m.id);
    assert.equal(new Set(ids).size, ids.length, `${who} was given a message twice`);
  }
  annHears.close();
  benHears.close();
  // Every acknowledged message stored once; one given up on (its retries ran past their deadline)
  // may be stored or not, but once at most.
  const stored = (await sql.query('SELECT client_id FROM messages WHERE room_id = $1', [roomId])).rows.map(
    (m) => m.client_id,
  );
  assert.equal(new Set(stored).size, stored.length, 'a message was stored twice');
  assert.deepEqual(
    acked.filter((id) => !stored.includes(id)),
    [],
    'acknowledged messages missing from the room',
  );
  assert.deepEqual(
    stored.filter((id) => !sent.includes(id)),
    [],
    'messages nobody sent',
  );
  assert.ok(acked.length >= 30, `only ${acked.length} chat messages went through`);
});
