import SearchRoundedIcon from '@mui/icons-material/SearchRounded';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import type { Theme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';

/**
 * Tabs on a phone: the labels wrap onto a second row rather than scroll, so none is cut mid-word
 * ("Отпр›") and the current one is never out of sight; it is marked by a tint, since the sliding
 * indicator cannot follow a wrapped row. Wider screens keep the row with its indicator (scrollable tabs,
 * with `allowScrollButtonsMobile`, still scroll where they overflow).
 */
export const wrappingTabsSx = (theme: Theme) => ({
  [theme.breakpoints.down('md')]: {
    '& .MuiTabs-list': { flexWrap: 'wrap' },
    '& .MuiTabs-indicator': { display: 'none' },
    '& .MuiTab-root': { minWidth: 0, minHeight: 44, px: 1.5 },
    '& .MuiTab-root.Mui-selected': { bgcolor: 'rgba(214,51,108,.09)', borderRadius: 999 },
  },
});

/** Two lists of one screen as tabs (received / sent, ...), with the `name_or_id` search beside them; a one-list screen gives no tabs. */
export function ListToolbar<K extends string>({
  tabs,
  value,
  onChange,
  search,
  onSearch,
  label,
}: {
  tabs?: { key: K; label: string; badge?: number }[];
  value?: K;
  onChange?: (key: K) => void;
  search: string;
  onSearch: (text: string) => void;
  label: string;
}) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', mb: 2 }}>
      {tabs?.length ? (
        <Tabs value={value} onChange={(_e, v: K) => onChange?.(v)} aria-label={label} variant="scrollable" allowScrollButtonsMobile sx={wrappingTabsSx}>
          {tabs.map((tab) => (
            <Tab
              key={tab.key}
              value={tab.key}
              label={tab.badge ? `${tab.label} (${tab.badge})` : tab.label}
              data-testid={`tab-${tab.key}`}
              sx={{ fontWeight: 700 }}
            />
          ))}
        </Tabs>
      ) : null}
      <TextField
        size="small"
        value={search}
        onChange={(e) => onSearch(e.target.value)}
        placeholder={t('social.searchPlaceholder')}
        slotProps={{
          htmlInput: { 'aria-label': t('social.searchPlaceholder'), maxLength: 100, 'data-testid': 'list-search' },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchRoundedIcon fontSize="small" />
              </InputAdornment>
            ),
          },
        }}
        sx={{ width: { xs: '100%', sm: 260 } }}
      />
    </Box>
  );
}
