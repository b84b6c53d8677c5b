import { Typography } from '@mui/material';
import { type RaRecord, ReferenceField, TextField, useCanAccess, useGetIdentity, useRecordContext, useTranslate } from 'react-admin';

/**
 * An action key as staff read it ("member.unban" → "Member unbanned"), from
 * `resources.audit-log.actions.*`; a key the back office does not know yet stays as it is.
 */
export function useActionLabel(): (action: unknown) => string {
  const translate = useTranslate();
  return (action) => {
    const key = typeof action === 'string' ? action : '';
    return key ? translate(`resources.audit-log.actions.${key}`, { _: key }) : '—';
  };
}

/** The audit's resource names that are no page of the back office, by the page that holds them (a chat's messages: its session). */
const RESOURCE_PAGES: Record<string, string> = { 'chat-messages': 'chat-sessions' };

/**
 * Where an action happened, named as the back office names its pages: the section (plural,
 * "members" → "Members") or, with `count` 1, one record of it ("Member"); an unknown one as it is.
 */
export function useResourceName(): (resource: unknown, count?: number) => string {
  const translate = useTranslate();
  return (resource, count = 2) => {
    if (typeof resource !== 'string' || !resource) return '—';
    const page = RESOURCE_PAGES[resource] ?? resource;
    return translate(`resources.${page}.name`, { smart_count: count, _: resource });
  };
}

/** The action of the record in context, in words; the raw key on hover, or under it with `withKey` (what the Action filter takes). */
export const ActionField = ({ withKey = false }: { source?: string; label?: string; sortable?: boolean; withKey?: boolean }) => {
  const record = useRecordContext();
  const label = useActionLabel();
  if (!record) return null;
  const key = String(record.action ?? '');
  return (
    <Typography variant="body2" component="span" title={key}>
      {label(record.action)}
      {withKey && label(record.action) !== key ? (
        <Typography component="span" variant="caption" color="text.secondary" sx={{ display: 'block', fontFamily: 'ui-monospace, Menlo, Consolas, monospace' }}>
          {key}
        </Typography>
      ) : null}
    </Typography>
  );
};

/** The resource of the record in context, in words; the raw name on hover. */
export const ResourceNameField = (_props: { source?: string; label?: string; sortable?: boolean }) => {
  const record = useRecordContext();
  const name = useResourceName();
  if (!record) return null;
  return (
    <Typography variant="body2" component="span" title={String(record.resource ?? '')}>
      {name(record.resource)}
    </Typography>
  );
};

/**
 * Who acted. The audit rows carry the staff id only (docs/admin-api.md, Audit): an admin, who may
 * read the staff list, sees the name; anybody else their own name on their own actions, else the id.
 * `withId` adds the id after the name (the record's page).
 */
export const ActorField = ({
  withId = false,
  variant = 'inherit',
}: {
  source?: string;
  label?: string;
  sortable?: boolean;
  withId?: boolean;
  variant?: 'inherit' | 'body2';
}) => {
  const record = useRecordContext();
  const { canAccess: readsStaff } = useCanAccess({ resource: 'staff', action: 'list' });
  const { identity } = useGetIdentity();
  if (!record) return null;
  const id = record.actor_staff_id as string | number | null | undefined;
  if (id === null || id === undefined || id === '') return <>—</>;
  const idText = `#${id}`;
  const own = identity && String(identity.id) === String(id) ? identity.fullName : undefined;
  const name = readsStaff ? (
    <ReferenceField<RaRecord, RaRecord> source="actor_staff_id" reference="staff" link={false} empty={<>{own ?? idText}</>}>
      <TextField source="name" variant="inherit" />
    </ReferenceField>
  ) : (
    (own ?? idText)
  );
  return (
    <Typography variant={variant} component="span" data-testid="audit-actor">
      {name}
      {withId && (readsStaff || own) ? (
        <Typography component="span" variant="inherit" color="text.secondary">
          {` · ${idText}`}
        </Typography>
      ) : null}
    </Typography>
  );
};
