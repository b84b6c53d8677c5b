import type { ServiceName } from './ledger-events.js';

// Commands are intents; time is passed in (expiresAtMs, nowMs) so decide stays pure.

export type OpenAccount = { type: 'OpenAccount'; accountId: string };

export type PurchaseCredits = {
  type: 'PurchaseCredits';
  paymentId: string;
  provider: string;
  providerTransactionId: string;
  creditPackId: string | null;
  credits: number;
  priceUsdCents: number;
};

export type GrantCredits = { type: 'GrantCredits'; grantId: string; credits: number; reason: string; staffId: string };

export type ChargeCredits = {
  type: 'ChargeCredits';
  chargeId: string;
  service: ServiceName;
  unitPrice: number;
  quantity: number;
  reference: string;
};

export type HoldCredits = {
  type: 'HoldCredits';
  holdId: string;
  service: ServiceName;
  amount: number;
  reference: string;
  expiresAtMs: number;
};

export type CaptureHold = { type: 'CaptureHold'; holdId: string; chargeId: string; amount: number };

export type ReleaseHold = { type: 'ReleaseHold'; holdId: string };

/** Refused while nowMs < expiresAtMs. */
export type ExpireHold = { type: 'ExpireHold'; holdId: string; nowMs: number };

export type ReverseCharge = { type: 'ReverseCharge'; chargeId: string; reason: string; staffId: string | null };

export type ReversePurchase = { type: 'ReversePurchase'; paymentId: string; reason: string };

export type LedgerCommand =
  OpenAccount | PurchaseCredits | GrantCredits | ChargeCredits | HoldCredits | CaptureHold | ReleaseHold | ExpireHold | ReverseCharge | ReversePurchase;

export type LedgerCommandType = LedgerCommand['type'];
