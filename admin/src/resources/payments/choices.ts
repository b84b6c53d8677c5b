import type { ChipProps } from '@mui/material';

export const PAYMENT_STATUSES = ['pending', 'processing', 'approved', 'declined', 'expired', 'needs_refund', 'reversed'] as const;
export const PAYMENT_PROVIDERS = ['sandbox', 'segpay'] as const;

export const STATUS_CHOICES = PAYMENT_STATUSES.map((id) => ({ id, name: `resources.payments.statuses.${id}` }));
export const PROVIDER_CHOICES = PAYMENT_PROVIDERS.map((id) => ({ id, name: `resources.payments.providers.${id}` }));

export const STATUS_TONES: Record<string, ChipProps['color']> = {
  approved: 'success',
  declined: 'error',
  reversed: 'warning',
  needs_refund: 'error',
  pending: 'default',
  processing: 'info',
  expired: 'default',
};
