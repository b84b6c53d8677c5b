import ChatBubbleRoundedIcon from '@mui/icons-material/ChatBubbleRounded';
import EditRoundedIcon from '@mui/icons-material/EditRounded';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import MailRoundedIcon from '@mui/icons-material/MailRounded';
import PhotoLibraryRoundedIcon from '@mui/icons-material/PhotoLibraryRounded';
import VerifiedRoundedIcon from '@mui/icons-material/VerifiedRounded';
import WavingHandRoundedIcon from '@mui/icons-material/WavingHandRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import type { OwnProfile, PublicProfile } from '../api/profiles';
import { showHeight, showWeight, useUnits, useUnitWords } from '../lib/units';
import { OnlineDot, ProfileBadges } from './badges';
import { ProfilePhoto } from './profile-photo';
import { countryName } from '@/shared/lib/country-name';
import { nationalityName } from '@/shared/lib/nationality-name';
import { useFormat } from '@/shared/i18n/format';
import { isMan, useSession } from '@/shared/store/session-store';

type Any = PublicProfile & Partial<Omit<OwnProfile, keyof PublicProfile>>;

const filled = (value: ReactNode) => !(value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0));

function Row({ label, value }: { label: string; value: ReactNode }) {
  if (!filled(value)) return null;
  return (
    <Box
      component="div"
      sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1.3fr', sm: '170px 1fr' }, gap: 1.5, py: 0.9, borderBottom: '1px solid', borderColor: 'divider' }}
    >
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 700, wordBreak: 'break-word' }}>
        {value}
      </Typography>
    </Box>
  );
}

