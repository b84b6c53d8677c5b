import Box from '@mui/material/Box';
import { keyframes } from '@mui/material/styles';
import { UI } from '@dating/rules';
import { useTranslation } from 'react-i18next';
import { useNavigation } from 'react-router-dom';
import { useDelayedFlag } from '@/shared/hooks/use-delayed-flag';
import { useUi } from '@/shared/store/ui-store';

const slide = keyframes`
  0% { transform: translateX(-100%) }
  100% { transform: translateX(260%) }
`;

/** The loader: shown only after 300 ms of a navigation or a blocking operation (spec section 9). */
export function GlobalLoader() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const pending = useUi((s) => s.pending);
  const show = useDelayedFlag(navigation.state !== 'idle' || pending > 0, UI.loaderDelayMs);
  if (!show) return null;
  return (
    <Box
      role="progressbar"
      aria-label={t('common.loading')}
      data-testid="global-loader"
      sx={{ position: 'fixed', top: 0, left: 0, right: 0, height: 3, overflow: 'hidden', zIndex: (theme) => theme.zIndex.tooltip + 1 }}
    >
      <Box
        sx={{ width: '40%', height: '100%', background: 'linear-gradient(90deg,#ff8a5b,#d6336c,#7048e8)', animation: `${slide} 1.1s ease-in-out infinite` }}
      />
    </Box>
  );
}
