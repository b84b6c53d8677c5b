import { render, screen } from '@testing-library/react';
import { AdminContext, memoryStore, RecordContextProvider, ResourceContextProvider } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { i18nProvider } from '../../i18n';
import { DateTimeField } from './fields';
import { FieldRow, LabeledField } from './show';

const renderOrder = (record: Record<string, unknown>) =>
  render(
    <AdminContext i18nProvider={i18nProvider} store={memoryStore()}>
      <ResourceContextProvider value="orders">
        <RecordContextProvider value={{ id: 1, ...record }}>
          <FieldRow>
            <LabeledField source="quantity" />
            <LabeledField source="reference" emptyText="—" />
            <LabeledField source="hold_id" field={DateTimeField} emptyText="none" />
          </FieldRow>
        </RecordContextProvider>
      </ResourceContextProvider>
    </AdminContext>,
  );

describe('LabeledField', () => {
  it("shows the value under the resource's own label, as text unless another field is given", () => {
    renderOrder({ quantity: 3, reference: 'letter:42' });
    expect(screen.getByText('Quantity')).toBeInTheDocument();
    expect(screen.getByText('3')).toBeInTheDocument();
    expect(screen.getByText('Reference')).toBeInTheDocument();
    expect(screen.getByText('letter:42')).toBeInTheDocument();
  });

  it('shows emptyText for a missing value, whatever the field', () => {
    renderOrder({ quantity: 1, reference: null, hold_id: null });
    expect(screen.getByText('—')).toBeInTheDocument();
    expect(screen.getByText('none')).toBeInTheDocument();
  });
});
