import SendRoundedIcon from '@mui/icons-material/SendRounded';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InputBase from '@mui/material/InputBase';
import Typography from '@mui/material/Typography';
import { FORM_RULES, LIMITS, validateField } from '@dating/rules';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translateViolation } from '@/shared/forms/rules-schema';

const TYPING_IDLE_MS = 2500;

/**
 * The message box: at most 300 characters and no Cyrillic (the chat message form of spec section
 * 5, with its messages); Enter sends, Shift+Enter breaks the line; typing is announced to her and
 * its end too.
 */
export function Composer({
  onSend,
  onTyping,
  disabled,
}: {
  onSend: (text: string) => Promise<boolean>;
  onTyping: (typing: boolean) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const typing = useRef(false);
  const announced = useRef(0);
  const idle = useRef<ReturnType<typeof setTimeout> | null>(null);
  const rule = FORM_RULES.chatMessage.message;
  // What is checked and counted is what is sent: the text without its surrounding spaces.
  const message = text.trim();
  const violation = message ? validateField(rule, message) : null;
  const error = violation ? translateViolation(t, violation, rule) : null;
  const length = [...message].length;

  const stopTyping = () => {
    if (idle.current) clearTimeout(idle.current);
    if (typing.current) onTyping(false);
    typing.current = false;
  };
  useEffect(() => stopTyping, []); // eslint-disable-line react-hooks/exhaustive-deps

  const change = (value: string) => {
    setText(value);
    // Announced again every few seconds while typing goes on, so she sees it even if she came in late.
    if (value && (!typing.current || Date.now() - announced.current > TYPING_IDLE_MS)) {
      typing.current = true;
      announced.current = Date.now();
      onTyping(true);
    }
    if (idle.current) clearTimeout(idle.current);
    idle.current = setTimeout(stopTyping, TYPING_IDLE_MS);
  };

  const submit = async () => {
    if (!message || violation || sending || disabled) return;
    setSending(true);
    stopTyping();
    const ok = await onSend(message);
    setSending(false);
    if (ok) setText('');
  };

  return (
    <Box
      component="form"
      onSubmit={(e) => (e.preventDefault(), void submit())}
      sx={{ p: { xs: 1.25, sm: 2 }, borderTop: '1px solid', borderColor: 'divider', bgcolor: '#fff' }}
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'flex-end',
          gap: 1,
          pl: 2,
          pr: 0.75,
          py: 0.75,
          borderRadius: 6,
          bgcolor: '#f7f3f8',
          border: '1px solid',
          borderColor: error ? 'error.main' : 'transparent',
          '&:focus-within': { borderColor: error ? 'error.main' : 'primary.light', bgcolor: '#fff' },
        }}
      >
        <InputBase
          value={text}
          onChange={(e) => change(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && !e.shiftKey) {
              e.preventDefault();
              void submit();
            }
          }}
          placeholder={t('chat.placeholder')}
          multiline
          maxRows={5}
          disabled={disabled}
          sx={{ flex: 1, py: 0.75, fontSize: 15 }}
          inputProps={{ 'aria-label': t('labels.message'), 'aria-invalid': !!error, 'data-testid': 'chat-input', maxLength: LIMITS.chatMessageMax + 20 }}
        />
        <IconButton
          type="submit"
          color="primary"
          disabled={!message || !!violation || sending || disabled}
          aria-label={t('chat.send')}
          data-testid="chat-send"
          sx={{
            bgcolor: 'primary.main',
            color: '#fff',
            width: 40,
            height: 40,
            '&:hover': { bgcolor: 'primary.dark' },
            '&.Mui-disabled': { bgcolor: '#eadde4', color: '#fff' },
          }}
        >
          <SendRoundedIcon fontSize="small" />
        </IconButton>
      </Box>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, px: 1.5, pt: 0.5, minHeight: 20 }}>
        <Typography variant="caption" color="error" role={error ? 'alert' : undefined} data-testid="chat-input-error">
          {error}
        </Typography>
        <Typography variant="caption" color={length > LIMITS.chatMessageMax ? 'error' : 'text.secondary'} sx={{ fontVariantNumeric: 'tabular-nums' }}>
          {length}/{LIMITS.chatMessageMax}
        </Typography>
      </Box>
    </Box>
  );
}
