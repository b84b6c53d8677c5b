import { useRecordContext } from 'react-admin';
import { ExportCsvButton } from '../finance-shared';

/** "Export statement (CSV)" on an account's page: the whole statement, oldest first, as the server streams it. */
export const ExportStatementButton = () => {
  const account = useRecordContext<{ id: string | number }>();
  if (!account) return null;
  const id = String(account.id);
  return (
    <ExportCsvButton
      resource="ledger-statements"
      filter={{ account_id: id }}
      sort={{ field: 'version', order: 'ASC' }}
      fallbackName={`statement-${id.replace(/[^A-Za-z0-9_-]/g, '_')}.csv`}
    />
  );
};
