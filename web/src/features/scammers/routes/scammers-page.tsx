import GppGoodRoundedIcon from '@mui/icons-material/GppGoodRounded';
import ReportRoundedIcon from '@mui/icons-material/ReportRounded';
import SearchOffRoundedIcon from '@mui/icons-material/SearchOffRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { SCAMMER_LIMITS, UI } from '@dating/rules';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { useDebouncedValue } from '@/shared/hooks/use-debounced-value';
import { MemberList } from '@/shared/ui/member-list';
import { SearchField } from '@/shared/ui/search-field';
import { PageHeader } from '@/shared/ui/page';
import { type Scammer, useScammers } from '../api/scammers';
import { ScammerCard } from '../components/scammer-card';

/**
 * /scammers (spec section 2: "Scammers list"), for men and women alike: the people confirmed to
 * have tried to cheat members, newest first, 12 at a time with show more. The search (debounced)
 * matches part of a name, an e-mail, another contact or a phone's digits on the server.
 */
export default function ScammersPage() {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const text = useDebouncedValue(search, UI.selectDebounceMs).trim();
  const list = useScammers(text);

  const clear = () => {
    setSearch('');
    input.current?.focus();
  };

  return (
    <Box>
      <PageHeader
        title={t('scammers.title')}
        lead={
          <>
            {t('scammers.lead')}{' '}
            <Link component={RouterLink} to="/safety-tips" sx={{ fontWeight: 700 }} data-testid="scammers-safety-tips">
              {t('scammers.safetyTips')}
            </Link>
          </>
        }
        actions={
          <Button component={RouterLink} to="/contact" variant="outlined" startIcon={<ReportRoundedIcon />} data-testid="scammers-report">
            {t('scammers.report')}
          </Button>
        }
      />
      <SearchField
        label={t('scammers.searchLabel')}
        placeholder={t('scammers.searchPlaceholder')}
        clearLabel={t('scammers.clearSearch')}
        value={search}
        onChange={setSearch}
        maxLength={SCAMMER_LIMITS.searchMax}
        inputRef={input}
        testId="scammers-search"
        clearTestId="scammers-search-clear"
      />
      <MemberList<Scammer>
        query={list}
        items={list.items}
        testId="scammers-list"
        renderRow={(item) => <ScammerCard key={item.id} item={item} />}
        empty={
          text
            ? {
                icon: <SearchOffRoundedIcon />,
                title: t('scammers.noMatch', { search: text }),
                text: t('scammers.noMatchHint'),
                action: (
                  <Button variant="outlined" onClick={clear}>
                    {t('scammers.clearSearch')}
                  </Button>
                ),
              }
            : { icon: <GppGoodRoundedIcon />, title: t('scammers.empty'), text: t('scammers.emptyHint') }
        }
      />
    </Box>
  );
}
