import { Box } from '@mui/material';
import { Labeled, NumberField } from 'react-admin';
import { QueueShow } from '../shared/QueueShow';
import { LabeledField } from '../shared/show';
import { CommentField, DisplayStatusField, GiftCell } from './fields';
import type { GiftSendRecord } from './turn';

/** One sent gift: the man and the lady, the gift and what he pays, his comment, where it stands and its history; the caller's decision on her turn. */
export const GiftSendShow = () => (
  <QueueShow<GiftSendRecord>
    fields={
      <>
        <Labeled source="gift_name">
          <GiftCell />
        </Labeled>
        <LabeledField source="price" field={NumberField} />
        <LabeledField source="delivery_price" field={NumberField} />
        <LabeledField source="total" field={NumberField} />
        <Labeled source="display_status">
          <DisplayStatusField />
        </Labeled>
      </>
    }
    below={
      <Box sx={{ mt: 2 }}>
        <Labeled source="comment">
          <CommentField full />
        </Labeled>
      </Box>
    }
    requestedOptions={(r) => ({ total: r.total })}
  />
);
