import { Card, CardContent, Typography } from '@mui/material';
import { Title, useGetIdentity, useTranslate } from 'react-admin';

/** The landing page: the role's dashboard. */
export const Dashboard = () => {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={translate('admin.dashboard.title')} />
      <CardContent>
        <Typography variant="h4" component="h1">
          {translate('admin.dashboard.welcome', { name: identity?.fullName ?? '' })}
        </Typography>
      </CardContent>
    </Card>
  );
};
