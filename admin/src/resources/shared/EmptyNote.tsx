import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

/** The line an empty table shows instead of rows. */
export const EmptyNote = ({ message }: { message: string }) => {
  const translate = useTranslate();
  return (
    <Typography variant="body2" color="text.secondary" sx={{ p: 2 }} data-testid="empty-note">
      {translate(message)}
    </Typography>
  );
};
