// Events are the ledger's source of truth: one stream per account, so events carry no accountId
// except AccountOpened. Amounts are integer credits.

export const SERVICES = ['text_chat', 'video_chat', 'write_letter', 'private_photo_buy', 'private_video_buy', 'realinfo_request', 'gift'] as const;

export type ServiceName = (typeof SERVICES)[number];

export function isServiceName(value: unknown): value is ServiceName {
  return (SERVICES as readonly unknown[]).includes(value);
}

export type AccountOpened = { type: 'AccountOpened'; accountId: string };

export type CreditsPurchased = {
  type: 'CreditsPurchased';
  paymentId: string;
  provider: string;
  providerTransactionId: string;
  creditPackId: string | null;
  credits: number;
  priceUsdCents: number;
};

export type CreditsGranted = {
  type: 'CreditsGranted';
  grantId: string;
  credits: number;
  reason: string;
  staffId: string;
};

/** amount = unitPrice * quantity, stored so readers never recompute it. */
export type CreditsCharged = {
  type: 'CreditsCharged';
  chargeId: string;
  service: ServiceName;
  unitPrice: number;
  quantity: number;
  amount: number;
  reference: string;
};

export type CreditsHeld = {
  type: 'CreditsHeld';
  holdId: string;
  service: ServiceName;
  amount: number;
  reference: string;
  expiresAtMs: number;
};

/** Posts a charge (chargeId) out of a hold; the hold stays open until fully captured. */
export type HoldCaptured = {
  type: 'HoldCaptured';
  holdId: string;
  chargeId: string;
  amount: number;
  service: ServiceName;
  reference: string;
};

/** amount = what was still held at release time. */
export type HoldReleased = { type: 'HoldReleased'; holdId: string; amount: number };

/** amount = what was still held at expiry time. */
export type HoldExpired = { type: 'HoldExpired'; holdId: string; amount: number };

/** Gives credits back, for plain charges and for captures alike. */
export type ChargeReversed = {
  type: 'ChargeReversed';
  chargeId: string;
  amount: number;
  reason: string;
  staffId: string | null;
};

/** Provider chargeback/refund: the only event that may take the balance below zero; flags the account. */
export type PurchaseReversed = { type: 'PurchaseReversed'; paymentId: string; credits: number; reason: string };

export type LedgerEvent =
  | AccountOpened
  | CreditsPurchased
  | CreditsGranted
  | CreditsCharged
  | CreditsHeld
  | HoldCaptured
  | HoldReleased
  | HoldExpired
  | ChargeReversed
  | PurchaseReversed;

export type LedgerEventType = LedgerEvent['type'];
