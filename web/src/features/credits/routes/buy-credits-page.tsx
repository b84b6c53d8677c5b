import CheckCircleRoundedIcon from '@mui/icons-material/CheckCircleRounded';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import LockRoundedIcon from '@mui/icons-material/LockRounded';
import WorkspacePremiumRoundedIcon from '@mui/icons-material/WorkspacePremiumRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { useFormat } from '@/shared/i18n/format';
import { openModal } from '@/shared/store/ui-store';
import { brand } from '@/shared/theme';
import { LoadError } from '@/shared/ui/load-error';
import { PageHeader } from '@/shared/ui/page';
import { balanceQuery, useBalance } from '../api/get-balance';
import { useCreditPacks, type CreditPack } from '../api/credit-packs';
import { useCreditText, usePriceList } from '../components/modal-parts';
import { bestValuePackId } from '../lib/best-value';
import { usePackName } from '../lib/pack-name';

type PaymentResult = 'approved' | 'declined' | null;

/** After the provider's return the postback has been sent; the balance is re-read until it moves (a few seconds at most). */
function useBalanceAfterPayment(result: PaymentResult) {
  const queryClient = useQueryClient();
  useEffect(() => {
    void queryClient.invalidateQueries({ queryKey: ['credits'] });
    if (result !== 'approved') return;
    const before = queryClient.getQueryData(balanceQuery.queryKey);
    let tries = 0;
    const timer = setInterval(() => {
      tries += 1;
      const now = queryClient.getQueryData(balanceQuery.queryKey);
      if ((before !== undefined && now !== before) || tries > 8) return clearInterval(timer);
      void queryClient.invalidateQueries({ queryKey: balanceQuery.queryKey });
    }, 1200);
    return () => clearInterval(timer);
  }, [result, queryClient]);
}

/** `cheapest`: the pack has the lowest price per credit of the packs bought again and again (bestValuePackId). */
function PackCard({ pack, cheapest }: { pack: CreditPack; cheapest: boolean }) {
  const { t } = useTranslation();
  const fmt = useFormat();
  const name = usePackName().name(pack);
  const tags = [
    pack.best && (
      <Chip
        key="best"
        icon={<WorkspacePremiumRoundedIcon sx={{ color: '#fff !important' }} />}
        label={t('credits.best')}
        sx={{ color: '#fff', background: brand.gradient }}
      />
    ),
    name && (
      <Chip
        key="name"
        label={name}
        color="primary"
        variant="outlined"
        sx={{ bgcolor: '#fff', fontWeight: 800, textTransform: 'uppercase', letterSpacing: '.08em', fontSize: 12 }}
        data-testid="pack-name"
      />
    ),
  ].filter(Boolean);
  return (
    <Card
      data-testid={`pack-${pack.credits}`}
      sx={{
        position: 'relative',
        p: 3,
        pt: 4,
        display: 'flex',
        flexDirection: 'column',
        overflow: 'visible',
        ...(pack.best && {
          border: '2px solid transparent',
          background: `linear-gradient(#fff, #fff) padding-box, ${brand.gradient} border-box`,
          boxShadow: '0 24px 60px rgba(214,51,108,.22)',
          // Its 2 px border, one more than the others': one less of padding keeps every card's figures level.
          p: '23px',
          pt: '31px',
        }),
        opacity: pack.available ? 1 : 0.7,
      }}
    >
      {/* Best value and the pack's name (only when it has one) sit on the top edge: every card's figures start on the same line. */}
      {tags.length > 0 && (
        <Box
          sx={{
            position: 'absolute',
            top: -14,
            left: 8,
            right: 8,
            display: 'flex',
            justifyContent: 'center',
            gap: 0.5,
            // a narrow card shortens a long name with an ellipsis rather than overflowing
            '& .MuiChip-root': { minWidth: 0 },
          }}
          data-testid="pack-tags"
        >
          {tags}
        </Box>
      )}
      <Typography sx={{ fontFamily: brand.fontDisplay, fontWeight: 700, fontSize: 52, lineHeight: 1.1 }}>{fmt.number(pack.credits)}</Typography>
      <Typography sx={{ fontWeight: 700 }} color="text.secondary">
        {t('credits.unit', { count: pack.credits })}
      </Typography>
      <Box sx={{ mt: 2.5, mb: 3 }}>
        <Typography variant="h5" component="p">
          {fmt.usd(pack.price)}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('credits.perCredit', { price: fmt.usd(pack.price / pack.credits) })}
        </Typography>
        {/* Why it is the best value, beside a one-time starter that may cost less per credit: said only where the figures agree with the flag. */}
        {pack.best && cheapest && (
          <Typography variant="caption" component="p" color="text.secondary" sx={{ mt: 1, lineHeight: 1.4 }} data-testid="pack-best-note">
            {t('credits.bestNote')}
          </Typography>
        )}
        {/* In the card, not on its top edge: beside a name there the two chips would both be cut short. */}
        {pack['one-time'] && (
          <Chip size="small" color="secondary" variant="outlined" label={t('credits.oneTime')} sx={{ mt: 1.5, bgcolor: '#fff' }} data-testid="pack-one-time" />
        )}
      </Box>
      <Button
        variant={pack.best ? 'contained' : 'outlined'}
        size="large"
        fullWidth
        sx={{ mt: 'auto' }}
        disabled={!pack.available}
        // The payments choice modal sums the pack up and takes him to the provider's page.
        onClick={() => openModal('paymentsChoice', pack)}
        aria-haspopup="dialog"
        aria-label={pack.available ? t('credits.buyAria', { count: pack.credits, price: fmt.usd(pack.price) }) : undefined}
      >
        {pack.available ? t('credits.buy') : t('credits.alreadyBought')}
      </Button>
    </Card>
  );
}

