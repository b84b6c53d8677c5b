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

  it('rejects a port out of range', () => {
    expect(() => loadConfig(schema, { KAFKA_BROKERS: 'a:1', PORT: '70000' })).toThrow(/PORT/);
  });
});
