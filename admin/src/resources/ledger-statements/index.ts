import StatementIcon from '@mui/icons-material/ListAlt';
import type { AdminResource } from '../types';
import messages from './messages';

export { ExportStatementButton } from './ExportStatementButton';
export { StatementTable } from './StatementTable';

/**
 * `ledger-statements`: one line per ledger event with the running balance (list, one; finance,
 * admin). Read on an account's page (filtered by `account_id`), so it has no menu entry.
 */
const ledgerStatements: AdminResource = { name: 'ledger-statements', icon: StatementIcon, menu: false, messages };

export default ledgerStatements;