/** /buy/credits (men only): the credit packs with the best and one-time flags (the back office sets them); Buy opens the payments choice modal, which checks out on the provider's hosted page. */
export default function BuyCreditsPage() {
  const { t } = useTranslation();
  const fmt = useFormat();
  const [params, setParams] = useSearchParams();
  const [result] = useState<PaymentResult>(() => {
    const r = params.get('result');
    return r === 'approved' || r === 'declined' ? r : null;
  });
  const balance = useBalance();
  const packs = useCreditPacks();
  const { priceOf } = usePriceList();
  const { credits } = useCreditText();
  const cheapestId = packs.data ? bestValuePackId(packs.data) : null;
  useBalanceAfterPayment(result);

  useEffect(() => {
    if (params.has('result') || params.has('payment')) setParams({}, { replace: true });
  }, [params, setParams]);

  const examples = (['write_letter', 'text_chat', 'private_photo_buy', 'realinfo_request'] as const).filter((a) => priceOf(a) !== undefined);

  return (
    <Box>
      <PageHeader title={t('credits.title')} lead={t('credits.lead')} />
      {result === 'approved' && (
        <Alert severity="success" icon={<CheckCircleRoundedIcon />} sx={{ mb: 3 }} data-testid="payment-approved">
          {t('credits.paymentApproved')}{' '}
          <Link component={RouterLink} to="/payments">
            {t('credits.seePayments')}
          </Link>
        </Alert>
      )}
      {result === 'declined' && (
        <Alert severity="error" sx={{ mb: 3 }} data-testid="payment-declined">
          {t('credits.paymentDeclined')}
        </Alert>
      )}

      <Card sx={{ p: { xs: 2.5, sm: 3.5 }, mb: 4, color: '#fff', background: brand.gradient, border: 'none' }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, justifyContent: 'space-between', alignItems: 'center' }}>
          <Box>
            <Typography sx={{ opacity: 0.85, fontWeight: 700 }}>{t('credits.yourBalance')}</Typography>
            <Typography sx={{ fontFamily: brand.fontDisplay, fontWeight: 700, fontSize: 44, lineHeight: 1.1 }} data-testid="balance-large">
              {balance.isPending ? <Skeleton sx={{ bgcolor: 'rgba(255,255,255,.3)' }} width={90} /> : balance.isError ? '—' : fmt.number(balance.data ?? 0)}
            </Typography>
            <Typography sx={{ opacity: 0.85 }}>{t('credits.unit', { count: balance.data ?? 0 })}</Typography>
          </Box>
          {examples.length > 0 && (
            <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1, minWidth: { sm: 320 } }}>
              {examples.map((a) => (
                <Box component="li" key={a} sx={{ bgcolor: 'rgba(255,255,255,.16)', borderRadius: 3, px: 1.5, py: 1 }}>
                  <Typography variant="body2" sx={{ opacity: 0.9 }}>
                    {t(`credits.services.${a}`)}
                  </Typography>
                  <Typography sx={{ fontWeight: 800 }}>{credits(priceOf(a) ?? 0)}</Typography>
                </Box>
              ))}
            </Box>
          )}
        </Box>
      </Card>

      {/* Above the packs: what he is buying them for, with every price (the credits info modal). */}
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: -2.5, mb: 3 }}>
        <Button variant="text" startIcon={<InfoOutlinedIcon />} aria-haspopup="dialog" onClick={() => openModal('creditsInfo')} data-testid="credits-info-link">
          {t('creditModals.infoLink')}
        </Button>
      </Box>
      {/* Packs once read stay on sale through a failed re-read; none read: the error with Try again (skeletons while it asks again). */}
      {!packs.data && packs.isError && !packs.isFetching ? (
        <LoadError message={t('credits.packsFailed')} retryLabel={t('creditModals.retry')} onRetry={() => void packs.refetch()} testId="packs" />
      ) : (
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', sm: 'repeat(auto-fit, minmax(180px, 1fr))' }, pt: 1 }}>
          {packs.data
            ? packs.data.map((pack) => <PackCard key={pack.id} pack={pack} cheapest={pack.id === cheapestId} />)
            : Array.from({ length: 3 }, (_, i) => <Skeleton key={i} variant="rounded" height={330} />)}
        </Box>
      )}
      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start', mt: 4, color: 'text.secondary' }}>
        <LockRoundedIcon fontSize="small" sx={{ mt: 0.3 }} />
        <Typography variant="body2">{t('credits.secureNote')}</Typography>
      </Box>
    </Box>
  );
}
