import { Box, LinearProgress } from '@mui/material';
import type { ReactElement, ReactNode } from 'react';
import { RecordContextProvider, useListContext } from 'react-admin';

/**
 * A queue on a phone: a card per record of the list (its `card`, rendered in the record's context)
 * over the caller's decision buttons (`decisions`, the table row's, with the rejection's reason
 * dialog), with thumb-sized targets (44 px). The photo and video queues and the two-step queues
 * (contact requests, gifts) use it; `empty` says what the tab would hold.
 */
export function PhoneCards({ card, decisions, empty }: { card: ReactNode; decisions: ReactNode; empty: ReactElement }) {
  const { data, isPending } = useListContext();
  if (isPending) return <LinearProgress sx={{ m: 2 }} />;
  if (!data?.length) return empty;
  return (
    <Box component="ul" data-testid="phone-queue" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {data.map((record) => (
        <RecordContextProvider key={record.id} value={record}>
          <Box
            component="li"
            sx={{ p: 2, borderBottom: 1, borderColor: 'divider', '&:last-of-type': { borderBottom: 0 } }}
            data-testid={`queue-item-${record.id}`}
          >
            {card}
            <Box sx={{ mt: 1, '& .MuiButton-root': { minHeight: 44 } }}>{decisions}</Box>
          </Box>
        </RecordContextProvider>
      ))}
    </Box>
  );
}
