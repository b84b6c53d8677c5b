import DownloadIcon from '@mui/icons-material/Download';
import { CircularProgress } from '@mui/material';
import { useRef, useState } from 'react';
import { Button, type SortPayload, useCanAccess, useLogoutIfAccessDenied, useNotify, useTranslate } from 'react-admin';
import { accessToken } from '../../auth/session';
import { type CsvResource, downloadCsv } from './csv-download';

export interface ExportCsvButtonProps {
  resource: CsvResource;
  filter?: Record<string, unknown>;
  sort?: SortPayload;
  /** Used when the server does not name the file, e.g. `statement-<account>.csv`. */
  fallbackName: string;
  /** The button's text key; defaults to `resources.<resource>.export.button`. */
  label?: string;
  /** Nothing to export (an empty list): the button is disabled. */
  disabled?: boolean;
}

function kilobytes(bytes: number): number {
  return Math.max(1, Math.round(bytes / 1024));
}

/**
 * "Export (CSV)": downloads the server's streamed CSV of what the list shows (its filter and sort)
 * with the staff token. While the file streams the button is disabled and counts what arrived;
 * a second click does nothing. Shown only to roles with `export` on the resource (canAccess).
 */
export const ExportCsvButton = ({ resource, filter, sort, fallbackName, label, disabled }: ExportCsvButtonProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  const { canAccess } = useCanAccess({ resource, action: 'export' });
  const [bytes, setBytes] = useState<number | null>(null);
  const busy = useRef(false);
  if (!canAccess) return null;

  const run = async () => {
    if (busy.current) return;
    busy.current = true;
    setBytes(0);
    try {
      const { fileName } = await downloadCsv({ resource, filter, sort, token: accessToken(), fallbackName, onProgress: setBytes });
      notify(`resources.${resource}.export.done`, { type: 'success', messageArgs: { name: fileName } });
    } catch (error) {
      const status = (error as { status?: number }).status;
      if (status === 401 || status === 403) {
        await logoutIfAccessDenied(error);
      } else {
        const message = (error as { message?: string }).message;
        notify(`resources.${resource}.export.failed`, { type: 'error', messageArgs: { error: message && message !== 'network' ? message : '' } });
      }
    } finally {
      busy.current = false;
      setBytes(null);
    }
  };

  const streaming = bytes !== null;
  return (
    <Button
      onClick={run}
      disabled={disabled || streaming}
      aria-busy={streaming}
      data-testid={`export-${resource}`}
      label={
        streaming
          ? bytes
            ? translate(`resources.${resource}.export.progress`, { kb: kilobytes(bytes) })
            : translate(`resources.${resource}.export.preparing`)
          : (label ?? `resources.${resource}.export.button`)
      }
    >
      {streaming ? <CircularProgress size={16} thickness={5} /> : <DownloadIcon />}
    </Button>
  );
};
