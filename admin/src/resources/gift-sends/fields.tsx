import { Box, Chip, Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { formatCredits, useIntlLocale } from '../finance-shared';
import { CategoryLabel } from '../gifts/fields';
import { COMMENT_PREVIEW, DISPLAY_STATUS_TONES, GIFT_SENDS, type GiftSendRecord } from './turn';

/** The gift: its name over its category (the catalogue's words). */
export const GiftCell = (_props: { source?: string; label?: string }) => {
  const record = useRecordContext<GiftSendRecord>();
  if (!record) return null;
  return (
    <Box data-testid={`gift-${record.id}`}>
      <Box component="span" sx={{ fontWeight: 600 }}>
        {record.gift_name ?? `#${record.gift_id}`}
      </Box>
      <Typography variant="caption" color="text.secondary" component="div">
        <CategoryLabel category={record.gift_category} />
      </Typography>
    </Box>
  );
};

/** What he pays: the total in credits over its price and delivery price. */
export const TotalCell = (_props: { source?: string; label?: string }) => {
  const record = useRecordContext<GiftSendRecord>();
  const translate = useTranslate();
  const locale = useIntlLocale();
  if (!record) return null;
  return (
    <Box data-testid={`total-${record.id}`} sx={{ textAlign: 'right', whiteSpace: 'nowrap' }}>
      <Box component="span" sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}>
        {formatCredits(record.total, locale)}
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

/** The start of his comment (the whole of it on hover and on the gift's page); `full` shows all of it. */
export const CommentField = ({ full = false }: { full?: boolean; source?: string; label?: string }) => {
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
      sx={full ? { whiteSpace: 'pre-wrap', wordBreak: 'break-word' } : { display: 'block', maxWidth: 260, wordBreak: 'break-word' }}
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
