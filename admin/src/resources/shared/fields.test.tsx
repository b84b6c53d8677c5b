import { render, screen } from '@testing-library/react';
import { AdminContext, memoryStore, RecordContextProvider } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { i18nProvider } from '../../i18n';
import { CompactDateTimeField, CountryField, ExceptionFlagField, useCountryChoices } from './fields';

const inBackOffice = (locale: string, record: Record<string, unknown>, children: React.ReactNode) =>
  render(
    // The language as the language menu leaves it in the store.
    <AdminContext i18nProvider={i18nProvider} store={memoryStore({ locale })}>
      <RecordContextProvider value={{ id: 1, ...record }}>{children}</RecordContextProvider>
    </AdminContext>,
  );

const FirstChoices = () => (
  <ul>
    {useCountryChoices()
      .slice(0, 2)
      .map((c) => (
        <li key={c.id}>{`${c.id}:${c.name}`}</li>
      ))}
  </ul>
);

describe('CountryField', () => {
  it("names the member's country in the back office's language", async () => {
    inBackOffice('ru', { country: 'UA', country_name: 'Ukraine' }, <CountryField englishSource="country_name" />);
    expect(await screen.findByText('Украина')).toBeInTheDocument();
  });

  it('keeps the English name in English, and a dash for no country', async () => {
    inBackOffice('en', { country: 'DE' }, <CountryField />);
    expect(await screen.findByText('Germany')).toBeInTheDocument();
    inBackOffice('en', { country: null }, <CountryField />);
    expect(await screen.findByText('—')).toBeInTheDocument();
  });
});

describe('useCountryChoices', () => {
  it('offers the countries by code, sorted by their names in the language', async () => {
    inBackOffice('ru', {}, <FirstChoices />);
    // In Russian, Australia (Австралия) comes first and Austria (Австрия) second.
    expect((await screen.findAllByRole('listitem')).map((li) => li.textContent)).toEqual(['AU:Австралия', 'AT:Австрия']);
  });
});

describe('ExceptionFlagField', () => {
  it('marks a banned member, with a label in the language, and leaves the others blank', async () => {
    inBackOffice('ru', { banned: true }, <ExceptionFlagField source="banned" />);
    expect(await screen.findByTestId('banned-flag')).toHaveTextContent('Да');
    const { container } = inBackOffice('en', { banned: false }, <ExceptionFlagField source="banned" />);
    expect(container.querySelector('[data-testid="banned-flag"]')).toBeNull();
    expect(container.querySelector('svg')).toBeNull();
  });
});

describe('CompactDateTimeField', () => {
  it('writes a timestamp as one short line of numbers in the language, the full date on hover', async () => {
    const at = '2026-11-30T02:20:00Z';
    const expected = new Date(at).toLocaleString('ru', { year: '2-digit', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' });
    inBackOffice('ru', { created_at: at }, <CompactDateTimeField source="created_at" />);
    const field = await screen.findByText(expected);
    expect(expected).toMatch(/^\d\d\.\d\d\.26, \d\d:\d\d$/);
    expect(field).toHaveStyle({ whiteSpace: 'nowrap' });
    expect(field.getAttribute('title')).toMatch(/2026/);
  });
});
