import { Create, Edit, useNotify, useRecordContext, useRedirect } from 'react-admin';
import { ScammerForm, toScammerBody } from './ScammerForm';
import { SCAMMERS, type ScammerRecord } from './scammer';

const Title = () => {
  const scammer = useRecordContext<ScammerRecord>();
  return <span>{scammer?.name ?? ''}</span>;
};

/** Back to the list with the list's own words for what happened. */
function useDone(message: string) {
  const notify = useNotify();
  const redirect = useRedirect();
  return () => {
    notify(message, { type: 'success' });
    redirect('list', SCAMMERS);
  };
}

/** Change an entry (site moderators, admins): `PUT /admin-api/scammers/<id>` with the whole record; the server answers it updated. */
export const ScammerEdit = () => {
  const onSuccess = useDone(`resources.${SCAMMERS}.updated`);
  return (
    <Edit mutationMode="pessimistic" title={<Title />} transform={toScammerBody} mutationOptions={{ onSuccess }}>
      <ScammerForm />
    </Edit>
  );
};

/** A new entry (site moderators, admins): `POST /admin-api/scammers`, shown to members at once unless kept as a draft. */
export const ScammerCreate = () => {
  const onSuccess = useDone(`resources.${SCAMMERS}.created`);
  return (
    <Create record={{ country: null, emails: [], phones: [], other_contacts: [], published: true }} transform={toScammerBody} mutationOptions={{ onSuccess }}>
      <ScammerForm />
    </Create>
  );
};
