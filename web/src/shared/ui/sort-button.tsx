import ArrowDownwardRoundedIcon from '@mui/icons-material/ArrowDownwardRounded';
import ArrowUpwardRoundedIcon from '@mui/icons-material/ArrowUpwardRounded';
import Button from '@mui/material/Button';

/** A list's sort toggle (by name, by date): pressed while it sorts, its arrow showing the direction. */
export function SortButton({ direction, label, onClick, testId }: { direction: string | undefined; label: string; onClick: () => void; testId: string }) {
  const Icon = direction === 'desc' ? ArrowDownwardRoundedIcon : ArrowUpwardRoundedIcon;
  return (
    <Button
      size="small"
      variant={direction ? 'contained' : 'text'}
      color={direction ? 'primary' : 'inherit'}
      endIcon={direction ? <Icon fontSize="small" /> : undefined}
      aria-pressed={!!direction}
      onClick={onClick}
      data-testid={testId}
    >
      {label}
    </Button>
  );
}
