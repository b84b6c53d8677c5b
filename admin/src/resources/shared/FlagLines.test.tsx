import { render, screen } from '@testing-library/react';
import { AdminContext, ListContextProvider, memoryStore, ResourceContextProvider, type ListControllerResult } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { i18nProvider } from '../../i18n';
import { type FlagLine, FlagLines } from './FlagLines';

type Flag = FlagLine & { to: string | null; why: string };

const FLAGS: Flag[] = [
  {
    id: 7,
    sender_name: 'Paola',
    sender_id: 100014,
    to: 'David',
    why: 'E-mail address',
    excerpt: 'write me at paola@example.com',
    flagged_at: '2026-11-29T04:45:00Z',
  },
  { id: 8, sender_name: null, sender_id: 100015, to: null, why: 'Phone number', excerpt: 'call +1 555 0100', flagged_at: '2026-11-29T05:00:00Z' },
];

describe('FlagLines', () => {
  it("writes each flag as a line: who to whom, the excerpt, why and when; each opens the flag's page", () => {
    render(
      <AdminContext i18nProvider={i18nProvider} store={memoryStore()}>
        <ResourceContextProvider value="letter-flags">
          <ListContextProvider value={{ data: FLAGS, total: 2, isPending: false, isLoading: false } as unknown as ListControllerResult<Flag>}>
            <FlagLines<Flag> recipientOf={(f) => f.to} reasonsOf={(f) => f.why} />
          </ListContextProvider>
        </ResourceContextProvider>
      </AdminContext>,
    );
    const links = screen.getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['#/letter-flags/7/show', '#/letter-flags/8/show']);
    expect(links[0]).toHaveTextContent('Paola → David');
    expect(links[0]).toHaveTextContent('write me at paola@example.com');
    expect(links[0]).toHaveTextContent(/E-mail address · 11\/29\/2026, \d\d:\d\d (AM|PM)/);
    // A sender without a name is her id; an unknown recipient a dash.
    expect(links[1]).toHaveTextContent('ID 100015 → —');
  });
});
