import { Chip, Typography } from '@mui/material';
import { type FieldProps, useFieldValue, useRecordContext, useTranslate } from 'react-admin';
import { formatUsdCents, useIntlLocale } from '../finance-shared';

/** One line of an account's statement (the `ledger-statements` resource). */
export interface StatementLine {
  id: string;
  account_id: string;
  version: number;
  type: string;
  data: Record<string, unknown> | null;
  posted_delta: number;
  held_delta: number;
  running_posted: number;
  running_held: number;
  running_available: number;
  actor: string;
  occurred_at: string;
}

const TONE: Record<string, 'success' | 'error' | 'warning' | 'info' | 'default'> = {
  CreditsPurchased: 'success',
  CreditsGranted: 'success',
  ChargeReversed: 'info',
  CreditsCharged: 'default',
  HoldCaptured: 'default',
  CreditsHeld: 'warning',
  PurchaseReversed: 'error',
};

/** The event type in words (`resources.ledger-statements.types.<type>`), as a chip; unknown types show their name. */
export const EventTypeField = (_props: FieldProps) => {
  const type = useFieldValue({ source: 'type' });
  const translate = useTranslate();
  if (!type) return null;
  const tone = TONE[String(type)] ?? 'default';
  return (
    <Chip
      size="small"
      variant={tone === 'default' ? 'outlined' : 'filled'}
      color={tone}
      label={translate(`resources.ledger-statements.types.${type}`, { _: String(type) })}
      data-testid={`event-${type}`}
    />
  );
};

/** What the event was about: the service of a charge, the reason of a grant or reversal, the pack of a purchase. */
export const EventDetailField = (_props: FieldProps) => {
  const line = useRecordContext<StatementLine>();
  const translate = useTranslate();
  const locale = useIntlLocale();
  if (!line?.data || typeof line.data !== 'object') return null;
  const d = line.data;
  const service = typeof d.service === 'string' ? translate(`resources.orders.services.${d.service}`, { _: d.service }) : '';
  let text = '';
  switch (line.type) {
    case 'CreditsPurchased':
      text = translate('resources.ledger-statements.detail.purchase', { credits: d.credits ?? '', price: formatUsdCents(Number(d.priceUsdCents), locale) });
      break;
    case 'CreditsCharged':
      text = translate('resources.ledger-statements.detail.charge', { service, quantity: d.quantity ?? 1 });
      break;
    case 'CreditsHeld':
    case 'HoldCaptured':
      text = translate('resources.ledger-statements.detail.held', { service });
      break;
    default:
      if (typeof d.reason === 'string' && d.reason) text = translate('resources.ledger-statements.detail.reason', { reason: d.reason });
  }
  if (!text) return null;
  return (
    <Typography
      variant="body2"
      component="span"
      color="text.secondary"
      sx={{ display: 'inline-block', minWidth: 140, maxWidth: 320, overflowWrap: 'break-word', wordBreak: 'break-word' }}
    >
      {text}
    </Typography>
  );
};

/** Who caused the event: `staff:<id>`, `member:<id>`, `system:<service>`. */
export function actorLabel(actor: string | null | undefined, translate: (key: string, options?: object) => string): string {
  if (!actor) return '';
  const at = actor.indexOf(':');
  const kind = at > 0 ? actor.slice(0, at) : '';
  const id = at > 0 ? actor.slice(at + 1) : actor;
  return ['staff', 'member', 'system'].includes(kind)
    ? translate(`resources.ledger-statements.actors.${kind}`, { id })
    : translate('resources.ledger-statements.actors.unknown', { id: actor });
}

/** Who caused it, in words; a long service name ("System (release_expired)") breaks inside rather than widening the table past its card. */
export const ActorField = (_props: FieldProps) => {
  const actor = useFieldValue({ source: 'actor' });
  const translate = useTranslate();
  return (
    <Typography
      variant="body2"
      component="span"
      title={actor ? String(actor) : undefined}
      sx={{ display: 'inline-block', minWidth: 110, overflowWrap: 'anywhere' }}
    >
      {actorLabel(actor ? String(actor) : '', translate)}
    </Typography>
  );
};
