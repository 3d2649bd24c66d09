/** Uploads as files in one folder: the default store of a single api node. */
import { createReadStream } from 'node:fs';
import { mkdir, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { UploadStore } from './upload-store';

export function localUploadStore(dir: string): UploadStore {
  const fileOf = (name: string) => path.join(dir, path.basename(name));
  return {
    kind: 'local',
    async put(name, bytes) {
      await mkdir(dir, { recursive: true });
      await writeFile(fileOf(name), bytes, { flag: 'wx' });
    },
    async open(name) {
      const file = fileOf(name);
      const found = await stat(file).catch(() => null);
      return found?.isFile() ? createReadStream(file) : null;
    },
    async remove(name) {
      await unlink(fileOf(name)).catch(() => undefined);
    },
  };
}
