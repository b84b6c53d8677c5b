import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isSiteError } from '@/shared/api';
import { toast } from '@/shared/store/ui-store';
import { uploadWithProgress, useRefreshOwnMedia } from '../api/media';

/**
 * Text of a failed upload: the server's message where it gives one, else spec section 8's media
 * upload error (the caller's fallback); `busy` when the server was reading as many of her uploads
 * as it takes at once (10034).
 */
export function uploadFailure(err: unknown, fallback: string, busy: string = fallback): string {
  if (!isSiteError(err) || err.kind !== 'site') return fallback;
  if (err.code === 10034) return busy;
  const first = Object.values(err.fieldErrors)[0]?.[0];
  return first ?? err.desc ?? fallback;
}

/**
 * One multipart upload of the albums' modals with its progress, which the member may cancel: on
 * success the own media refresh, `done` is toasted and `onDone` runs; a failure leaves the server's
 * message in `failure`; a cancel (or the modal going away mid-upload) is neither. `progress` is
 * null while nothing is under way.
 */
export function useCancellableUpload(path: string, { done, onDone }: { done: string; onDone: () => void }) {
  const { t } = useTranslation();
  const refresh = useRefreshOwnMedia();
  const [progress, setProgress] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const abort = useRef<AbortController | null>(null);
  // A modal closed mid-upload stops it.
  useEffect(() => () => abort.current?.abort(), []);

  const start = async (form: FormData) => {
    abort.current = new AbortController();
    setProgress(0);
    setFailure(null);
    try {
      await uploadWithProgress(path, form, setProgress, abort.current.signal);
      refresh();
      toast(done, 'success');
      onDone();
    } catch (err) {
      if (!(isSiteError(err) && err.kind === 'cancelled')) setFailure(uploadFailure(err, t('messages.mediaUploadFailed'), t('uploader.busy')));
    } finally {
      abort.current = null;
      setProgress(null);
    }
  };

  return {
    /** 0..1 while uploading, else null. */
    progress,
    busy: progress !== null,
    failure,
    clearFailure: () => setFailure(null),
    start,
    cancel: () => abort.current?.abort(),
  };
}
