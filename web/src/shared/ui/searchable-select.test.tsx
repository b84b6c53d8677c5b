import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@/testing/render';
import { SearchableSelect, type OptionObject, type SelectOption } from './searchable-select';

function Harness<T extends SelectOption>(props: {
  options?: T[];
  loadOptions?: (q: string, s: AbortSignal) => Promise<T[]>;
  creatable?: boolean;
  initial?: T | null;
  onValue?: (v: T | null) => void;
}) {
  const [value, setValue] = useState<T | null>(props.initial ?? null);
  const [created, setCreated] = useState<T[]>([]);
  return (
    <>
      <SearchableSelect<T>
        label="City"
        options={[...(props.options ?? []), ...created]}
        loadOptions={props.loadOptions}
        value={value}
        onChange={(v) => {
          setValue(v);
          props.onValue?.(v);
        }}
        onCreate={
          props.creatable
            ? (text) => {
                const option = text as T;
                setCreated((c) => [...c, option]);
                return option;
              }
            : undefined
        }
      />
      <output data-testid="value">{value === null ? 'none' : typeof value === 'object' ? (value as OptionObject).label : String(value)}</output>
    </>
  );
}

const CITIES = ['London', 'Lisbon', 'Kyiv', 'Warsaw'];
const input = () => screen.getByRole('combobox', { name: 'City' });
const options = () => screen.queryAllByRole('option').map((o) => o.textContent);

describe('searchable select (spec section 2)', () => {
  it('filters after the 300 ms debounce', async () => {
    const user = userEvent.setup();
    renderWithApp(<Harness options={CITIES} />);
    await user.click(input());
    const started = Date.now();
    await user.keyboard('li');
    expect(options()).toEqual(CITIES);
    await waitFor(() => expect(options()).toEqual(['Lisbon']));
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
  });

  it('keyboard: arrows move, Enter selects, Escape closes', async () => {
    const user = userEvent.setup();
    renderWithApp(<Harness options={CITIES} />);
    act(() => input().focus());
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    await user.keyboard('{ArrowDown}{Enter}');
    expect(screen.getByTestId('value')).toHaveTextContent('Lisbon');
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
  });

  it('is clearable', async () => {
    const user = userEvent.setup();
    renderWithApp(<Harness options={CITIES} initial="Kyiv" />);
    expect(input()).toHaveValue('Kyiv');
    await user.click(screen.getByLabelText('Clear'));
    expect(screen.getByTestId('value')).toHaveTextContent('none');
  });

  it('shows the no-options text', async () => {
    const user = userEvent.setup();
    renderWithApp(<Harness options={CITIES} />);
    await user.type(input(), 'zzz');
    expect(await screen.findByText('No options')).toBeInTheDocument();
  });

  it('offers creating a new option only for new, non-empty text (any case)', async () => {
    const user = userEvent.setup();
    renderWithApp(<Harness options={CITIES} creatable />);
    await user.type(input(), 'london');
    await waitFor(() => expect(options()).toEqual(['London']));
    await user.clear(input());
    await user.type(input(), '  Porto ');
    await waitFor(() => expect(options()).toContain('Create “Porto”'));
    await user.click(screen.getByRole('option', { name: 'Create “Porto”' }));
    expect(screen.getByTestId('value')).toHaveTextContent('Porto');
  });

  it('takes numbers and objects with label, value and id', async () => {
    const user = userEvent.setup();
    const onValue = vi.fn();
    const objects: OptionObject[] = [
      { id: 1, value: 'gift', label: 'Gift' },
      { id: 2, value: 'text_chat', label: 'Text chat' },
    ];
    renderWithApp(<Harness options={objects} onValue={onValue} />);
    await user.click(input());
    await user.click(await screen.findByRole('option', { name: 'Text chat' }));
    expect(onValue).toHaveBeenCalledWith(objects[1]);

    renderWithApp(<Harness options={[18, 25, 30]} />);
    const [, numbers] = screen.getAllByRole('combobox', { name: 'City' });
    await user.click(numbers!);
    await user.click(await screen.findByRole('option', { name: '25' }));
    expect(screen.getAllByTestId('value')[1]).toHaveTextContent('25');
  });

  it('remote options: searched once per debounced text', async () => {
    const load = vi.fn(async (q: string) => CITIES.filter((c) => c.toLowerCase().includes(q.toLowerCase())));
    const user = userEvent.setup();
    renderWithApp(<Harness loadOptions={load} />);
    await user.click(input());
    await waitFor(() => expect(load).toHaveBeenCalledWith('', expect.any(AbortSignal)));
    // One change of the text (keys typed one by one could fall more than the debounce apart on a busy machine,
    // and 'w' would then be a debounced text of its own).
    await user.paste('wa');
    await waitFor(() => expect(options()).toEqual(['Warsaw']));
    expect(load.mock.calls.map((c) => c[0])).toEqual(['', 'wa']);
  });
});
