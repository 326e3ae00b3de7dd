import fs from 'node:fs';
import path from 'node:path';

/**
 * The API test files that replace a module (`vi.mock`, `vi.doMock`) or a global, relative to
 * apps/api. Found by reading the files, so a new one is isolated without anyone listing it: in
 * a shared module graph the app a file imports may already hold the real module.
 */
const root = path.join(import.meta.dirname, '..');
const REPLACES = /\bvi\.(mock|doMock|stubGlobal|stubEnv)\(/;

export const MOCKING_FILES: string[] = ['src', 'test'].flatMap((dir) =>
  fs
    .readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.test.ts') && !file.includes('node_modules'))
    .map((file) => `${dir}/${file}`)
    .filter((file) => REPLACES.test(fs.readFileSync(path.join(root, file), 'utf8'))),
);
