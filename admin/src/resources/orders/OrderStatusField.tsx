import { Chip } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';

/** "Charged" or "Reversed" (an order's `reversed` flag) as a chip. */
export const OrderStatusField = () => {
  const order = useRecordContext<{ reversed?: boolean }>();
  const translate = useTranslate();
  if (!order) return null;
  return order.reversed ? (
    <Chip size="small" color="warning" label={translate('resources.orders.statuses.reversed')} data-testid="order-reversed" />
  ) : (
    <Chip size="small" variant="outlined" label={translate('resources.orders.statuses.charged')} />
  );
};
