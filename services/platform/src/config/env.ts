/**
 * Configuration comes from environment variables and is validated at boot: a missing or bad
 * value stops the process with a message naming the variable and what it expects.
 */
export type EnvKind = 'string' | 'int' | 'port' | 'url' | 'list' | 'bool' | 'secret' | 'address';

export interface EnvVar<K extends EnvKind = EnvKind> {
  kind: K;
  /** What the variable is for and what it expects, printed when it is wrong. */
  expects: string;
  required?: boolean;
  default?: string;
  /** Allowed values, for enumerations. */
  oneOf?: readonly string[];
  /** The smallest and largest value an `int` may take (both allowed). */
  min?: number;
  max?: number;
}

type ValueOf<K extends EnvKind> = K extends 'int' | 'port' ? number : K extends 'bool' ? boolean : K extends 'list' ? string[] : string;

export type EnvSchema = Record<string, EnvVar>;
export type ConfigOf<S extends EnvSchema> = {
  [N in keyof S]: S[N]['required'] extends true
    ? ValueOf<S[N]['kind']>
    : S[N]['default'] extends string
      ? ValueOf<S[N]['kind']>
      : ValueOf<S[N]['kind']> | undefined;
};

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

export function loadConfig<S extends EnvSchema>(schema: S, env: NodeJS.ProcessEnv = process.env): ConfigOf<S> {
  const problems: string[] = [];
  const out: Record<string, unknown> = {};
  for (const [name, spec] of Object.entries(schema)) {
    const raw = env[name] === undefined || env[name] === '' ? spec.default : env[name];
    if (raw === undefined) {
      if (spec.required) problems.push(`${name} is missing: expected ${spec.expects}`);
      continue;
    }
    const parsed = parseValue(spec, raw);
    if (parsed.ok) out[name] = parsed.value;
    else problems.push(`${name}=${spec.kind === 'secret' ? '<hidden>' : JSON.stringify(raw)} is invalid: expected ${spec.expects}`);
  }
  if (problems.length) throw new ConfigError(problems);
  return out as ConfigOf<S>;
}

function parseValue(spec: EnvVar, raw: string): { ok: true; value: unknown } | { ok: false } {
  if (spec.oneOf && !spec.oneOf.includes(raw)) return { ok: false };
  switch (spec.kind) {
    case 'int':
    case 'port': {
      if (!/^\d+$/.test(raw)) return { ok: false };
      const n = Number(raw);
      const [min, max] = spec.kind === 'port' ? [0, 65535] : [spec.min ?? 0, spec.max ?? Number.MAX_SAFE_INTEGER];
      return n >= min && n <= max ? { ok: true, value: n } : { ok: false };
    }
    case 'address':
      // host:port of another service's port (a name, an IPv4 address or a bracketed IPv6 one).
      return /^[\w.[\]:-]+:\d{1,5}$/.test(raw) ? { ok: true, value: raw } : { ok: false };
    case 'bool':
      if (['true', '1', 'yes', 'on'].includes(raw)) return { ok: true, value: true };
      if (['false', '0', 'no', 'off'].includes(raw)) return { ok: true, value: false };
      return { ok: false };
    case 'url':
      try {
        new URL(raw);
        return { ok: true, value: raw };
      } catch {
        return { ok: false };
      }
    case 'list': {
      const items = raw
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean);
      return items.length ? { ok: true, value: items } : { ok: false };
    }
    case 'secret':
      return raw.length >= 32 ? { ok: true, value: raw } : { ok: false };
    default:
      return { ok: true, value: raw };
  }
}
