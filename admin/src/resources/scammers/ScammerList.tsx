import { type Theme, Typography, useMediaQuery } from '@mui/material';
import {
  CreateButton,
  DataTable,
  List,
  NullableBooleanInput,
  SearchInput,
  SimpleList,
  TopToolbar,
  useCanAccess,
  useLocaleState,
  useTranslate,
} from 'react-admin';
import { FIT_LIST_SX, LocalDateField } from '../finance-shared';
import { EmptyNote } from '../shared/EmptyNote';
import { CompactListField, countryName, PublishedField, ScammerCountryField } from './fields';
import { SCAMMERS, type ScammerRecord } from './scammer';

// The list's filters (the admin API's): part of a name, an e-mail, a phone or another contact; published or draft.
const filters = [<SearchInput key="q" source="q" alwaysOn />, <NullableBooleanInput key="published" source="published" alwaysOn />];

// CreateButton asks canAccess: site moderators and admins.
const Actions = () => (
  <TopToolbar>
    <CreateButton />
  </TopToolbar>
);

const Scammers = ({ canEdit }: { canEdit: boolean }) => {
  const small = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const translate = useTranslate();
  const [locale = 'en'] = useLocaleState();
  // Those who may change an entry open it in its form; anyone else would read it.
  const target = canEdit ? 'edit' : 'show';
  const empty = <EmptyNote message={`resources.${SCAMMERS}.empty`} />;
  if (small)
    return (
      <SimpleList<ScammerRecord>
        primaryText={(s) => s.name}
        secondaryText={(s) => [countryName(s.country, locale), ...s.emails, ...s.phones].filter(Boolean).join(' · ')}
        tertiaryText={(s) => (s.published ? '' : translate(`resources.${SCAMMERS}.statuses.draft`))}
        linkType={target}
        empty={empty}
      />
    );
  return (
    <DataTable<ScammerRecord> rowClick={target} bulkActionButtons={false} empty={empty}>
      <DataTable.Col source="name" cellSx={() => ({ fontWeight: 600 })} />
      <DataTable.Col source="country" disableSort>
        <ScammerCountryField />
      </DataTable.Col>
      <DataTable.Col source="emails" disableSort>
        <CompactListField source="emails" />
      </DataTable.Col>
      <DataTable.Col source="phones" disableSort>
        <CompactListField source="phones" />
      </DataTable.Col>
      <DataTable.Col source="published" disableSort>
        <PublishedField />
      </DataTable.Col>
      <DataTable.Col source="created_at">
        <LocalDateField source="created_at" showTime={false} />
      </DataTable.Col>
    </DataTable>
  );
};

/**
 * The scammers list members read on the site: site moderators and admins add, change and delete
 * its entries (every change audited by the server); newest first.
 */
export const ScammerList = () => {
  const translate = useTranslate();
  const { canAccess: canEdit } = useCanAccess({ resource: SCAMMERS, action: 'edit' });
  return (
    <List sx={FIT_LIST_SX} sort={{ field: 'created_at', order: 'DESC' }} filters={filters} perPage={25} exporter={false} actions={<Actions />}>
      <Typography variant="body2" color="text.secondary" sx={{ px: 2, pt: 1.5 }} data-testid="scammers-intro">
        {translate(`resources.${SCAMMERS}.intro`)}
      </Typography>
      <Scammers canEdit={!!canEdit} />
    </List>
  );
};
