/** Up to two initials for an avatar without a photo. */
export function initialsOf(name: string | undefined): string {
  const parts = (name ?? '').trim().split(/\s+/).filter(Boolean);
  return (parts.length > 1 ? parts[0]![0]! + parts[1]![0]! : (parts[0]?.slice(0, 2) ?? '')).toUpperCase() || '♥';
}
