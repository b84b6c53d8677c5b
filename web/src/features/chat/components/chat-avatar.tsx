import Avatar from '@mui/material/Avatar';
import Badge from '@mui/material/Badge';
import { initialsOf } from '@/shared/lib/initials';
import { brand } from '@/shared/theme';
import { thumbnail } from '@/shared/lib/thumbnail';

/** A member's small avatar (or her initials on the brand gradient), with a green dot when online. */
export function ChatAvatar({ name, url, online, size = 44 }: { name: string; url: string | null | undefined; online?: boolean; size?: number }) {
  const avatar = (
    <Avatar
      src={thumbnail(url) ?? undefined}
      alt={name}
      sx={{ width: size, height: size, background: url ? undefined : brand.gradient, fontWeight: 800, fontSize: size * 0.38 }}
    >
      {initialsOf(name)}
    </Avatar>
  );
  if (!online) return avatar;
  return (
    <Badge
      overlap="circular"
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      variant="dot"
      sx={{ '& .MuiBadge-badge': { bgcolor: '#2fb344', width: 12, height: 12, borderRadius: '50%', border: '2px solid #fff' } }}
    >
      {avatar}
    </Badge>
  );
}
