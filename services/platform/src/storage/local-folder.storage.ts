import { createReadStream } from 'node:fs';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { randomUUID } from 'node:crypto';
import { dirname, join } from 'node:path';
import { assertObjectKey, type ByteRange, type ObjectInfo, type ObjectStorage, resolveRange, type StoredObject } from './object-storage.js';

/**
 * Objects as files under one folder (the embedded default: `DATA_DIR/objects`), each with a small
 * `.meta.json` beside it for its content type. Writes go to a temporary name and are renamed into
 * place, so a reader never sees half a file.
 */
export class LocalFolderStorage implements ObjectStorage {
  readonly kind = 'local' as const;

  constructor(private readonly root: string) {}

  async put(key: string, body: Buffer, contentType: string): Promise<void> {
    const file = this.file(key);
    await mkdir(dirname(file), { recursive: true, mode: 0o700 });
    const temp = `${file}.${randomUUID()}.tmp`;
    await writeFile(temp, body, { mode: 0o600 });
    await writeFile(`${file}.meta.json`, JSON.stringify({ contentType }), { mode: 0o600 });
    await rename(temp, file);
  }

  async get(key: string, range?: ByteRange): Promise<StoredObject | null> {
    const info = await this.head(key);
    if (!info) return null;
    const total = info.contentLength;
    if (!range) return { body: createReadStream(this.file(key)), contentType: info.contentType, contentLength: total, totalLength: total };
    const { start, end } = resolveRange(range, total);
    return {
      body: createReadStream(this.file(key), { start, end }),
      contentType: info.contentType,
      contentLength: end - start + 1,
      totalLength: total,
      range: { start, end },
    };
  }

  async head(key: string): Promise<ObjectInfo | null> {
    const file = this.file(key);
    try {
      const [stats, meta] = await Promise.all([stat(file), readFile(`${file}.meta.json`, 'utf8')]);
      return { contentType: (JSON.parse(meta) as { contentType: string }).contentType, contentLength: stats.size };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw err;
    }
  }

  async delete(key: string): Promise<void> {
    const file = this.file(key);
    await rm(file, { force: true });
    await rm(`${file}.meta.json`, { force: true });
  }

  private file(key: string): string {
    assertObjectKey(key);
    return join(this.root, key);
  }
}
