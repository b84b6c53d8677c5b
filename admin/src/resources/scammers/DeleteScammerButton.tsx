import { DeleteButton, SaveButton, Toolbar, useRecordContext } from 'react-admin';
import { SCAMMERS, type ScammerRecord } from './scammer';

/**
 * Deletes an entry (`DELETE /admin-api/scammers/<id>`) after a confirmation in the list's own
 * words, then goes back to the list. Hidden for a role without `delete` (DeleteButton asks
 * canAccess) and on a new entry.
 */
export const DeleteScammerButton = () => {
  const scammer = useRecordContext<ScammerRecord>();
  if (!scammer?.id) return null;
  return (
    <DeleteButton
      mutationMode="pessimistic"
      confirmTitle={`resources.${SCAMMERS}.delete.title`}
      confirmContent={`resources.${SCAMMERS}.delete.content`}
      titleTranslateOptions={{ name: scammer.name }}
      successMessage={`resources.${SCAMMERS}.deleted`}
      redirect="list"
    />
  );
};

/** The form's toolbar: save, and on an existing entry the delete. */
export const ScammerToolbar = () => (
  <Toolbar sx={{ justifyContent: 'space-between' }}>
    <SaveButton />
    <DeleteScammerButton />
  </Toolbar>
);
