import MailRoundedIcon from '@mui/icons-material/MailRounded';
import NotificationsActiveRoundedIcon from '@mui/icons-material/NotificationsActiveRounded';
import VolumeUpRoundedIcon from '@mui/icons-material/VolumeUpRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import Skeleton from '@mui/material/Skeleton';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import {
  enforceSettings,
  groupIsOn,
  MEMBER_EMAIL_DELAY_MS,
  setGroup,
  SETTINGS_GROUPS,
  type SettingKey,
  type SettingsGroup,
  type SettingValue,
} from '@dating/rules';
import { useTranslation } from 'react-i18next';
import { useSession } from '@/shared/store/session-store';
import { toast } from '@/shared/store/ui-store';
import { useSetSettings, useSettings, type MemberSettings } from '../api/settings';

const ICONS = { visual: NotificationsActiveRoundedIcon, sound: VolumeUpRoundedIcon, email: MailRoundedIcon } as const;

/**
 * Settings, notifications: visual, sound and e-mail groups. A group switch sets every flag in it;
 * a woman's visual group is forced on (spec section 4). Each change is saved at once.
 */
export default function NotificationSettings() {
  const { t } = useTranslation();
  const userType = useSession((s) => s.userType);
  const { data, isPending, isError } = useSettings();
  const mutation = useSetSettings();

  const save = async (change: Partial<MemberSettings>) => {
    try {
      await mutation.mutateAsync(enforceSettings(change, userType));
      toast(t('messages.settingsUpdated'), 'success');
    } catch {
      toast(t('messages.settingsFailed'), 'error');
    }
  };

  if (isError) return <Alert severity="error">{t('messages.requestFailed')}</Alert>;
  if (isPending || !data) return <Skeleton variant="rounded" height={420} />;

  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      {(Object.keys(SETTINGS_GROUPS) as SettingsGroup[]).map((group) => {
        const Icon = ICONS[group];
        const forced = group === 'visual' && userType === 'woman';
        const on = groupIsOn(data, group);
        return (
          <Card key={group} sx={{ p: { xs: 2.5, sm: 3.5 } }} data-testid={`settings-group-${group}`}>
            <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
              <Box
                sx={{
                  width: 46,
                  height: 46,
                  borderRadius: 3,
                  display: 'grid',
                  placeItems: 'center',
                  flexShrink: 0,
                  bgcolor: 'rgba(214,51,108,.1)',
                  color: 'primary.main',
                }}
              >
                <Icon />
              </Box>
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <FormControlLabel
                  labelPlacement="start"
                  sx={{ m: 0, width: '100%', justifyContent: 'space-between', alignItems: 'flex-start' }}
                  label={
                    <Box>
                      <Typography variant="h6" component="h2">
                        {t(`settings.groups.${group}.title`)}
                      </Typography>
                      <Typography variant="body2" color="text.secondary">
                        {forced ? t('settings.groups.visual.forced') : t(`settings.groups.${group}.text`, { minutes: MEMBER_EMAIL_DELAY_MS / 60_000 })}
                      </Typography>
                    </Box>
                  }
                  control={
                    <Switch
                      checked={forced || on}
                      disabled={forced}
                      onChange={(e) => void save(setGroup(group, e.target.checked ? 'on' : 'off'))}
                      slotProps={{ input: { 'aria-label': t('settings.groupSwitch', { group: t(`settings.groups.${group}.title`) }) } }}
                      data-testid={`group-switch-${group}`}
                    />
                  }
                />
              </Box>
            </Box>
            <Divider sx={{ my: 2 }} />
            <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 3 }}>
              {SETTINGS_GROUPS[group].map((key: SettingKey) => (
                // The whole row is the switch's label: a 44 px tap target (the small switch alone is 24 px).
                <FormControlLabel
                  key={key}
                  sx={{ m: 0, py: 0.5, minHeight: 44, justifyContent: 'space-between' }}
                  labelPlacement="start"
                  label={<Typography variant="body2">{t(`settings.flags.${key}`)}</Typography>}
                  control={
                    <Switch
                      size="small"
                      checked={forced || data[key] === 'on'}
                      disabled={forced}
                      onChange={(e) => void save({ [key]: (e.target.checked ? 'on' : 'off') as SettingValue })}
                      data-testid={`flag-${key}`}
                    />
                  }
                />
              ))}
            </Box>
          </Card>
        );
      })}
    </Box>
  );
}
