import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '@/shared/store/session-store';
import { createAppTheme } from '@/shared/theme';
import { enUS, ruRU } from './mui-locales';
import { forgetMemberData } from './query-client';

/** Theme (localized MUI texts), baseline styles, the query client, and the session's end. */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  const { i18n } = useTranslation();
  const theme = useMemo(() => createAppTheme(i18n.language === 'ru' ? ruRU : enUS), [i18n.language]);

  useEffect(
    () =>
      useSession.subscribe((state, previous) => {
        if (previous.token && !state.token) forgetMemberData(queryClient);
      }),
    [queryClient],
  );

  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        {children}
      </ThemeProvider>
    </QueryClientProvider>
  );
}
