import { Box, Chip, Stack, Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { formatCredits, useIntlLocale } from '../finance-shared';
import { CategoryLabel } from '../gifts/fields';
import { QueueStepField } from '../shared/queue-fields';
import { COMMENT_PREVIEW, DISPLAY_STATUS_TONES, GIFT_SENDS, type GiftSendRecord } from './turn';

/**
 * The gift: its name over its category (the catalogue's words); `withTotal` adds what he pays under
 * them (the list's one column for the gift and its price, so the queue fits 1280 px).
 */
export const GiftCell = ({ withTotal = false }: { source?: string; label?: string; withTotal?: boolean }) => {
  const record = useRecordContext<GiftSendRecord>();
  if (!record) return null;
  return (
    <Box data-testid={`gift-${record.id}`} sx={{ minWidth: 0 }}>
      <Box component="span" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
        {record.gift_name ?? `#${record.gift_id}`}
      </Box>
      <Typography variant="caption" color="text.secondary" component="div">
        <CategoryLabel category={record.gift_category} />
      </Typography>
      {withTotal ? <TotalCell align="left" /> : null}
    </Box>
  );
};

/** What he pays: the total in credits (`total_credits`) over its price and delivery price. */
export const TotalCell = ({ align = 'right' }: { source?: string; label?: string; align?: 'left' | 'right' }) => {
  const record = useRecordContext<GiftSendRecord>();
  const translate = useTranslate();
  const locale = useIntlLocale();
  if (!record) return null;
  return (
    <Box data-testid={`total-${record.id}`} sx={{ textAlign: align, mt: align === 'left' ? 0.5 : 0 }}>
      <Box component="span" sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
        {translate(`resources.${GIFT_SENDS}.total_credits`, { smart_count: record.total, total: formatCredits(record.total, locale) })}
      </Box>
      <Typography variant="caption" color="text.secondary" component="div">
        {translate(`resources.${GIFT_SENDS}.total_line`, {
          price: formatCredits(record.price, locale),
          delivery: formatCredits(record.delivery_price, locale),
        })}
      </Typography>
    </Box>
  );
};

/** The start of his comment (the whole of it on hover and on the gift's page), at most `maxWidth` wide; `full` shows all of it. */
export const CommentField = ({ full = false, maxWidth = 220 }: { full?: boolean; maxWidth?: number | 'none'; source?: string; label?: string }) => {
  const record = useRecordContext<GiftSendRecord>();
  const translate = useTranslate();
  if (!record) return null;
  const comment = record.comment?.trim();
  if (!comment)
    return (
      <Typography component="span" variant="body2" color="text.secondary">
        {translate(`resources.${GIFT_SENDS}.comment_none`)}
      </Typography>
    );
  const cut = !full && comment.length > COMMENT_PREVIEW;
  return (
    <Typography
      component="span"
      variant="body2"
      title={cut ? comment : undefined}
      data-testid={`comment-${record.id}`}
      sx={full ? { whiteSpace: 'pre-wrap', wordBreak: 'break-word' } : { display: 'block', maxWidth, overflowWrap: 'anywhere' }}
    >
      {cut ? `${comment.slice(0, COMMENT_PREVIEW).trimEnd()}…` : comment}
    </Typography>
  );
};

/** Where the gift stands as the member sees it: packaging, on the way, delivered, rejected. */
export const DisplayStatusField = (_props: { source?: string; label?: string }) => {
  const record = useRecordContext<GiftSendRecord>();
  const translate = useTranslate();
  if (!record?.display_status) return null;
  return (
    <Chip
      size="small"
      variant="outlined"
      color={DISPLAY_STATUS_TONES[record.display_status] ?? 'default'}
      label={translate(`resources.${GIFT_SENDS}.display_statuses.${record.display_status}`, { _: record.display_status })}
      data-testid={`display-status-${record.id}`}
    />
  );
};

/** Where the gift stands as he sees it, and under it whose decision it waits for (one column of the list). */
export const StatusAndStep = (_props: { source?: string; label?: string }) => (
  <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
    <DisplayStatusField />
    <QueueStepField />
  </Stack>
);
