import BlockRoundedIcon from '@mui/icons-material/BlockRounded';
import CheckCircleRoundedIcon from '@mui/icons-material/CheckCircleRounded';
import EventBusyRoundedIcon from '@mui/icons-material/EventBusyRounded';
import Inventory2RoundedIcon from '@mui/icons-material/Inventory2Rounded';
import LocalShippingRoundedIcon from '@mui/icons-material/LocalShippingRounded';
import MailRoundedIcon from '@mui/icons-material/MailRounded';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Chip, { type ChipProps } from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { useCreditText } from '@/features/credits/components/modal-parts';
import { useFormat } from '@/shared/i18n/format';
import { initialsOf } from '@/shared/lib/initials';
import { thumbnail } from '@/shared/lib/thumbnail';
import { openModal } from '@/shared/store/ui-store';
import { brand } from '@/shared/theme';
import { type GiftSend, type GiftStatus, giftName } from '../api/gifts';
import { categoryName, GiftCategoryIcon } from './gift-category';

const STATUS_LOOK: Record<GiftStatus, { color: ChipProps['color']; icon: ReactElement }> = {
  packaging: { color: 'default', icon: <Inventory2RoundedIcon /> },
  onWay: { color: 'info', icon: <LocalShippingRoundedIcon /> },
  delivered: { color: 'success', icon: <CheckCircleRoundedIcon /> },
  reject: { color: 'error', icon: <BlockRoundedIcon /> },
};

/**
 * A gift's status as a chip: packaging, on the way, delivered, rejected; "Not delivered" once his
 * hold expired before a decision (it will not be delivered: a moderator can only reject it).
 */
export function GiftStatusChip({ status, expired = false }: { status: GiftStatus; expired?: boolean }) {
  const { t } = useTranslation();
  const look = expired ? { color: 'default' as const, icon: <EventBusyRoundedIcon /> } : (STATUS_LOOK[status] ?? STATUS_LOOK.packaging);
  return (
    <Chip
      size="small"
      color={look.color}
      variant={status === 'packaging' || expired ? 'outlined' : 'filled'}
      icon={look.icon}
      label={t(expired ? 'gifts.status.expired' : `gifts.status.${status}`)}
      data-testid="gift-status"
      data-status={expired ? 'expired' : status}
      sx={{ fontWeight: 700 }}
    />
  );
}

/**
 * What became of his credits, by the status: held while the moderators decide (packaging, on the
 * way), charged once delivered, given back when rejected. Only a delivered gift is "Paid".
 */
const MONEY_LABEL: Record<GiftStatus, 'gifts.row.held' | 'gifts.row.paid' | 'gifts.row.returned'> = {
  packaging: 'gifts.row.held',
  onWay: 'gifts.row.held',
  delivered: 'gifts.row.paid',
  reject: 'gifts.row.returned',
};

/**
 * Whether billing gave his held credits back because nobody decided in time (the server's
 * `hold_expired_at`) and the gift still waits for a moderator's reject: returned, not held.
 */
const holdExpired = (item: GiftSend) => item.hold_expired_at != null && (item.status === 'packaging' || item.status === 'onWay');

/** The money line's key: returned once the hold expired, else by the status. */
const moneyLabel = (item: GiftSend) => (holdExpired(item) ? 'gifts.row.returned' : (MONEY_LABEL[item.status] ?? 'gifts.row.held'));

/**
 * One sent gift. A man sees whom he sent it to (the receiver), its price and delivery when sent
 * (held, paid or returned), its status, when he sent it, his comment, a rejection's reason, and
 * that his credits came back when nobody decided before his hold expired. A lady sees who sent
 * it (spec section 6: her column is labelled sender), when it came, and his comment.
 */
