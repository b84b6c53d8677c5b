import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalFolderStorage } from './local-folder.storage.js';
import type { ObjectStorage } from './object-storage.js';
import { S3Storage } from './s3.storage.js';

async function text(body: Readable): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}

/** One contract for every adapter, as the event buses have. */
function objectStorageContract(name: string, open: () => Promise<{ storage: ObjectStorage; close(): Promise<void> }>) {
  describe(`object storage contract: ${name}`, () => {
    let storage: ObjectStorage;
    let close: () => Promise<void>;

    beforeAll(async () => {
      ({ storage, close } = await open());
    }, 60_000);
    afterAll(async () => close?.());

    it('stores, reads, describes and deletes an object', async () => {
      await storage.put('photos/1/original.jpg', Buffer.from('hello world'), 'image/jpeg');
      expect(await storage.head('photos/1/original.jpg')).toEqual({ contentType: 'image/jpeg', contentLength: 11 });
      const whole = await storage.get('photos/1/original.jpg');
      expect(whole).toMatchObject({ contentType: 'image/jpeg', contentLength: 11, totalLength: 11 });
      expect(await text(whole!.body)).toBe('hello world');
      await storage.delete('photos/1/original.jpg');
      expect(await storage.head('photos/1/original.jpg')).toBeNull();
      expect(await storage.get('photos/1/original.jpg')).toBeNull();
      await expect(storage.delete('photos/1/original.jpg')).resolves.toBeUndefined();
    });

    it('reads byte ranges for HTTP range requests, and refuses one past the end', async () => {
      await storage.put('videos/2/clip.mp4', Buffer.from('0123456789'), 'video/mp4');
      const part = await storage.get('videos/2/clip.mp4', { start: 2, end: 5 });
      expect(part).toMatchObject({ contentLength: 4, totalLength: 10, range: { start: 2, end: 5 } });
      expect(await text(part!.body)).toBe('2345');
      const tail = await storage.get('videos/2/clip.mp4', { start: 7 });
      expect(await text(tail!.body)).toBe('789');
      const cut = await storage.get('videos/2/clip.mp4', { start: 8, end: 100 });
      expect(cut).toMatchObject({ contentLength: 2, range: { start: 8, end: 9 } });
      await text(cut!.body);
      await expect(storage.get('videos/2/clip.mp4', { start: 10 })).rejects.toThrow(RangeError);
    });

    it('replaces an object whole', async () => {
      await storage.put('a/b.txt', Buffer.from('first version'), 'text/plain');
      await storage.put('a/b.txt', Buffer.from('second'), 'text/plain');
      expect(await text((await storage.get('a/b.txt'))!.body)).toBe('second');
    });

    it('refuses keys that could leave its space', async () => {
      for (const key of ['../etc/passwd', '/abs', 'a/../../b', 'a//b', '', 'a\u0000b', 'x'.repeat(600)]) {
        await expect(storage.put(key, Buffer.from('x'), 'text/plain')).rejects.toThrow(/invalid object key/);
      }
    });
  });
}

objectStorageContract('local folder', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'objects-'));
  return { storage: new LocalFolderStorage(dir), close: () => rm(dir, { recursive: true, force: true }) };
});

objectStorageContract('S3-compatible server (s3rver on loopback)', async () => {
  const { default: S3rver } = await import('s3rver');
  const dir = await mkdtemp(join(tmpdir(), 's3rver-'));
  const server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: dir, configureBuckets: [{ name: 'media', configs: [] }] });
  const { port } = await server.run();
  const storage = new S3Storage({
    bucket: 'media',
    region: 'us-east-1',
    endpoint: `http://127.0.0.1:${port}`,
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
  });
  return {
    storage,
    close: async () => {
      storage.close();
      await server.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
});
