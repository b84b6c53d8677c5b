import { Box, Button, Stack, Typography } from '@mui/material';
import RefreshIcon from '@mui/icons-material/Refresh';
import { useQueryClient } from '@tanstack/react-query';
import { Title, useGetIdentity, usePermissions, useTranslate } from 'react-admin';
import type { Permissions } from '../auth/authProvider';
import { can } from '../auth/permissions';
import { FinanceDashboard } from './FinanceDashboard';
import { StaffDashboard } from './StaffDashboard';
import { WorkQueues } from './WorkQueues';

/**
 * The landing page, by role: moderators and admins first see what waits for their decision, then
 * identity's figures (`dashboard`); finance sees billing's (`finance-dashboard`); an admin sees all.
 */
export const Dashboard = () => {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const { permissions } = usePermissions<Permissions>();
  const queryClient = useQueryClient();
  const role = permissions?.role;
  const finance = can(role, 'finance-dashboard', 'show');
  const staff = role !== 'finance' && can(role, 'dashboard', 'show');
  return (
    <Stack spacing={3} sx={{ py: 2 }}>
      <Title title={translate('admin.dashboard.title')} />
      <Box
        sx={{
          display: 'flex',
          alignItems: { xs: 'flex-start', sm: 'center' },
          justifyContent: 'space-between',
          gap: 2,
          flexDirection: { xs: 'column', sm: 'row' },
        }}
      >
        <Box>
          <Typography variant="h4" component="h1" data-testid="dashboard-welcome">
            {translate('admin.dashboard.welcome', { name: identity?.fullName ?? '' })}
          </Typography>
          {role && <Typography color="text.secondary">{translate('admin.dashboard.role_intro', { role: translate(`admin.roles.${role}`) })}</Typography>}
        </Box>
        <Button startIcon={<RefreshIcon />} onClick={() => queryClient.invalidateQueries()}>
          {translate('admin.dashboard.refresh')}
        </Button>
      </Box>
      <WorkQueues />
      {staff && <StaffDashboard />}
      {finance && <FinanceDashboard />}
    </Stack>
  );
};
