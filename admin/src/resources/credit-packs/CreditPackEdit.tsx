import { Create, Edit, useRecordContext } from 'react-admin';
import { CreditPackForm } from './CreditPackForm';
import type { CreditPack } from './fields';

const Title = () => {
  const pack = useRecordContext<CreditPack>();
  return <span>{pack?.name ?? ''}</span>;
};

/** Change a pack still offered (admins); the server answers the updated record. */
export const CreditPackEdit = () => (
  <Edit mutationMode="pessimistic" title={<Title />} redirect="list">
    <CreditPackForm />
  </Edit>
);

/** A new pack (admins), offered by the member site at once. */
export const CreditPackCreate = () => (
  <Create redirect="list" record={{ best: false, one_time: false }}>
    <CreditPackForm create />
  </Create>
);
