import PersonIcon from '@mui/icons-material/Person';
import { formatVideoLength } from '@dating/rules';
import { Box, Chip, Typography } from '@mui/material';
import { Link as RaLink, useCreatePath, usePermissions, useRecordContext, useResourceContext, useTranslate } from 'react-admin';
import { isCallersTurn, type ModerationRecord, STATE_TONES, waitingStep } from './turn';
import { StepChip } from '../shared/moderation-steps';

/** The moderation state as a chip. */
export const StateField = (_props: { source?: string; label?: string }) => {
  const record = useRecordContext<ModerationRecord>();
  const resource = useResourceContext() ?? 'photo-moderation';
  const translate = useTranslate();
  if (!record?.state) return null;
  return (
    <Chip
      size="small"
      color={STATE_TONES[record.state] ?? 'default'}
      variant="filled"
      label={translate(`resources.${resource}.states.${record.state}`, { _: record.state })}
      data-testid={`state-${record.state}`}
    />
  );
};

/** Whose step a pending record waits for, "your decision" when it is the caller's. */
export const StepField = (_props: { source?: string; label?: string }) => {
  const record = useRecordContext<ModerationRecord>();
  const resource = useResourceContext() ?? 'photo-moderation';
  const { permissions } = usePermissions<{ role?: string }>();
  if (!record) return null;
  const step = waitingStep(record);
  if (!step) return null;
  return <StepChip resource={resource} step={step} mine={isCallersTurn(record, permissions?.role)} />;
};

/**
 * The sizes of a preview: `small` in the queue's table (120 px tall), `medium` on a phone's queue
 * (160 px wide, a tap away from the record's page and its large image), `large` on the record's page.
 */
const PREVIEW = {
  small: { width: 120, height: 120, videoWidth: 160 },
  medium: { width: 160, height: 240, videoWidth: 160 },
  large: { width: 640, height: 640, videoWidth: 640 },
} as const;
export type PreviewSize = keyof typeof PREVIEW;

/** The record's preview: a photo's signed thumbnail (or large image), a video's signed stream. */
export const Preview = ({ size = 'small' }: { size?: PreviewSize; label?: string; source?: string }) => {
  const record = useRecordContext<ModerationRecord>();
  const resource = useResourceContext() ?? 'photo-moderation';
  const translate = useTranslate();
  if (!record) return null;
  const alt = translate(`resources.${resource}.preview_alt`, { id: record.id, name: record.member_name ?? record.member_id });
  const box = PREVIEW[size];
  const large = size === 'large';
  if (record.video_path)
    return (
      <Box sx={{ position: 'relative', width: large ? '100%' : box.videoWidth, maxWidth: box.videoWidth }}>
        <Box
          component="video"
          src={record.video_path}
          controls={large}
          muted
          preload="metadata"
          aria-label={alt}
          sx={{ width: '100%', maxHeight: large ? 480 : box.height, borderRadius: 1, bgcolor: 'black', display: 'block' }}
        />
        {!large && record.duration ? (
          <Box
            component="span"
            data-testid={`duration-${record.id}`}
            sx={{ position: 'absolute', right: 4, bottom: 4, px: 0.5, borderRadius: 0.5, bgcolor: 'rgba(0,0,0,0.7)', color: 'common.white', fontSize: 11 }}
          >
            {formatVideoLength(record.duration)}
          </Box>
        ) : null}
      </Box>
    );
  const src = large ? record.preview_large : record.preview_small;
  if (!src) return null;
  return (
    <Box
      component="img"
      src={src}
      alt={alt}
      loading="lazy"
      data-testid={`preview-${record.id}`}
      sx={{
        display: 'block',
        maxWidth: box.width,
        maxHeight: box.height,
        // A phone's preview is always 160 px wide (a small thumbnail scales up); the table's keeps its proportions within 120 px.
        width: size === 'small' ? 'auto' : '100%',
        minWidth: size === 'medium' ? box.width : undefined,
        objectFit: 'contain',
        borderRadius: 1,
      }}
    />
  );
};

/** The member's name, linking to her page. */
export const MemberLink = (_props: { source?: string; label?: string }) => {
  const record = useRecordContext<ModerationRecord>();
  const createPath = useCreatePath();
  if (!record) return null;
  return (
    <RaLink
      to={createPath({ resource: 'members', id: record.member_id, type: 'show' })}
      onClick={(e: { stopPropagation: () => void }) => e.stopPropagation()}
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
      data-testid="member-link"
    >
      <PersonIcon fontSize="small" />
      {record.member_name ?? `#${record.member_id}`}
    </RaLink>
  );
};

/** The member (a link to her page), and under her the agency and the album, labelled (the list's one column for the three). */
export const MemberAgencyAlbum = (_props: { source?: string; label?: string }) => {
  const record = useRecordContext<ModerationRecord>();
  const resource = useResourceContext() ?? 'photo-moderation';
  const translate = useTranslate();
  if (!record) return null;
  const line = (field: 'agency_id' | 'album_type', value: string | null | undefined) =>
    value ? (
      <Typography variant="caption" color="text.secondary" component="div" sx={{ overflowWrap: 'anywhere' }} data-testid={`${field}-${record.id}`}>
        {`${translate(`resources.${resource}.fields.${field}`)}: ${value}`}
      </Typography>
    ) : null;
  return (
    <Box sx={{ minWidth: 0 }}>
      <MemberLink />
      {line('agency_id', record.agency_id)}
      {line('album_type', record.album_type)}
    </Box>
  );
};

/** A video's length, m:ss. */
export const DurationField = (_props: { source?: string; label?: string }) => {
  const record = useRecordContext<ModerationRecord>();
  return (
    <Typography component="span" variant="body2" data-testid="video-length">
      {record?.duration ? formatVideoLength(record.duration) : '—'}
    </Typography>
  );
};
