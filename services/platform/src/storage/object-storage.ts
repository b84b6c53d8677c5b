import type { EnvSchema } from '../config/env.js';
import type { Readable } from 'node:stream';

/** Stored bytes and what is needed to serve them (HTTP range requests included). */
export interface StoredObject {
  body: Readable;
  contentType: string;
  /** Bytes in `body` (the range's length for a range read). */
  contentLength: number;
  /** The whole object's size, for `Content-Range`. */
  totalLength: number;
  /** The inclusive byte range read, when one was asked for. */
  range?: { start: number; end: number };
}

export interface ObjectInfo {
  contentType: string;
  contentLength: number;
}

/** An inclusive byte range; `end` past the object's end is cut to it, a missing `end` means to the end. */
export interface ByteRange {
  start: number;
  end?: number;
}

/**
 * Where photos, videos and attachments live: a local folder on the embedded default, an
 * S3-compatible store in full mode. Keys are ours (never a member's file name) and are never a
 * public URL: media is served through an authorization check that reads from here.
 */
export interface ObjectStorage {
  readonly kind: 'local' | 's3';
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** Null when there is no such object; throws RangeError for a range that starts past the end. */
  get(key: string, range?: ByteRange): Promise<StoredObject | null>;
  head(key: string): Promise<ObjectInfo | null>;
  /** Removing a missing object is not an error. */
  delete(key: string): Promise<void>;
}

export const OBJECT_STORAGE = Symbol('OBJECT_STORAGE');

const KEY = /^[a-z0-9][a-z0-9._-]*(\/[a-z0-9][a-z0-9._-]*)*$/i;

/** Keys are plain relative paths: no `..`, no leading slash, no odd characters, at most 512. */
export function assertObjectKey(key: string): void {
  if (key.length > 512 || !KEY.test(key) || key.split('/').some((part) => part === '..' || part === '.')) {
    throw new Error(`invalid object key ${JSON.stringify(key.slice(0, 80))}`);
  }
}

/** The inclusive range to read from an object of `total` bytes. */
export function resolveRange(range: ByteRange, total: number): { start: number; end: number } {
  if (!Number.isSafeInteger(range.start) || range.start < 0 || range.start >= total) throw new RangeError(`range start ${range.start} outside 0..${total - 1}`);
  const end = Math.min(range.end ?? total - 1, total - 1);
  if (!Number.isSafeInteger(end) || end < range.start) throw new RangeError(`range end ${range.end} before its start ${range.start}`);
  return { start: range.start, end };
}

/** The env variables that choose S3; without S3_BUCKET objects stay in a local folder. */
export const OBJECT_STORAGE_ENV = {
  S3_BUCKET: { kind: 'string', expects: 'the private bucket for photos, videos and attachments; unset keeps them in DATA_DIR/objects' },
  S3_REGION: { kind: 'string', expects: 'the bucket region, e.g. eu-central-1', default: 'us-east-1' },
  S3_ENDPOINT: { kind: 'url', expects: 'an S3-compatible endpoint URL (MinIO, Ceph, R2); unset uses AWS' },
  S3_ACCESS_KEY_ID: { kind: 'string', expects: 'the access key id; unset uses the SDK default credential chain' },
  S3_SECRET_ACCESS_KEY: { kind: 'string', expects: 'the secret access key' },
} as const satisfies EnvSchema;