function Section({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  return (
    <Card component="section" sx={{ p: { xs: 2, sm: 3 } }} data-testid={testId}>
      <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Card>
  );
}

/** A section's rows, or what stands in for them when none is filled in: a way to fill them in on his own profile. */
function Rows({ rows, editTo }: { rows: [label: string, value: ReactNode][]; editTo?: string }) {
  const { t } = useTranslation();
  if (!rows.some(([, value]) => filled(value)))
    return (
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap', color: 'text.secondary' }} data-testid="section-empty">
        <Typography>{editTo ? t('member.emptyOwn') : t('member.empty')}</Typography>
        {editTo && (
          <Button component={RouterLink} to={editTo} size="small" variant="outlined" startIcon={<EditRoundedIcon />}>
            {t('member.fillIn')}
          </Button>
        )}
      </Box>
    );
  return (
    <Box component="dl" sx={{ m: 0 }}>
      {rows.map(([label, value]) => (
        <Row key={label} label={label} value={value} />
      ))}
    </Box>
  );
}

/** A profile page: photo and headline, actions, then every field the viewer may see, grouped as on a real profile. */
export function ProfileView({
  profile,
  actions,
  aside,
  own,
  detailsOnly,
  media,
  onOpenPhoto,
}: {
  profile: Any;
  actions?: ReactNode;
  aside?: ReactNode;
  own?: boolean;
  detailsOnly?: boolean;
  /** The photos and videos section's content (the media feature's gallery); a placeholder without it. */
  media?: ReactNode;
  /** Opens the main photo large (the page's viewer); without it the photo is only shown. */
  onOpenPhoto?: () => void;
}) {
  const { t, i18n } = useTranslation();
  const format = useFormat();
  const [units] = useUnits();
  const d = profile.profile_additional_info;
  // Russian says some values by whose they are (marital status, hair, nationality): the profile's sex, or her partner's.
  const sex = profile.user_type === 'woman' ? 'female' : 'male';
  const partnerSex = sex === 'female' ? 'male' : 'female';
  const unitWords = useUnitWords();
  const en = (group: string, v: string | null | undefined, context?: 'male' | 'female') => (v ? t(`enums.${group}.${v}`, { defaultValue: v, context }) : null);
  const list = (group: string, vs: string[] | undefined) => (vs && vs.length ? vs.map((v) => en(group, v)).join(', ') : null);
  const f = (k: string) => t(`member.fields.${k}`);
  const lf = profile.looking_for;
  const range = (a: number | null | undefined, b: number | null | undefined, show: (n: number) => string) =>
    a !== null && a !== undefined && b !== null && b !== undefined ? `${show(a)} – ${show(b)}` : null;
  // A man edits his own profile (/edit); a lady's is kept by her agency.
  const editable = !!own && profile.user_type === 'man';
  const hasLifestyle = !!(d.smoking || d.alcohol || d.accommodation || d.pets?.length);
  const hasInterests = !!(d.interests?.length || d.goals.length);
  const hasGifts = !!(d.flowers?.length || d.holidays?.length);
  const hasLooking = !!lf && Object.values(lf).some((v) => v !== null && v !== '');

  // Another member's gallery comes first: photos are what a visitor looks for on a dating profile.
  const photosFirst = !!media && !own;
  const photos = (
    <Section title={t('member.photos')} testId="section-photos">
      {media ?? (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, color: 'text.secondary' }}>
          <PhotoLibraryRoundedIcon />
          <Typography>{t('member.photosSoon')}</Typography>
        </Box>
      )}
    </Section>
  );

  const details = (
    <Box sx={{ display: 'grid', gap: 2.5, minWidth: 0 }}>
      {photosFirst && photos}
      {(d.about_me || d.about_yourself) && (
        <Section title={t('member.sections.about')} testId="section-about">
          {d.about_me && <Typography sx={{ whiteSpace: 'pre-line' }}>{d.about_me}</Typography>}
          {d.about_yourself && (
            <>
              <Typography variant="subtitle2" component="h3" sx={{ mt: 2, mb: 0.5 }}>
                {t('labels.aboutYourself')}
              </Typography>
              <Typography sx={{ whiteSpace: 'pre-line' }}>{d.about_yourself}</Typography>
            </>
          )}
        </Section>
      )}
      <Section title={t('member.sections.basics')} testId="section-basics">
        <Rows
          editTo={editable ? '/edit/mainInfo' : undefined}
          rows={[
            [f('age'), profile.age],
            [f('birthday'), own && profile.birthday ? format.calendarDate(profile.birthday) : null],
            [f('country'), countryName(profile.country, i18n.language)],
            [f('city'), profile.city],
            [f('nationality'), nationalityName(profile.nationality, i18n.language, sex)],
            [f('occupation'), d.occupation],
            [f('education'), en('education', d.education)],
            [f('marital_status'), en('marital', d.marital_status, sex)],
            [f('children'), en('children', d.children)],
            [f('religion'), en('religion', d.religion)],
            [f('english_level'), en('english', d.english_level)],
            [f('languages'), list('languages', d.languages)],
          ]}
        />
      </Section>
      <Section title={t('member.sections.appearance')} testId="section-appearance">
        <Rows
          editTo={editable ? '/edit/appearance' : undefined}
          rows={[
            [f('height'), showHeight(d.height_cm, units, unitWords)],
            [f('weight'), showWeight(d.weight_kg, units, unitWords)],
            [f('body_type'), en('body', d.body_type)],
            [f('hair_color'), en('hair', d.hair_color, sex)],
            [f('eyes_color'), en('eyes', d.eyes_color)],
          ]}
        />
      </Section>
      {hasLifestyle && (
        <Section title={t('member.sections.lifestyle')}>
          <Box component="dl" sx={{ m: 0 }}>
            <Row label={f('smoking')} value={en('smoking', d.smoking)} />
            <Row label={f('alcohol')} value={en('alcohol', d.alcohol)} />
            <Row label={f('accommodation')} value={en('accommodation', d.accommodation)} />
            <Row label={f('pets')} value={list('pets', d.pets)} />
          </Box>
        </Section>
      )}
      {hasInterests && (
        <Section title={t('member.sections.interests')}>
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            {d.goals.map((g) => (
              <Chip key={`g-${g}`} label={en('goals', g)} color="primary" variant="outlined" />
            ))}
            {(d.interests ?? []).map((i) => (
              <Chip key={`i-${i}`} label={i} />
            ))}
          </Box>
        </Section>
      )}
      {hasGifts && (
        <Section title={t('member.sections.gifts')}>
          <Box component="dl" sx={{ m: 0 }}>
            <Row label={f('flowers')} value={list('flowers', d.flowers)} />
            <Row label={f('holidays')} value={list('holidays', d.holidays)} />
          </Box>
        </Section>
      )}
      {hasLooking && lf && (
        <Section title={t('member.sections.lookingFor')}>
          <Box component="dl" sx={{ m: 0 }}>
            <Row label={f('age')} value={range(lf.age_from, lf.age_to, String)} />
            <Row label={f('height')} value={range(lf.height_from, lf.height_to, (n) => showHeight(n, units, unitWords))} />
            <Row label={f('weight')} value={range(lf.weight_from, lf.weight_to, (n) => showWeight(n, units, unitWords))} />
            <Row label={f('hair_color')} value={en('hair', lf.hair_color, partnerSex)} />
            <Row label={f('eyes_color')} value={en('eyes', lf.eyes_color)} />
            <Row label={f('children')} value={en('children', lf.children)} />
            <Row label={f('type')} value={lf.type} />
          </Box>
        </Section>
      )}
      {own && profile.contacts && (
        <Section title={t('member.contacts')}>
          <Box component="dl" sx={{ m: 0 }}>
            <Row label={f('contactEmail')} value={profile.contacts.email} />
            <Row label={f('phone')} value={profile.contacts.phone} />
          </Box>
        </Section>
      )}
      {!photosFirst && photos}
    </Box>
  );
  if (detailsOnly) return details;
  return (
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '300px minmax(0, 1fr)' }, alignItems: 'start' }} data-testid="profile-view">
      <Box sx={{ display: 'grid', gap: 2, position: { md: 'sticky' }, top: { md: 88 } }}>
        <Card sx={{ overflow: 'hidden' }}>
          <Box sx={{ position: 'relative' }}>
            {onOpenPhoto && profile.avatar_url ? (
              <ButtonBase
                onClick={onOpenPhoto}
                aria-label={t('member.openPhoto', { name: profile.name })}
                data-testid="profile-photo-open"
                sx={{
                  display: 'block',
                  width: '100%',
                  cursor: 'zoom-in',
                  '&.Mui-focusVisible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: -3 },
                }}
              >
                <ProfilePhoto id={profile.user_id} name={profile.name} url={profile.avatar_url} fontSize={96} ratio={{ xs: '1 / 1', md: '4 / 5' }} decorative />
              </ButtonBase>
            ) : (
              <ProfilePhoto id={profile.user_id} name={profile.name} url={profile.avatar_url} fontSize={96} ratio={{ xs: '1 / 1', md: '4 / 5' }} />
            )}
            <Box sx={{ position: 'absolute', left: 12, top: 12, display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
              <ProfileBadges
                man={profile.user_type === 'man'}
                isNew={profile.is_new}
                webCam={profile.with_web_cam}
                hdCam={profile.with_hd_cam}
                online={profile.is_online}
                size="medium"
              />
            </Box>
          </Box>
          <Box sx={{ p: 2.5 }}>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
              <Typography variant="h4" component="h1" sx={{ wordBreak: 'break-word' }} data-testid="profile-name">
                {profile.name}
                {profile.age !== null && <Box component="span" sx={{ color: 'text.secondary', fontWeight: 500 }}>{`, ${profile.age}`}</Box>}
              </Typography>
              {profile.is_online !== undefined && <OnlineDot online={profile.is_online} size={12} />}
            </Box>
            <Typography color="text.secondary" sx={{ mt: 0.5 }} data-testid="profile-place">
              {[profile.city, countryName(profile.country, i18n.language)].filter(Boolean).join(', ')}
            </Typography>
            <Box sx={{ display: 'flex', gap: 1, mt: 1.5, flexWrap: 'wrap' }}>
              <Chip size="small" label={t('member.id', { id: profile.user_id })} />
              {profile.documents_verified && (
                <Tooltip title={t('member.verifiedHint')}>
                  <Chip size="small" color="success" variant="outlined" icon={<VerifiedRoundedIcon />} label={t('member.verified')} tabIndex={0} />
                </Tooltip>
              )}
            </Box>
            {profile.status && (
              <Typography sx={{ mt: 1.5, fontStyle: 'italic' }} color="text.secondary">
                “{profile.status}”
              </Typography>
            )}
          </Box>
        </Card>
        {actions}
        {aside}
      </Box>

      {details}
    </Box>
  );
}

