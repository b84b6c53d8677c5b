import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { visuallyHidden } from '@mui/utils';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

/**
 * A header icon linking to a list, with a badge counting what is new there (from 1, "99+" past
 * 99). Its name is hidden text ("New winks: 3"), not an aria-label, and the badge is hidden from
 * screen readers: the number shown is not the whole name, and a badge fading out still shows
 * its old number. The tooltip repeats the name for the pointer (a description, not a second name).
 */
export function HeaderCounter({ to, count, label, icon, testId }: { to: string; count: number; label: string; icon: ReactNode; testId: string }) {
  return (
    <Tooltip title={label} describeChild disableTouchListener>
      <IconButton component={RouterLink} to={to} data-testid={testId} data-count={count} sx={{ color: 'text.secondary', p: { xs: 0.5, sm: 1 } }}>
        <Badge badgeContent={count} color="primary" max={99} slotProps={{ badge: { 'aria-hidden': true } }}>
          {icon}
        </Badge>
        <Box component="span" sx={visuallyHidden}>
          {label}
        </Box>
      </IconButton>
    </Tooltip>
  );
}
