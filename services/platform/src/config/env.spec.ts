import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './env.js';

const schema = {
  PORT: { kind: 'port', expects: 'a TCP port (0-65535)', default: '3000' },
  DATABASE_URL: { kind: 'url', expects: 'a postgres:// URL' },
  KAFKA_BROKERS: { kind: 'list', expects: 'host:port[,host:port]', required: true },
  MODE: { kind: 'string', expects: 'dev or prod', oneOf: ['dev', 'prod'], default: 'dev' },
} as const;

describe('loadConfig', () => {
  it('applies defaults and parses kinds', () => {
    const c = loadConfig(schema, { KAFKA_BROKERS: 'a:1, b:2' });
    expect(c).toEqual({ PORT: 3000, KAFKA_BROKERS: ['a:1', 'b:2'], MODE: 'dev' });
  });

  it('names every missing or bad variable and what it expects', () => {
    try {
      loadConfig(schema, { PORT: 'eighty', DATABASE_URL: 'not a url', MODE: 'x' });
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(ConfigError);
      const msg = (e as Error).message;
      expect(msg).toContain('PORT="eighty" is invalid: expected a TCP port (0-65535)');
      expect(msg).toContain('DATABASE_URL="not a url" is invalid: expected a postgres:// URL');
      expect(msg).toContain('KAFKA_BROKERS is missing: expected host:port[,host:port]');
      expect(msg).toContain('MODE="x" is invalid');
    }
  });

  it('keeps an int within its min and max, both allowed', () => {
    const ranged = { EVERY_MS: { kind: 'int', expects: 'how often, 200-60000 ms', min: 200, max: 60_000, default: '1000' } } as const;
    expect(loadConfig(ranged, {}).EVERY_MS).toBe(1000);
    expect(loadConfig(ranged, { EVERY_MS: '200' }).EVERY_MS).toBe(200);
    expect(loadConfig(ranged, { EVERY_MS: '60000' }).EVERY_MS).toBe(60_000);
    for (const bad of ['199', '60001', '-5', '1.5', 'soon'])
      expect(() => loadConfig(ranged, { EVERY_MS: bad })).toThrow(`EVERY_MS=${JSON.stringify(bad)} is invalid: expected how often, 200-60000 ms`);
  });

  it("reads another service's host:port", () => {
    const schema = { LEDGER_GRPC_ADDRESS: { kind: 'address', expects: "host:port of billing's ledger port", required: true } } as const;
    for (const good of ['billing:50051', '10.0.0.7:50051', '[::1]:50051', 'billing-ledger.svc.cluster.local:443'])
      expect(loadConfig(schema, { LEDGER_GRPC_ADDRESS: good }).LEDGER_GRPC_ADDRESS).toBe(good);
    for (const bad of ['billing', 'http://billing:50051', 'billing:', 'billing:port', 'a b:1'])
      expect(() => loadConfig(schema, { LEDGER_GRPC_ADDRESS: bad })).toThrow(/LEDGER_GRPC_ADDRESS=.* is invalid: expected host:port/);
  });

  it('rejects a port out of range', () => {
    expect(() => loadConfig(schema, { KAFKA_BROKERS: 'a:1', PORT: '70000' })).toThrow(/PORT/);
  });
});
