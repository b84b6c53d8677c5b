import GppBadOutlinedIcon from '@mui/icons-material/GppBadOutlined';
import { Button, useCanAccess, useCreatePath, useRecordContext } from 'react-admin';
import { Link } from 'react-router-dom';
import { MEMBER_REPORTS, type MemberReportRecord } from './member-report';

/**
 * For a report of a scam (whatever its status): the scammers list's create form with the reported
 * member's name filled in (react-admin's forms read `state.record`). A plain link, not
 * CreateButton, which turns into a floating button on a narrow screen.
 */
export const AddToScammersButton = () => {
  const report = useRecordContext<MemberReportRecord>();
  const createPath = useCreatePath();
  const { canAccess } = useCanAccess({ resource: 'scammers', action: 'create' });
  if (!report || report.reason !== 'scam' || !canAccess) return null;
  return (
    <Button
      component={Link}
      to={createPath({ resource: 'scammers', type: 'create' })}
      state={{ record: { name: report.reported_name } }}
      label={`resources.${MEMBER_REPORTS}.add_to_scammers`}
      data-testid="add-to-scammers"
    >
      <GppBadOutlinedIcon />
    </Button>
  );
};
