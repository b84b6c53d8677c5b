import ReportIcon from '@mui/icons-material/ReportOutlined';
import type { AdminResource } from '../types';
import messages from './messages';
import { MemberReportList } from './MemberReportList';
import { MemberReportShow } from './MemberReportShow';
import type { MemberReportRecord } from './member-report';

/**
 * `member-reports` (profiles): members' reports on other members (a scam, a fake profile,
 * harassment, ...). Site moderators and admins list and read them and decide the open ones
 * (dismissed or actioned); not agency moderators nor finance (the API answers them 403).
 */
const memberReports: AdminResource = {
  name: 'member-reports',
  list: MemberReportList,
  show: MemberReportShow,
  icon: ReportIcon,
  menu: 'people',
  messages,
  recordRepresentation: (report: MemberReportRecord) => `#${report.id}`,
};

export default memberReports;
