import { randomBytes } from 'node:crypto';
import { type EnvSchema, loadConfig, logger } from '@dating/platform';

/** Environment variables of the payment adapters; validated when the module starts. */
export const PAYMENTS_ENV = {
  SEGPAY_PAYMENT_URL: {
    kind: 'url',
    expects: 'the Segpay hosted payment page (join link base)',
    default: 'https://secure2.segpay.com/billing/poset.cgi',
  },
  SEGPAY_PACKAGE_ID: {
    kind: 'string',
    expects: 'the Segpay package id; x-eticketid is sent as <package id>:<price point id> when set, else the bare price point id',
  },
  SEGPAY_POSTBACK_TOKEN: {
    kind: 'secret',
    expects: 'a random secret of at least 32 characters, put as ?token=... in the postback URLs configured at Segpay',
  },
  SEGPAY_POSTBACK_IPS: { kind: 'list', expects: 'comma-separated addresses Segpay posts from; unset accepts any address (the token still applies)' },
  SANDBOX_PAYMENT_SECRET: {
    kind: 'secret',
    expects: 'the HMAC-SHA256 key of sandbox postbacks, at least 32 characters; unset generates one per process',
  },
  SANDBOX_POSTBACK_URL: { kind: 'url', expects: 'where the sandbox sends its postbacks; default <PUBLIC_URL>/payments/postback/sandbox' },
} as const satisfies EnvSchema;

export interface PaymentsConfig {
  segpay: { paymentUrl: string; packageId: string | null; postbackToken: string | null; postbackIps: string[] };
  sandbox: { secret: string; postbackUrl: string | null };
}

export const PAYMENTS_CONFIG = Symbol('PAYMENTS_CONFIG');

export function loadPaymentsConfig(env: NodeJS.ProcessEnv = process.env, options: { devProviders: boolean } = { devProviders: false }): PaymentsConfig {
  const c = loadConfig(PAYMENTS_ENV, env);
  if (!options.devProviders && !c.SEGPAY_POSTBACK_TOKEN) {
    // Refusing every Segpay postback is the safe default; say so loudly instead of failing boot.
    logger('payments').error('SEGPAY_POSTBACK_TOKEN is not set: every Segpay postback will be refused until it is');
  }
  return {
    segpay: {
      paymentUrl: c.SEGPAY_PAYMENT_URL,
      packageId: c.SEGPAY_PACKAGE_ID?.trim() || null,
      postbackToken: c.SEGPAY_POSTBACK_TOKEN ?? null,
      postbackIps: c.SEGPAY_POSTBACK_IPS ?? [],
    },
    sandbox: { secret: c.SANDBOX_PAYMENT_SECRET ?? randomBytes(32).toString('base64url'), postbackUrl: c.SANDBOX_POSTBACK_URL ?? null },
  };
}
