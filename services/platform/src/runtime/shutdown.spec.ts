import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { shutDown } from './shutdown.js';

const log = pino({ level: 'silent' });

describe('shutDown', () => {
  it('closes the app first, then each transport once, in order', async () => {
    const steps: string[] = [];
    const app = { close: async () => void steps.push('app') };
    const code = await shutDown(app, [() => steps.push('bus'), async () => void steps.push('redis')], log, 'SIGTERM');
    expect(code).toBe(0);
    expect(steps).toEqual(['app', 'bus', 'redis']);
  });

  it('still closes the transports when a step fails, and answers exit code 1', async () => {
    const steps: string[] = [];
    const app = {
      close: async () => {
        throw new Error('a module failed to stop');
      },
    };
    const code = await shutDown(
      app,
      [
        () => {
          throw new Error('bus');
        },
        () => steps.push('redis'),
      ],
      log,
    );
    expect(code).toBe(1);
    expect(steps).toEqual(['redis']);
  });
});
