import HistoryIcon from '@mui/icons-material/History';
import type { AdminResource } from '../types';
import { AuditLogList } from './AuditLogList';
import { AuditLogShow } from './AuditLogShow';
import messages from './messages';

const auditLog: AdminResource = {
  name: 'audit-log',
  list: AuditLogList,
  show: AuditLogShow,
  icon: HistoryIcon,
  menu: 'system',
  messages,
};

export default auditLog;
