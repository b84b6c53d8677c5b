import { Create, Edit, useNotify, useRecordContext, useRedirect } from 'react-admin';
import { CreditPackForm } from './CreditPackForm';
import type { CreditPack } from './fields';

const Title = () => {
  const pack = useRecordContext<CreditPack>();
  return <span>{pack?.name ?? ''}</span>;
};

/** Back to the list with the pack's own words for what happened. */
function useDone(message: string) {
  const notify = useNotify();
  const redirect = useRedirect();
  return () => {
    notify(message, { type: 'success' });
    redirect('list', 'credit-packs');
  };
}

/** Change a pack still offered (admins); the server answers the updated record. */
export const CreditPackEdit = () => {
  const onSuccess = useDone('resources.credit-packs.updated');
  return (
    <Edit mutationMode="pessimistic" title={<Title />} mutationOptions={{ onSuccess }}>
      <CreditPackForm />
    </Edit>
  );
};

/** A new pack (admins), offered by the member site at once. */
export const CreditPackCreate = () => {
  const onSuccess = useDone('resources.credit-packs.created');
  return (
    <Create record={{ best: false, one_time: false }} mutationOptions={{ onSuccess }}>
      <CreditPackForm create />
    </Create>
  );
};
