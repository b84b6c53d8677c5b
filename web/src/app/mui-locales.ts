import type { Localization } from '@mui/material/locale';

/**
 * The few MUI component texts the site shows (pagination, table paging), in both languages.
 * Written here instead of importing @mui/material/locale, which would bundle every language.
 */
export const enUS: Localization = {
  components: {
    MuiTablePagination: {
      defaultProps: {
        labelRowsPerPage: 'Rows per page:',
        labelDisplayedRows: ({ from, to, count }) => `${from}–${to} of ${count !== -1 ? count : `more than ${to}`}`,
        getItemAriaLabel: (type) => `Go to ${type} page`,
      },
    },
    MuiPagination: {
      defaultProps: {
        getItemAriaLabel: (type, page, selected) => (type === 'page' ? `${selected ? '' : 'Go to '}page ${page}` : `Go to ${type} page`),
      },
    },
  },
};

export const ruRU: Localization = {
  components: {
    MuiTablePagination: {
      defaultProps: {
        labelRowsPerPage: 'Строк на странице:',
        labelDisplayedRows: ({ from, to, count }) => `${from}–${to} из ${count !== -1 ? count : `более чем ${to}`}`,
        getItemAriaLabel: (type) => {
          const names = { first: 'первую', last: 'последнюю', next: 'следующую', previous: 'предыдущую' } as const;
          return `Перейти на ${names[type]} страницу`;
        },
      },
    },
    MuiPagination: {
      defaultProps: {
        getItemAriaLabel: (type, page, selected) => {
          if (type === 'page') return `${selected ? '' : 'Перейти на '}страницу ${page}`;
          const names = { first: 'первую', last: 'последнюю', next: 'следующую', previous: 'предыдущую', 'start-ellipsis': '', 'end-ellipsis': '' } as const;
          return `Перейти на ${names[type]} страницу`;
        },
      },
    },
    MuiAlert: { defaultProps: { closeText: 'Закрыть' } },
    MuiAutocomplete: {
      defaultProps: { clearText: 'Очистить', closeText: 'Закрыть', loadingText: 'Загрузка…', noOptionsText: 'Нет вариантов', openText: 'Открыть' },
    },
  },
};
