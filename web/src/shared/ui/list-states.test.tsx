import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@/testing/render';
import { LoadError } from './load-error';
import { SortButton } from './sort-button';

describe('LoadError', () => {
  it('shows the message and retries on its button', async () => {
    const onRetry = vi.fn();
    renderWithApp(<LoadError message="Could not load the letters" retryLabel="Retry" onRetry={onRetry} testId="letters" />);
    expect(screen.getByTestId('letters-error')).toHaveTextContent('Could not load the letters');
    await userEvent.click(screen.getByTestId('letters-retry'));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});

describe('SortButton', () => {
  it('is pressed only while it sorts, and says so to assistive technology', async () => {
    const onClick = vi.fn();
    renderWithApp(
      <>
        <SortButton direction="" label="By name" onClick={onClick} testId="sort-name" />
        <SortButton direction="desc" label="By date" onClick={() => undefined} testId="sort-date" />
      </>,
    );
    expect(screen.getByTestId('sort-name')).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(screen.getByRole('button', { name: 'By name' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('sort-date')).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByTestId('ArrowDownwardRoundedIcon')).toBeInTheDocument();
  });
});
