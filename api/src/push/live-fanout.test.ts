/**
 * Two api nodes on one database (issue 22): a stream opened on one node hears what is done on the
 * other, through LISTEN/NOTIFY (PGlite here, PostgreSQL in `pnpm test:pg`), and a logout on one
 * ends the session's stream on the other.
 */
import type { FastifyInstance } from 'fastify';
import { buildServer } from '../server';
import { bearer, createTestApp, TEST_NOW, TEST_SECRET, type TestApp } from '../testing/test-app';

let t: TestApp;
let second: FastifyInstance;
let secondAddress: string;
beforeAll(async () => {
  t = await createTestApp(TEST_NOW, { liveFanout: true });
  second = await buildServer({ database: t.database, jwtSecret: TEST_SECRET, liveFanout: true, now: () => TEST_NOW });
  secondAddress = await second.listen({ port: 0, host: '127.0.0.1' });
}, 60_000);
afterAll(async () => {
  await second.close();
  await t.close();
});

/** Reads a stream's text until `pattern` shows (true) or the stream ends (false). */
function streamReader(body: ReadableStream<Uint8Array>) {
  const reader = body.getReader();
  const state = { text: '' };
  const until = async (pattern: RegExp): Promise<boolean> => {
    while (!pattern.test(state.text)) {
      const chunk = await reader.read();
      if (chunk.done) return false;
      state.text += new TextDecoder().decode(chunk.value);
    }
    return true;
  };
  return { state, until };
}

describe('live updates across api nodes', () => {
  it('a notification sent through one node reaches the user’s stream on the other, and a logout there ends it', async () => {
    const session = await t.login('reporter@facilityops.test');
    const manager = await t.login('manager@facilityops.test');
    const { ticket } = (await t.app.inject({ method: 'POST', url: '/events/ticket', headers: bearer(session), payload: {} })).json() as { ticket: string };
    const response = await fetch(`${secondAddress}/events?ticket=${ticket}`);
    expect(response.status).toBe(200);
    if (!response.body) throw new Error('no body');
    const stream = streamReader(response.body);
    await stream.until(/retry: 5000/);

    const sent = await t.app.inject({
      method: 'POST',
      url: '/notifications',
      headers: bearer(manager),
      payload: { userId: 'usr-reporter', title: 'Heard on the other node', data: { type: 'task', id: 'iss-2' } },
    });
    expect(sent.statusCode).toBe(200);
    expect(await stream.until(/Heard on the other node/)).toBe(true);

    // The session ends on the first node; its stream on the second closes.
    expect((await t.app.inject({ method: 'POST', url: '/auth/logout', headers: bearer(session), payload: {} })).statusCode).toBe(200);
    expect(await stream.until(/never shows/)).toBe(false);
  });

  it('a stream on this node still hears its own node once fanned out', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const session = await t.login('fixer@facilityops.test');
    const manager = await t.login('manager@facilityops.test');
    const { ticket } = (await second.inject({ method: 'POST', url: '/events/ticket', headers: bearer(session), payload: {} })).json() as { ticket: string };
    const response = await fetch(`${address}/events?ticket=${ticket}`);
    if (!response.body) throw new Error('no body');
    const stream = streamReader(response.body);
    await stream.until(/retry: 5000/);
    await t.app.inject({ method: 'POST', url: '/notifications', headers: bearer(manager), payload: { userId: 'usr-fixer', title: 'Same node' } });
    expect(await stream.until(/Same node/)).toBe(true);
    await response.body.cancel().catch(() => undefined);
  });
});
