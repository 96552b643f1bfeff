import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants as zlibConstants, gzip } from "node:zlib";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
// HTML is left out: the server reads it into memory at start and compresses it there.
const compressible = /\.(?:js|css|svg|json|txt|webmanifest)$/;

/**
 * Writes `.br` and `.gz` siblings of the text files under `directory` at maximum compression,
 * so the server (`preCompressed`) sends a few KB instead of hundreds without compressing per
 * request. Runs after the whole build: React Router writes its route manifest late.
 */
export async function precompress(directory: string): Promise<void> {
  const entries = await readdir(directory, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile() && compressible.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
  await Promise.all(
    files.map(async (file) => {
      const body = await readFile(file);
      if (body.length < 1024) return;
      const [br, gz] = await Promise.all([
        brotli(body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }),
        gzipAsync(body, { level: 9 }),
      ]);
      await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
    }),
  );
}
