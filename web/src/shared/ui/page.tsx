import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** A page heading with an optional lead text and actions on the right. */
export function PageHeader({ title, lead, actions, eyebrow }: { title: ReactNode; lead?: ReactNode; actions?: ReactNode; eyebrow?: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', alignItems: { xs: 'flex-start', sm: 'flex-end' }, justifyContent: 'space-between', gap: 2, flexWrap: 'wrap', mb: 3 }}>
      <Box sx={{ minWidth: 0 }}>
        {eyebrow && (
          <Typography variant="overline" color="primary" sx={{ display: 'block', mb: 0.5 }}>
            {eyebrow}
          </Typography>
        )}
        <Typography variant="h3" component="h1">
          {title}
        </Typography>
        {lead && (
          <Typography color="text.secondary" sx={{ mt: 0.75, maxWidth: 640 }}>
            {lead}
          </Typography>
        )}
      </Box>
      {actions && <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>{actions}</Box>}
    </Box>
  );
}

/** A friendly empty state with an illustration. */
export function EmptyState({ title, text, action, icon }: { title: ReactNode; text?: ReactNode; action?: ReactNode; icon?: ReactNode }) {
  return (
    <Box sx={{ textAlign: 'center', py: { xs: 5, sm: 7 }, px: 2 }}>
      <Box
        sx={{
          width: 76,
          height: 76,
          mx: 'auto',
          mb: 2,
          borderRadius: '50%',
          display: 'grid',
          placeItems: 'center',
          color: 'primary.main',
          background: 'linear-gradient(135deg, #fff1eb, #ffe3ec 50%, #efe9ff)',
          '& svg': { fontSize: 34 },
        }}
      >
        {icon}
      </Box>
      <Typography variant="h6" component="p">
        {title}
      </Typography>
      {text && (
        <Typography color="text.secondary" sx={{ mt: 0.5, maxWidth: 420, mx: 'auto' }}>
          {text}
        </Typography>
      )}
      {action && <Box sx={{ mt: 2.5 }}>{action}</Box>}
    </Box>
  );
}

/** The standard width and vertical rhythm of a content page. */
export function PageContainer({ children, maxWidth = 'lg' }: { children: ReactNode; maxWidth?: 'sm' | 'md' | 'lg' }) {
  return (
    <Container maxWidth={maxWidth} sx={{ py: { xs: 3, md: 5 } }}>
      {children}
    </Container>
  );
}
