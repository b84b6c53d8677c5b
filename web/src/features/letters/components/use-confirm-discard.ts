import { useCallback, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmDialog } from '@/shared/store/ui-store';

/**
 * Asks before a modal with an unsent letter closes (Escape, a click beside it, its close button), so
 * typed text is not lost by a slip; an empty form closes at once. The form reports through
 * `setUnsent`; a close that follows a send calls the modal's own close, not `guard`'s.
 */
export function useConfirmDiscard() {
  const { t } = useTranslation();
  // A ref, not state: the form reports on every change and nothing renders from it.
  const unsent = useRef(false);
  const setUnsent = useCallback((value: boolean) => {
    unsent.current = value;
  }, []);
  const guard = useCallback(
    (close: () => void) => async () => {
      if (
        unsent.current &&
        !(await confirmDialog({
          title: t('letters.discard.title'),
          message: t('letters.discard.message'),
          confirmLabel: t('letters.discard.confirm'),
          cancelLabel: t('letters.discard.cancel'),
          destructive: true,
        }))
      )
        return;
      unsent.current = false;
      close();
    },
    [t],
  );
  return { setUnsent, guard };
}
