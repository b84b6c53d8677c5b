import { Box, Divider, Stack, Tab, Tabs, ToggleButton, ToggleButtonGroup, Typography, useMediaQuery, type Theme } from '@mui/material';
import {
  Count,
  DataTable,
  List,
  NumberInput,
  Link as RaLink,
  SelectInput,
  TextInput,
  useCanAccess,
  useCreatePath,
  useListContext,
  useLocaleState,
  usePermissions,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { CompactDateTimeField, DENSE_TABLE_SX, formatDateTime } from '../shared/fields';
import { EmptyNote } from '../shared/EmptyNote';
import { PhoneCards } from '../shared/PhoneCards';
import { BulkDecisionButtons } from './BulkDecisionButtons';
import { DecisionButtons } from './DecisionButtons';
import { MemberAgencyAlbum, Preview, StateField, StepField } from './fields';
import { stepOf } from '../shared/moderation-steps';
import { isCallersTurn, MODERATION_STATES, type ModerationRecord } from './turn';

const useFilters = (resource: string) => {
  const { permissions } = usePermissions<{ role?: string }>();
  // An agency moderator's lists are narrowed to her agency by the server: no agency filter for her.
  const agency = permissions?.role === 'agency_moderator' ? [] : [<TextInput key="agency_id" source="agency_id" />];
  return [
    ...agency,
    <NumberInput key="member_id" source="member_id" min={1} step={1} />,
    <SelectInput
      key="agency_decision"
      source="agency_decision"
      choices={[
        { id: 'accepted', name: `resources.${resource}.states.accepted` },
        { id: 'rejected', name: `resources.${resource}.states.rejected` },
      ]}
    />,
  ];
};

/**
 * A phone's card of one item: a preview 160 px wide (a tap opens the record's page and its large
 * image), who and when, where it stands.
 */
const PhoneCard = ({ resource }: { resource: string }) => {
  const record = useRecordContext<ModerationRecord>();
  const [locale] = useLocaleState();
  const createPath = useCreatePath();
  if (!record) return null;
  const show = createPath({ resource, id: record.id, type: 'show' });
  return (
    <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
      <RaLink to={show} sx={{ flex: 'none', display: 'block', lineHeight: 0 }}>
        <Preview size="medium" />
      </RaLink>
      <Stack spacing={0.75} sx={{ minWidth: 0, alignItems: 'flex-start' }}>
        <RaLink to={show} sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {`${record.member_name ?? record.member_id} · #${record.id}`}
        </RaLink>
        <StateField />
        <StepField />
        <Typography variant="body2" color="text.secondary">
          {formatDateTime(record.created_at, locale)}
        </Typography>
      </Stack>
    </Box>
  );
};

/** Tabs by state (pending first, with counts), the rows with their thumbnails and the caller's decision buttons. */
const Queue = ({ resource }: { resource: string }) => {
  const { filterValues, setFilters, displayedFilters } = useListContext();
  const small = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const translate = useTranslate();
  const { permissions } = usePermissions<{ role?: string }>();
  const { canAccess: canDecide } = useCanAccess({ resource, action: 'edit' });
  const state = (filterValues.state as string | undefined) ?? 'pending';
  const myStep = stepOf(permissions?.role);
  const mine = filterValues.waiting_step === myStep;
  const setState = (value: string) => {
    // What waits for a step is pending by definition: another tab drops that filter.
    const { waiting_step: _w, ...rest } = filterValues;
    setFilters(value === 'pending' ? { ...filterValues, state: value } : { ...rest, state: value }, displayedFilters);
  };
  const setMine = (only: boolean) => {
    const { waiting_step: _w, ...rest } = filterValues;
    setFilters(only ? { ...rest, waiting_step: myStep } : rest, displayedFilters);
  };
  // What this tab would hold, said in the queue's words (react-admin's default names the resource).
  const empty = <EmptyNote message={`resources.${resource}.empty.${mine && state === 'pending' ? 'mine' : state}`} />;
  return (
    <>
      <Tabs value={state} onChange={(_e, value: string) => setState(value)} variant="scrollable" allowScrollButtonsMobile>
        {MODERATION_STATES.map((s) => (
          <Tab
            key={s}
            value={s}
            data-testid={`tab-${s}`}
            label={
              <span>
                {translate(`resources.${resource}.states.${s}`)} (
                <Count filter={{ ...filterValues, state: s }} sort={{ field: 'created_at', order: 'ASC' }} sx={{ lineHeight: 'inherit' }} />)
              </span>
            }
          />
        ))}
      </Tabs>
      <Divider />
      {state === 'pending' && canDecide && (
        <Box sx={{ px: 2, py: 1 }}>
          <ToggleButtonGroup size="small" exclusive value={mine ? 'mine' : 'all'} onChange={(_e, v: string | null) => v && setMine(v === 'mine')}>
            <ToggleButton value="mine" data-testid="waiting-for-me">
              {translate(`resources.${resource}.waiting.mine`)}
            </ToggleButton>
            <ToggleButton value="all">{translate(`resources.${resource}.waiting.all`)}</ToggleButton>
          </ToggleButtonGroup>
        </Box>
      )}
      {small ? (
        <PhoneCards card={<PhoneCard resource={resource} />} decisions={<DecisionButtons />} empty={empty} />
      ) : (
        <DataTable<ModerationRecord>
          rowClick="show"
          bulkActionButtons={canDecide ? <BulkDecisionButtons /> : false}
          isRowSelectable={(r) => isCallersTurn(r, permissions?.role)}
          empty={empty}
          sx={DENSE_TABLE_SX}
        >
          <DataTable.Col source="preview_small" disableSort>
            <Preview size="small" />
          </DataTable.Col>
          <DataTable.Col source="id" />
          {/* The member, and under her the agency and the album: one column, so the video previews and the buttons fit 1280 px. */}
          <DataTable.Col source="member_id">
            <MemberAgencyAlbum />
          </DataTable.Col>
          {/* The state, and under it whose step a pending item waits for: one column, so the larger previews and the buttons fit 1280 px. */}
          <DataTable.Col source="state">
            <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
              <StateField />
              <StepField />
            </Stack>
          </DataTable.Col>
          <DataTable.Col source="created_at">
            <CompactDateTimeField source="created_at" stacked />
          </DataTable.Col>
          <DataTable.Col label="" disableSort align="right">
            <DecisionButtons stacked />
          </DataTable.Col>
        </DataTable>
      )}
    </>
  );
};

/** The moderation queue of `photo-moderation` or `video-moderation`: opens on what is pending, oldest first. */
export const ModerationList = ({ resource }: { resource: string }) => {
  const filters = useFilters(resource);
  return (
    <List
      resource={resource}
      filters={filters}
      filterDefaultValues={{ state: 'pending' }}
      sort={{ field: 'created_at', order: 'ASC' }}
      perPage={25}
      exporter={false}
    >
      <Queue resource={resource} />
    </List>
  );
};
