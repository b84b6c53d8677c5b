import ForumOutlinedIcon from '@mui/icons-material/ForumOutlined';
import MarkEmailUnreadOutlinedIcon from '@mui/icons-material/MarkEmailUnreadOutlined';
import SmsFailedOutlinedIcon from '@mui/icons-material/SmsFailedOutlined';
import { Box, Divider, Stack, Typography } from '@mui/material';
import type { ReactElement } from 'react';
import { Button, useCanAccess, useCreatePath, useRecordContext, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { MEMBER_REPORTS, type MemberReportRecord } from './member-report';

/** A list of another resource, filtered, if the caller may read it. */
const FilteredListLink = ({
  resource,
  filter,
  label,
  icon,
  testId,
}: {
  resource: string;
  filter: Record<string, string | number>;
  label: string;
  icon: ReactElement;
  testId: string;
}) => {
  const createPath = useCreatePath();
  const { canAccess } = useCanAccess({ resource, action: 'list' });
  if (!canAccess) return null;
  return (
    <Button
      component={Link}
      to={{ pathname: createPath({ resource, type: 'list' }), search: `filter=${encodeURIComponent(JSON.stringify(filter))}` }}
      label={label}
      variant="outlined"
      data-testid={testId}
    >
      {icon}
    </Button>
  );
};

/**
 * Where a moderator looks before deciding: the billed chats between the two members (each session's
 * messages open from there, the reading audited), and what the anti-scam checks flagged in the
 * reported member's letters and chat messages.
 */
export const EvidenceLinks = () => {
  const report = useRecordContext<MemberReportRecord>();
  const translate = useTranslate();
  if (!report) return null;
  const reported = String(report.reported_id);
  const reporter = String(report.reporter_id);
  const pair = report.reported_user_type === 'man' ? { man_id: reported, woman_id: reporter } : { man_id: reporter, woman_id: reported };
  return (
    <Box component="section" aria-labelledby="report-evidence" data-testid="report-evidence">
      <Divider sx={{ my: 2 }} />
      <Typography variant="h6" component="h3" id="report-evidence">
        {translate(`resources.${MEMBER_REPORTS}.evidence.title`)}
      </Typography>
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1, mt: 1 }}>
        <FilteredListLink
          resource="chat-sessions"
          filter={pair}
          label={`resources.${MEMBER_REPORTS}.evidence.chats`}
          icon={<ForumOutlinedIcon />}
          testId="evidence-chats"
        />
        <FilteredListLink
          resource="letter-flags"
          filter={{ sender_id: report.reported_id }}
          label={`resources.${MEMBER_REPORTS}.evidence.letter_flags`}
          icon={<MarkEmailUnreadOutlinedIcon />}
          testId="evidence-letter-flags"
        />
        <FilteredListLink
          resource="chat-flags"
          filter={{ sender_id: reported }}
          label={`resources.${MEMBER_REPORTS}.evidence.chat_flags`}
          icon={<SmsFailedOutlinedIcon />}
          testId="evidence-chat-flags"
        />
      </Stack>
    </Box>
  );
};
