import { Box, Card, CardActionArea, Skeleton, Typography } from '@mui/material';
import { type ComponentType, type ReactNode } from 'react';
import { Link } from 'react-router-dom';

/** One figure: an icon, a label, the number; a link when there is a list behind it. */
export const StatCard = ({
  icon: Icon,
  label,
  value,
  to,
  hint,
  testId,
}: {
  icon: ComponentType<{ fontSize?: 'large' | 'medium' }>;
  label: string;
  value?: ReactNode;
  to?: string;
  hint?: ReactNode;
  testId?: string;
}) => {
  const body = (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: { xs: 1, sm: 2 }, p: { xs: 1.5, sm: 2 } }}>
      <Box
        sx={{
          display: { xs: 'none', sm: 'grid' },
          placeItems: 'center',
          width: 48,
          height: 48,
          borderRadius: 3,
          bgcolor: 'rgba(214,51,108,0.1)',
          color: 'primary.main',
          flexShrink: 0,
        }}
      >
        <Icon />
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="body2" color="text.secondary" sx={{ lineHeight: 1.3 }}>
          {label}
        </Typography>
        <Typography variant="h5" component="p" data-testid={testId}>
          {value === undefined ? <Skeleton width={60} /> : value}
        </Typography>
        {hint && (
          <Typography variant="caption" color="text.secondary">
            {hint}
          </Typography>
        )}
      </Box>
    </Box>
  );
  return (
    <Card sx={{ height: '100%' }}>
      {to ? (
        <CardActionArea component={Link} to={to} sx={{ height: '100%' }}>
          {body}
        </CardActionArea>
      ) : (
        body
      )}
    </Card>
  );
};

/** A responsive grid of cards: one column at 375 px, up to four on a desktop. */
export const StatGrid = ({ children }: { children: ReactNode }) => (
  <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' } }}>{children}</Box>
);
