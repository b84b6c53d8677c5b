import Avatar from '@mui/material/Avatar';
import { useUser } from '@/features/auth/api/get-user';
import { useOwnProfile } from '@/features/profile/api/profiles';
import { initialsOf } from '@/shared/lib/initials';
import { thumbnail } from '@/shared/lib/thumbnail';
import { brand } from '@/shared/theme';

/**
 * The signed-in member's own avatar in the header and the account menu: her photo's thumb, or her
 * initials on the brand gradient while her profile loads and when she has no photo. Decorative:
 * the control it sits in is named by text.
 */
export function OwnAvatar({ size, fontSize }: { size: number; fontSize?: number }) {
  const { data: user } = useUser();
  const { data: profile } = useOwnProfile();
  return (
    <Avatar
      aria-hidden
      alt=""
      src={thumbnail(profile?.avatar_url) ?? undefined}
      sx={{ width: size, height: size, background: brand.gradient, fontWeight: 800, fontSize }}
    >
      {initialsOf(user?.name)}
    </Avatar>
  );
}
