/**
 * The local SES stand-in (infra/local/services.ts) closes each connection after its answer. The
 * outbox senders' SES client makes one attempt per send, so a kept-alive socket that the server is
 * closing at that moment would leave the mail in doubt and unsent.
 */
import { Agent, request, type IncomingMessage } from 'node:http';
import { afterAll, describe, expect, inject, it } from 'vitest';

const stack = inject('stack');
const agent = new Agent({ keepAlive: true });
afterAll(() => agent.destroy());

function get(url: string): Promise<IncomingMessage> {
  return new Promise((resolve, reject) => {
    const req = request(url, { agent }, (res) => {
      res.resume();
      res.on('end', () => resolve(res));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('the local SES', () => {
  it('answers with Connection: close, so a client keeps no socket of it for a later send', async () => {
    const first = await get(`${stack.mailUrl}/health-check`);
    expect(first.statusCode).toBe(200);
    expect(first.headers.connection).toBe('close');
    await new Promise((r) => setTimeout(r, 50));
    expect(Object.values(agent.freeSockets).flat()).toEqual([]);
    // The store, answered by the package's own route, says the same.
    expect((await get(`${stack.mailUrl}/store?since=0`)).headers.connection).toBe('close');
  });
});