/** Why a button beside it is disabled, written out under the buttons (a tooltip never shows on a touch screen). */
function ActionNote({ id, text, testId }: { id: string; text: string; testId: string }) {
  return (
    <Typography id={id} variant="body2" color="text.secondary" sx={{ display: 'flex', gap: 0.75, alignItems: 'flex-start' }} data-testid={testId}>
      <InfoOutlinedIcon sx={{ fontSize: 18, mt: '2px', flexShrink: 0 }} />
      <span>{text}</span>
    </Typography>
  );
}

/**
 * The profile's actions: Chat opens /chat/{id} when the member is online (a chat starts only then);
 * `letter` is the Write button (the letters feature's, which knows whether a letter may go) and
 * `letterClosed` why it is disabled; `wink` sits beside it; `social` holds the favorite, bookmark,
 * ignore and report buttons. Why Chat or Write is disabled is written under the pair of rows, so a
 * touch or keyboard user reads it too; Chat names it as its description.
 */
export function ProfileActions(props: {
  chatWith?: { id: number; online: boolean };
  letter?: ReactNode;
  letterClosed?: string;
  wink?: ReactNode;
  social?: ReactNode;
}) {
  const { chatWith, letter, letterClosed, wink, social } = props;
  const { t } = useTranslation();
  const chatNoteId = useId();
  const letterNoteId = useId();
  const soonNoteId = useId();
  const chatReady = !!chatWith?.online;
  // Men see women and women see men: in Russian the note says "она" to a man and "он" to a woman.
  const viewedSex = useSession(isMan) ? 'female' : 'male';
  const chatNote = chatReady ? null : chatWith ? t('chat.profileOffline', { context: viewedSex }) : null;
  // Placeholders for what a page does not offer yet (no letter or wink given), disabled with one "soon" note.
  const placeholders = [...(letter ? [] : ['letter' as const]), ...(wink || social ? [] : ['wink' as const])];
  const soon = placeholders.length > 0 || !chatWith;
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1 }} data-testid="profile-actions">
      <Button
        fullWidth
        variant="contained"
        startIcon={<ChatBubbleRoundedIcon />}
        disabled={!chatReady}
        aria-describedby={chatNote ? chatNoteId : !chatWith ? soonNoteId : undefined}
        data-testid="profile-chat"
        {...(chatReady ? { component: RouterLink, to: `/chat/${chatWith!.id}` } : {})}
        sx={{ gridColumn: '1 / -1', px: 1, whiteSpace: 'nowrap' }}
      >
        {t('member.chat')}
      </Button>
      {letter && <Box>{letter}</Box>}
      {wink}
      {placeholders.map((key) => (
        <Button
          key={key}
          fullWidth
          variant="outlined"
          startIcon={key === 'letter' ? <MailRoundedIcon /> : <WavingHandRoundedIcon />}
          disabled
          aria-describedby={soonNoteId}
          sx={{ px: 1, whiteSpace: 'nowrap' }}
        >
          {t(`member.${key}`)}
        </Button>
      ))}
      {(chatNote || letterClosed || soon) && (
        <Box sx={{ gridColumn: '1 / -1', display: 'grid', gap: 0.5, px: 0.5 }} data-testid="profile-actions-notes">
          {chatNote && <ActionNote id={chatNoteId} text={chatNote} testId="profile-chat-note" />}
          {letterClosed && <ActionNote id={letterNoteId} text={letterClosed} testId="profile-letter-note" />}
          {soon && <ActionNote id={soonNoteId} text={t('member.soon')} testId="profile-soon-note" />}
        </Box>
      )}
      {social}
    </Box>
  );
}
