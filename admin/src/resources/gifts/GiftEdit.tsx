import { Create, Edit, useNotify, useRecordContext, useRedirect } from 'react-admin';
import { GIFTS, type GiftRecord } from './categories';
import { GiftForm, toGiftBody } from './GiftForm';

const Title = () => {
  const gift = useRecordContext<GiftRecord>();
  return <span>{gift?.name ?? ''}</span>;
};

/** Back to the list with the catalogue's own words for what happened. */
function useDone(message: string) {
  const notify = useNotify();
  const redirect = useRedirect();
  return () => {
    notify(message, { type: 'success' });
    redirect('list', GIFTS);
  };
}

/** Change a gift (admins): `PUT /admin-api/gifts/<id>`; the server answers the updated record. */
export const GiftEdit = () => {
  const onSuccess = useDone(`resources.${GIFTS}.updated`);
  return (
    <Edit mutationMode="pessimistic" title={<Title />} transform={toGiftBody} mutationOptions={{ onSuccess }}>
      <GiftForm />
    </Edit>
  );
};

/** A new gift (admins): `POST /admin-api/gifts`, offered to men at once when active. */
export const GiftCreate = () => {
  const onSuccess = useDone(`resources.${GIFTS}.created`);
  return (
    <Create record={{ active: true }} transform={toGiftBody} mutationOptions={{ onSuccess }}>
      <GiftForm />
    </Create>
  );
};
