import ArchiveIcon from '@mui/icons-material/Archive';
import { DeleteButton, useRecordContext } from 'react-admin';
import type { CreditPack } from './fields';

/**
 * "Retire": the pack's delete (DELETE /admin-api/credit-packs/<id> retires it; it stays for
 * history) with a confirmation in those words. Hidden on a retired pack and for roles without
 * `delete` (DeleteButton asks canAccess).
 */
export const RetireButton = () => {
  const pack = useRecordContext<CreditPack>();
  if (!pack || !pack.active || pack.retired_at) return null;
  return (
    <DeleteButton
      mutationMode="pessimistic"
      label="resources.credit-packs.retire"
      icon={<ArchiveIcon />}
      confirmTitle="resources.credit-packs.retire_title"
      confirmContent="resources.credit-packs.retire_content"
      titleTranslateOptions={{ name: pack.name }}
      successMessage="resources.credit-packs.retired"
      redirect="list"
      data-testid="retire-pack"
    />
  );
};