export function GiftSendRow({ item, viewer }: { item: GiftSend; viewer: 'man' | 'woman' }) {
  const { t, i18n } = useTranslation();
  const format = useFormat();
  const { credits } = useCreditText();
  const isMan = viewer === 'man';
  const person = isMan ? item.receiver : item.sender;
  const profile = `/profile/${person.user_id}`;
  const when = isMan ? item.time_create : (item.date ?? item.time_create);
  return (
    <Card
      component="li"
      data-testid="gift-row"
      data-status={item.status}
      sx={{ display: 'grid', gap: 1.5, p: { xs: 1.5, sm: 2 }, gridTemplateColumns: 'auto minmax(0, 1fr)', alignItems: 'start' }}
    >
      <GiftCategoryIcon category={item.gift.category} size={48} />
      <Box sx={{ display: 'grid', gap: 1, minWidth: 0 }}>
        <Box sx={{ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
          <Box sx={{ minWidth: 0 }}>
            <Typography component="h2" sx={{ fontWeight: 800, fontSize: 17, overflowWrap: 'anywhere' }} data-testid="gift-row-name">
              {giftName(item.gift, i18n.language)}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {categoryName(t, item.gift.category)}
            </Typography>
          </Box>
          {isMan && <GiftStatusChip status={item.status} expired={holdExpired(item)} />}
        </Box>

        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.25, minWidth: 0 }} data-testid="gift-person">
          {/* The photo repeats the name's link for the pointer; the keyboard and screen readers have the name. */}
          <Box component={RouterLink} to={profile} tabIndex={-1} aria-hidden sx={{ flex: 'none', borderRadius: '50%', display: 'inline-flex' }}>
            <Avatar
              src={thumbnail(person.avatar) ?? undefined}
              alt=""
              sx={{ width: 36, height: 36, background: brand.gradient, fontWeight: 800, fontSize: 14 }}
            >
              {initialsOf(person.name)}
            </Avatar>
          </Box>
          <Typography variant="body2" sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
            <Box component="span" sx={{ color: 'text.secondary' }}>{`${t(isMan ? 'gifts.row.receiver' : 'gifts.row.sender')}: `}</Box>
            <Link component={RouterLink} to={profile} underline="hover" sx={{ fontWeight: 800 }} data-testid="gift-person-link">
              {person.name}
            </Link>
          </Typography>
        </Box>

        <Box sx={{ display: 'flex', gap: { xs: 0.5, sm: 2 }, flexWrap: 'wrap', flexDirection: { xs: 'column', sm: 'row' } }}>
          {isMan && (
            <Typography variant="body2" data-testid="gift-paid">
              <Box component="span" sx={{ fontWeight: 800 }}>
                {t(moneyLabel(item), { total: credits(item.old_price + item.old_delivery_price) })}
              </Box>
              <Box component="span" sx={{ color: 'text.secondary' }}>
                {` (${
                  item.old_delivery_price > 0
                    ? t('gifts.row.paidParts', { price: credits(item.old_price), delivery: credits(item.old_delivery_price) })
                    : t('gifts.row.paidPartsFreeDelivery', { price: credits(item.old_price) })
                })`}
              </Box>
            </Typography>
          )}
          <Typography variant="body2" color="text.secondary" data-testid="gift-date">
            <time dateTime={when}>{t(isMan ? 'gifts.row.sentOn' : 'gifts.row.receivedOn', { date: format.dateTime(when) })}</time>
          </Typography>
          {isMan && item.status === 'delivered' && item.date && (
            <Typography variant="body2" color="text.secondary" data-testid="gift-delivered-date">
              <time dateTime={item.date}>{t('gifts.row.deliveredOn', { date: format.dateTime(item.date) })}</time>
            </Typography>
          )}
        </Box>

        {item.comment && (
          <Box sx={{ borderLeft: '3px solid', borderColor: 'divider', pl: 1.5 }} data-testid="gift-comment-text">
            <Typography variant="caption" color="text.secondary" component="p">
              {t('gifts.row.comment')}
            </Typography>
            <Typography variant="body2" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
              {item.comment}
            </Typography>
          </Box>
        )}

        {!isMan && (
          // Her thank-you (the spec's gift letter): mail lets her write to him once his gift is delivered.
          <Box>
            <Button
              variant="outlined"
              size="small"
              startIcon={<MailRoundedIcon />}
              onClick={() =>
                openModal('sendLetter', {
                  companionId: person.user_id,
                  name: person.name,
                  subject: t('gifts.row.thanksSubject', { gift: giftName(item.gift, i18n.language) }),
                })
              }
              data-testid="gift-thank-you"
            >
              {t('gifts.row.thankYou')}
            </Button>
          </Box>
        )}

        {isMan && holdExpired(item) && (
          <Box sx={{ p: 1.25, borderRadius: 2, bgcolor: 'action.hover' }} data-testid="gift-expired">
            <Typography variant="body2">{t('gifts.row.expired')}</Typography>
          </Box>
        )}

        {isMan && item.status === 'reject' && (
          <Box sx={{ p: 1.25, borderRadius: 2, bgcolor: 'rgba(211,47,47,.06)' }} data-testid="gift-reason">
            {item.reason && (
              <Typography variant="body2">
                <Box component="span" sx={{ fontWeight: 800 }}>{`${t('gifts.row.reason')}: `}</Box>
                {item.reason}
              </Typography>
            )}
            <Typography variant="body2" color="text.secondary">
              {t('gifts.row.refunded')}
            </Typography>
          </Box>
        )}
      </Box>
    </Card>
  );
}
