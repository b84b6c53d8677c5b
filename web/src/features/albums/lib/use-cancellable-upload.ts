import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isSiteError } from '@/shared/api';
import { toast } from '@/shared/store/ui-store';
import { uploadWithProgress, useRefreshOwnMedia } from '../api/media';

/** The member site's own words for the two 10034 refusals of an upload. */
export interface UploadRefusalTexts {
  /** HTTP 429: the server is reading as many of her uploads (or of everyone's) as it takes at once. */
  busy: string;
  /** HTTP 409: so many of her photos or videos wait for moderation that no more are taken yet. */
  pending: string;
}

/**
 * Text of a failed upload: the server's message where it gives one, else spec section 8's media
 * upload error (the caller's fallback); the site's translated words for the two 10034 refusals.
 */
export function uploadFailure(err: unknown, fallback: string, refusals?: UploadRefusalTexts): string {
  if (!isSiteError(err) || err.kind !== 'site') return fallback;
  if (err.code === 10034 && refusals) return err.httpStatus === 429 ? refusals.busy : refusals.pending;
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
      if (!(isSiteError(err) && err.kind === 'cancelled'))
        setFailure(uploadFailure(err, t('messages.mediaUploadFailed'), { busy: t('uploader.busy'), pending: t('uploader.tooManyPending') }));
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
