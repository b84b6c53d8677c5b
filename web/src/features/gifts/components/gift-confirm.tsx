import ArrowBackRoundedIcon from '@mui/icons-material/ArrowBackRounded';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { FORM_RULES, LOW_CREDITS_CODES } from '@dating/rules';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useBalance } from '@/features/credits/api/get-balance';
import { CreditShortfallAlert, creditShortfall, TopUpButton } from '@/features/credits/components/credit-shortfall';
import { useCreditText } from '@/features/credits/components/modal-parts';
import { isFieldError, isSiteError } from '@/shared/api';
import { refusalText } from '@/shared/api/refusal-text';
import { ruleField } from '@/shared/forms/rules-schema';
import { toast } from '@/shared/store/ui-store';
import { FormTextField } from '@/shared/ui/form-fields';
import { giftName, newGiftClientId, useSendGift, type Gift } from '../api/gifts';
import { categoryName, GiftCategoryIcon } from './gift-category';

const COMMENT = FORM_RULES.giftComment.commentText;

/**
 * The chosen gift: its price, delivery and total, a comment for her (the gift comment rule: at
 * most 1000 characters, with its counter) and "Send for N credits". One `client_id` per gift
 * chosen (the component is keyed by it), kept across retries, so a repeated send is charged once.
 * A balance known to be below the total shows under it, with what is missing, and the button tops
 * up instead (no send bound to be refused; an unknown balance leaves it to the server, whose refusal
 * opens the low-credits modal), as the contact info modal does.
 */
export function GiftConfirm({ userId, gift, onBack, onSent }: { userId: number; gift: Gift; onBack: () => void; onSent: () => void }) {
  const { t, i18n } = useTranslation();
  const { credits } = useCreditText();
  const send = useSendGift();
  const [clientId] = useState(newGiftClientId);
  const [refusal, setRefusal] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const schema = useMemo(() => z.object({ comment: ruleField(COMMENT, t) }), [t]);
  const { control, handleSubmit, setError } = useForm<{ comment: string }>({ resolver: zodResolver(schema), defaultValues: { comment: '' } });
  const comment = useWatch({ control, name: 'comment' });
  const total = gift.price + gift.delivery_price;
  const balance = useBalance().data;
  const short = creditShortfall(total, balance);

  // The step changed under the keyboard: start reading at the chosen gift.
  useEffect(() => heading.current?.focus(), []);

  const submit = handleSubmit((values) => {
    setRefusal(null);
    const text = values.comment.trim();
    send.mutate(
      { target_user_id: userId, gift_id: gift.id, ...(text ? { comment: text } : {}), client_id: clientId },
      {
        onSuccess: () => {
          toast(t('messages.giftSent'), 'success');
          onSent();
        },
        onError: (err) => {
          // The low-credits modal is already open (the query client's rule for every paid action).
          if (isSiteError(err) && err.code !== null && LOW_CREDITS_CODES.includes(err.code)) return;
          const commentError = isFieldError(err) ? err.fieldErrors.comment?.[0] : undefined;
          if (commentError) setError('comment', { message: commentError });
          else setRefusal(refusalText(err, t, 'gifts.modal.failed'));
        },
      },
    );
  });

  const row = (label: string, value: number, testId: string, strong = false, shown = credits(value)) => (
    // dl > div > dt + dd: each line one div (the total's with its rule above).
    <Box
      sx={{
        display: 'flex',
        justifyContent: 'space-between',
        gap: 2,
        py: 0.5,
        ...(strong ? { borderTop: '1px solid', borderColor: 'divider', mt: 0.5, pt: 1 } : {}),
      }}
      data-testid={testId}
    >
      <Typography component="dt" sx={{ fontWeight: strong ? 800 : 400 }}>
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: 800, whiteSpace: 'nowrap', color: strong ? 'primary.main' : undefined }}>
        {shown}
      </Typography>
    </Box>
  );

  return (
    <Box component="form" noValidate onSubmit={(e) => void submit(e)} sx={{ display: 'grid', gap: 2 }} data-testid="gift-confirm">
      <Button startIcon={<ArrowBackRoundedIcon />} onClick={onBack} sx={{ justifySelf: 'start' }} data-testid="gift-back">
        {t('gifts.modal.back')}
      </Button>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
        <GiftCategoryIcon category={gift.category} size={52} />
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="body2" color="text.secondary">
            {`${t('gifts.modal.chosen')} · ${categoryName(t, gift.category)}`}
          </Typography>
          <Typography variant="h6" component="h3" ref={heading} tabIndex={-1} sx={{ overflowWrap: 'anywhere', outline: 'none' }} data-testid="gift-chosen">
            {giftName(gift, i18n.language)}
          </Typography>
        </Box>
      </Box>
      <Box component="dl" sx={{ m: 0, p: 1.5, borderRadius: 3, bgcolor: 'action.hover' }}>
        {row(t('gifts.modal.giftPrice'), gift.price, 'gift-line-price')}
        {row(
          t('gifts.modal.deliveryPrice'),
          gift.delivery_price,
          'gift-line-delivery',
          false,
          gift.delivery_price > 0 ? credits(gift.delivery_price) : t('gifts.modal.deliveryFree'),
        )}
        {row(t('gifts.modal.total'), total, 'gift-total', true)}
      </Box>
      <Typography variant="body2" color="text.secondary">
        {t('gifts.modal.hold')}
      </Typography>
      <FormTextField
        control={control}
        name="comment"
        label={t('labels.commentText')}
        placeholder={t('gifts.modal.commentHint')}
        multiline
        minRows={3}
        maxRows={8}
        fullWidth
        helperText={`${[...(comment ?? '')].length} / ${COMMENT.max}`}
        slotProps={{ htmlInput: { 'data-testid': 'gift-comment' } }}
      />
      {refusal && (
        <Alert severity="error" data-testid="gift-refusal">
          {refusal}
        </Alert>
      )}
      {short > 0 && balance !== undefined ? (
        <>
          <CreditShortfallAlert
            balance={balance}
            needText={t('gifts.modal.short', { need: credits(short) })}
            testId="gift-short"
            balanceTestId="gift-balance"
          />
          <TopUpButton from="gift" price={total} balance={balance} testId="gift-top-up" />
        </>
      ) : (
        <Button
          type="submit"
          variant="contained"
          size="large"
          fullWidth
          disabled={send.isPending}
          startIcon={send.isPending ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
          data-testid="gift-send"
        >
          {/* the price keeps to one line when the label wraps (a phone) */}
          {t('gifts.modal.send', { price: credits(total).replace(/ /g, '\u00a0') })}
        </Button>
      )}
    </Box>
  );
}
