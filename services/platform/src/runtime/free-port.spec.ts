import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { freePort } from './free-port.js';

describe('freePort', () => {
  it('answers distinct ports below the ephemeral range that a server can listen on', async () => {
    const ports = await Promise.all(Array.from({ length: 5 }, () => freePort()));
    for (const port of ports) {
      expect(port).toBeGreaterThanOrEqual(20_000);
      expect(port).toBeLessThan(32_768);
      const server = createServer();
      await new Promise<void>((resolve, reject) => server.once('error', reject).listen(port, '127.0.0.1', resolve));
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('with consecutive ports, answers the first of a free run', async () => {
    const port = await freePort(2);
    for (const p of [port, port + 1]) {
      const server = createServer();
      await new Promise<void>((resolve, reject) => server.once('error', reject).listen(p, '127.0.0.1', resolve));
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
