import { NumberField } from 'react-admin';
import { QueueShow } from '../shared/QueueShow';
import { LabeledField } from '../shared/show';
import type { ContactRequestRecord } from './turn';

/** One contact request: the man and the lady, its price, where it stands, and its history; the caller's decision when it is her turn. */
export const ContactRequestShow = () => (
  <QueueShow<ContactRequestRecord> fields={<LabeledField source="price" field={NumberField} />} requestedOptions={(r) => ({ price: r.price })} />
);
