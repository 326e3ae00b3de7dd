import fs from 'node:fs';
import path from 'node:path';
import { allEndpoints } from '@mingle/shared/endpoints';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { modules } from '../src/modules/index.ts';
import { createTestApp, type TestApp } from './helpers.ts';

const MODULES_DIR = path.resolve(import.meta.dirname, '../src/modules');

/** A registration whose path is written in place: `app.get('/…'`, `raw.post(\`/…\``, `url: '/…'`. */
const LITERAL_ROUTE = /\.(?:get|post|put|patch|delete|head|options|all|route)\(\s*['"`]|\burl:\s*['"`]/;

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return entry.name.endsWith('.routes.ts') ? [file] : [];
  });
}

describe('every route is a declared endpoint', () => {
  it('no *.routes.ts registers a route by a literal path (route(app, declaration, handler) instead)', () => {
    const offenders = sourceFiles(MODULES_DIR).flatMap((file) =>
      fs
        .readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, i) =>
          LITERAL_ROUTE.test(line) ? [`${path.relative(MODULES_DIR, file)}:${i + 1}: ${line.trim()}`] : [],
        ),
    );
    expect(offenders).toEqual([]);
  });

  it('the pattern catches the ways a literal path is written', () => {
    for (const line of [
      "app.get('/events', {",
      '  raw.post(`/webhooks/sms`, {',
      "forms.delete(\n'/x'",
      "app.route({ method: 'GET', url: '/x' })",
    ]) {
      expect(LITERAL_ROUTE.test(line), line).toBe(true);
    }
    expect(LITERAL_ROUTE.test('route(app, ordersEndpoints.quote, async (request) => {')).toBe(false);
  });

  describe('at run time', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp();
    });
    afterAll(() => t.close());

    it('the modules register exactly the declared endpoints, each once', async () => {
      // The modules mounted on a bare server, to see each registration as it is made.
      const bare = Fastify();
      bare.setValidatorCompiler(validatorCompiler);
      bare.setSerializerCompiler(serializerCompiler);
      const registered: string[] = [];
      bare.addHook('onRoute', (route) => {
        for (const method of [route.method].flat())
          if (method !== 'HEAD') registered.push(`${method} ${route.url}`);
      });
      for (const mod of modules) {
        await bare.register(async (scoped) =>
          mod.register(scoped.withTypeProvider<ZodTypeProvider>(), t.app.ctx),
        );
      }
      await bare.ready();
      await bare.close();
      const declared = allEndpoints.map((e) => `${e.method} ${e.path}`);
      expect(new Set(declared).size, 'no endpoint is declared twice').toBe(declared.length);
      expect(registered.toSorted()).toEqual(declared.toSorted());
    });
  });
});
