import GiftIcon from '@mui/icons-material/CardGiftcard';
import ContactPhoneIcon from '@mui/icons-material/ContactPhone';
import DispatchIcon from '@mui/icons-material/ForwardToInbox';
import ReportIcon from '@mui/icons-material/ReportGmailerrorred';
import PhotoIcon from '@mui/icons-material/PhotoLibrary';
import VideoIcon from '@mui/icons-material/VideoLibrary';
import { Stack, Typography } from '@mui/material';
import type { ComponentType } from 'react';
import { useCreatePath, useGetList, usePermissions, useTranslate } from 'react-admin';
import type { Permissions } from '../auth/authProvider';
import { can } from '../auth/permissions';
import { stepOf } from '../resources/shared/moderation-steps';
import { StatCard, StatGrid } from './StatCard';

interface Queue {
  resource: string;
  icon: ComponentType;
  /** What waits for `role`'s decision in this queue (the list's own filter). */
  filter: (role: string) => Record<string, unknown>;
}

const QUEUES: Queue[] = [
  { resource: 'photo-moderation', icon: PhotoIcon, filter: (role) => ({ state: 'pending', waiting_step: stepOf(role) }) },
  { resource: 'video-moderation', icon: VideoIcon, filter: (role) => ({ state: 'pending', waiting_step: stepOf(role) }) },
  // Requests at her step, as the list's default filter.
  { resource: 'contact-requests', icon: ContactPhoneIcon, filter: (role) => ({ step: stepOf(role) }) },
  // Gifts at her step, as the list's default filter.
  { resource: 'gift-sends', icon: GiftIcon, filter: (role) => ({ step: stepOf(role) }) },
  { resource: 'dispatches', icon: DispatchIcon, filter: () => ({ state: 'awaiting_approval' }) },
  // Members' reports nobody has decided yet (site moderators and admins only).
  { resource: 'member-reports', icon: ReportIcon, filter: () => ({ status: 'open' }) },
];

/** One queue's count of what waits (the list's total for one row), opening the list so filtered. */
const QueueCard = ({ queue, role }: { queue: Queue; role: string }) => {
  const translate = useTranslate();
  const createPath = useCreatePath();
  const filter = queue.filter(role);
  const { total, isError } = useGetList(queue.resource, { pagination: { page: 1, perPage: 1 }, filter });
  const to = `${createPath({ resource: queue.resource, type: 'list' })}?filter=${encodeURIComponent(JSON.stringify(filter))}`;
  return (
    <StatCard
      icon={queue.icon}
      label={translate(`admin.dashboard.work.${queue.resource}`)}
      // A queue that cannot be counted still opens; its figure says so instead of spinning forever.
      value={isError ? '—' : total}
      to={to}
      testId={`waiting-${queue.resource}`}
    />
  );
};

/**
 * The moderator's first question on signing in: what waits for me? Photos, videos, contact
 * requests and gifts at her step of their moderation, the dispatches awaiting approval and the open
 * member reports, each card opening that queue.
 */
export const WorkQueues = () => {
  const translate = useTranslate();
  const { permissions } = usePermissions<Permissions>();
  const role = permissions?.role;
  const queues = role ? QUEUES.filter((q) => can(role, q.resource, 'edit')) : [];
  if (!role || queues.length === 0) return null;
  return (
    <Stack spacing={1.5} component="section" data-testid="work-queues">
      <Typography variant="h6" component="h2">
        {translate('admin.dashboard.work.title')}
      </Typography>
      <StatGrid>
        {queues.map((q) => (
          <QueueCard key={q.resource} queue={q} role={role} />
        ))}
      </StatGrid>
    </Stack>
  );
};
