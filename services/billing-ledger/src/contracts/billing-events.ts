import { defineEvent, type EventMeta, encodeEvent, type OutgoingEvent } from '@dating/platform';
import {
  BalanceLowSchema,
  ChargeReversedSchema,
  CreditsChargedSchema,
  CreditsGrantedSchema,
  CreditsHeldSchema,
  CreditsPurchasedSchema,
  HoldCapturedSchema,
  HoldExpiredSchema,
  HoldReleasedSchema,
  PriceChangedSchema,
  PurchaseReversedSchema,
} from '@dating/proto/billing/v1/events_pb';
import type { LedgerEvent } from '../domain/index.js';

/** Topic of every account event, keyed by account id so one account stays in order. */
export const ACCOUNTS_TOPIC = 'billing-ledger.accounts.v1';

const def = <S extends Parameters<typeof defineEvent>[0]['schema']>(name: string, schema: S) =>
  defineEvent({ type: `billing.v1.${name}`, version: 1, topic: ACCOUNTS_TOPIC, schema });

export const BillingEvents = {
  CreditsPurchased: def('CreditsPurchased', CreditsPurchasedSchema),
  CreditsGranted: def('CreditsGranted', CreditsGrantedSchema),
  CreditsCharged: def('CreditsCharged', CreditsChargedSchema),
  CreditsHeld: def('CreditsHeld', CreditsHeldSchema),
  HoldCaptured: def('HoldCaptured', HoldCapturedSchema),
  HoldReleased: def('HoldReleased', HoldReleasedSchema),
  HoldExpired: def('HoldExpired', HoldExpiredSchema),
  ChargeReversed: def('ChargeReversed', ChargeReversedSchema),
  PurchaseReversed: def('PurchaseReversed', PurchaseReversedSchema),
  BalanceLow: def('BalanceLow', BalanceLowSchema),
};

/** Topic of the price list's changes, keyed by the priced action. */
export const PRICES_TOPIC = 'billing-ledger.prices.v1';

/** An admin changed a service's price (admin API `prices`); new charges use it, earlier ones keep theirs. */
export const PriceChanged = defineEvent({ type: 'billing.v1.PriceChanged', version: 1, topic: PRICES_TOPIC, schema: PriceChangedSchema });

/**
 * Maps a domain event to its integration event (AccountOpened stays internal). `meta.eventId`
 * is the ledger event's own id, so the event store and the outbox name the same fact.
 */
export function toIntegrationEvent(accountId: string, event: LedgerEvent, meta: EventMeta): OutgoingEvent | null {
  const n = (v: number) => BigInt(v);
  switch (event.type) {
    case 'AccountOpened':
      return null;
    case 'CreditsPurchased':
      return encodeEvent(
        BillingEvents.CreditsPurchased,
        {
          accountId,
          paymentId: event.paymentId,
          provider: event.provider,
          providerTransactionId: event.providerTransactionId,
          creditPackId: event.creditPackId ?? '',
          credits: n(event.credits),
          priceUsdCents: n(event.priceUsdCents),
        },
        meta,
      );
    case 'CreditsGranted':
      return encodeEvent(
        BillingEvents.CreditsGranted,
        { accountId, grantId: event.grantId, credits: n(event.credits), reason: event.reason, staffId: event.staffId },
        meta,
      );
    case 'CreditsCharged':
      return encodeEvent(
        BillingEvents.CreditsCharged,
        {
          accountId,
          chargeId: event.chargeId,
          service: event.service,
          unitPrice: n(event.unitPrice),
          quantity: n(event.quantity),
          amount: n(event.amount),
          reference: event.reference,
        },
        meta,
      );
    case 'CreditsHeld':
      return encodeEvent(
        BillingEvents.CreditsHeld,
        { accountId, holdId: event.holdId, service: event.service, amount: n(event.amount), reference: event.reference, expiresAtMs: n(event.expiresAtMs) },
        meta,
      );
    case 'HoldCaptured':
      return encodeEvent(
        BillingEvents.HoldCaptured,
        { accountId, holdId: event.holdId, chargeId: event.chargeId, amount: n(event.amount), service: event.service, reference: event.reference },
        meta,
      );
    case 'HoldReleased':
      return encodeEvent(BillingEvents.HoldReleased, { accountId, holdId: event.holdId, amount: n(event.amount) }, meta);
    case 'HoldExpired':
      return encodeEvent(BillingEvents.HoldExpired, { accountId, holdId: event.holdId, amount: n(event.amount) }, meta);
    case 'ChargeReversed':
      return encodeEvent(
        BillingEvents.ChargeReversed,
        { accountId, chargeId: event.chargeId, amount: n(event.amount), reason: event.reason, staffId: event.staffId ?? '' },
        meta,
      );
    case 'PurchaseReversed':
      return encodeEvent(BillingEvents.PurchaseReversed, { accountId, paymentId: event.paymentId, credits: n(event.credits), reason: event.reason }, meta);
  }
}
