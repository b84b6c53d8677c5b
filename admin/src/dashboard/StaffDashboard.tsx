import BadgeIcon from '@mui/icons-material/Badge';
import BlockIcon from '@mui/icons-material/Block';
import DevicesIcon from '@mui/icons-material/Devices';
import FemaleIcon from '@mui/icons-material/Female';
import HistoryIcon from '@mui/icons-material/History';
import LoginIcon from '@mui/icons-material/Login';
import MaleIcon from '@mui/icons-material/Male';
import PeopleIcon from '@mui/icons-material/People';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import PersonOffIcon from '@mui/icons-material/PersonOff';
import ShieldIcon from '@mui/icons-material/Shield';
import { Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useCreatePath, useDataProvider, useTranslate } from 'react-admin';
import type { AdminDataProvider } from '../dataProvider';
import { LoadError } from './LoadError';
import { StatCard, StatGrid } from './StatCard';
import type { StaffDashboardData } from './types';

const Section = ({ title, children }: { title: string; children: React.ReactNode }) => (
  <Stack spacing={1.5} component="section">
    <Typography variant="h6" component="h2">
      {title}
    </Typography>
    {children}
  </Stack>
);

/** Identity's landing figures (`GET /admin-api/dashboard`): members for every role, staff for admins, audit for admins and finance. */
export const StaffDashboard = () => {
  const translate = useTranslate();
  const createPath = useCreatePath();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const { data, isError, refetch } = useQuery({
    queryKey: ['admin-api', 'dashboard'],
    queryFn: () => dataProvider.getJson<StaffDashboardData>('dashboard'),
  });
  if (isError) return <LoadError onRetry={() => refetch()} />;
  const m = data?.members;
  const list = (resource: string, filter?: object) =>
    `${createPath({ resource, type: 'list' })}${filter ? `?filter=${encodeURIComponent(JSON.stringify(filter))}` : ''}`;
  return (
    <Stack spacing={3} data-testid="staff-dashboard">
      {data?.scope === 'agency' && (
        <Typography color="text.secondary">{translate('admin.dashboard.agency_scope', { agency: data.agency_id ?? '' })}</Typography>
      )}
      <Section title={translate('admin.dashboard.members.title')}>
        <StatGrid>
          <StatCard icon={PeopleIcon} label={translate('admin.dashboard.members.total')} value={m?.total} to={list('members')} testId="figure-members-total" />
          {data?.scope !== 'agency' && (
            <StatCard icon={MaleIcon} label={translate('admin.dashboard.members.men')} value={m?.men} to={list('members', { user_type: 'man' })} />
          )}
          <StatCard icon={FemaleIcon} label={translate('admin.dashboard.members.women')} value={m?.women} to={list('members', { user_type: 'woman' })} />
          <StatCard icon={PersonAddIcon} label={translate('admin.dashboard.members.new_today')} value={m?.new_today} />
          <StatCard icon={PersonAddIcon} label={translate('admin.dashboard.members.new_7_days')} value={m?.new_7_days} />
          <StatCard icon={BlockIcon} label={translate('admin.dashboard.members.banned')} value={m?.banned} to={list('members', { banned: true })} />
          <StatCard icon={LoginIcon} label={translate('admin.dashboard.members.sign_ins_today')} value={m?.sign_ins_today} />
        </StatGrid>
      </Section>
      {data?.staff && (
        <Section title={translate('admin.dashboard.staff.title')}>
          <StatGrid>
            <StatCard icon={BadgeIcon} label={translate('admin.dashboard.staff.total')} value={data.staff.total} to={list('staff')} />
            <StatCard
              icon={PersonOffIcon}
              label={translate('admin.dashboard.staff.disabled')}
              value={data.staff.disabled}
              to={list('staff', { disabled: true })}
            />
            <StatCard
              icon={ShieldIcon}
              label={translate('admin.dashboard.staff.without_second_factor')}
              value={data.staff.without_second_factor}
              to={list('staff', { totp_enrolled: false, disabled: false })}
            />
            <StatCard
              icon={DevicesIcon}
              label={translate('admin.dashboard.staff.open_sessions')}
              value={data.staff.open_sessions}
              to={list('staff-sessions', { active: true })}
            />
          </StatGrid>
        </Section>
      )}
      {data?.audit && (
        <Section title={translate('admin.dashboard.audit.title')}>
          <StatGrid>
            <StatCard icon={HistoryIcon} label={translate('admin.dashboard.audit.actions_24h')} value={data.audit.actions_24h} to={list('audit-log')} />
          </StatGrid>
        </Section>
      )}
    </Stack>
  );
};
