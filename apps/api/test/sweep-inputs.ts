import type { InjectOptions } from 'fastify';
import { type JsonSchema, plausibleBody, propertiesOf, type Resolve, typeOf } from './sweep-schema.ts';

/** The no-500 sweep's bad inputs, shaped by each route's JSON Schema (read by sweep-schema.ts). */

const HUGE = 'x'.repeat(10_000);
/** Longer than any field allows and than most pages: it must be refused, never stored or choked on. */
export const HUGE_100K = 'y'.repeat(100_000);
/** U+0000, which PostgreSQL refuses in text, and UTF-16 halves without their partner. */
export const NUL_TEXT = 'a\u0000b';
export const LONE_SURROGATES = ['\ud800', 'x\udc00y'];

/**
 * Multipart bodies a broken client or a probe sends: cut in the middle of a part, a
 * multipart type without a boundary, and a boundary the body never uses.
 */
export const BAD_MULTIPART: BodyVariant[] = [
  {
    label: 'multipart cut mid-part',
    options: {
      payload:
        '--sweep\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG\r\n\x1a\nabc',
      headers: { 'content-type': 'multipart/form-data; boundary=sweep' },
    },
  },
  {
    label: 'multipart without boundary',
    options: {
      payload: '--x\r\nContent-Disposition: form-data; name="file"\r\n\r\nabc\r\n--x--\r\n',
      headers: { 'content-type': 'multipart/form-data' },
    },
  },
  {
    label: 'multipart with an unused boundary',
    options: { payload: 'no parts here', headers: { 'content-type': 'multipart/form-data; boundary=nope' } },
  },
];

function wrongValue(s: JsonSchema, resolve: Resolve): unknown {
  switch (typeOf(s, resolve)) {
    case 'string':
      return 12345;
    case 'integer':
    case 'number':
      return 'not a number';
    case 'boolean':
      return 'maybe';
    case 'array':
      return { not: 'an array' };
    case 'object':
      return 'not an object';
    default:
      return [];
  }
}

/** Every field of the body with a value of another type. */
export function wrongTypes(s: JsonSchema | undefined, resolve: Resolve): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(propertiesOf(s, resolve)).map(([k, v]) => [k, wrongValue(v, resolve)]),
  );
}

/** Every string huge, formats and enums included. */
function allHuge(s: JsonSchema | undefined, resolve: Resolve): unknown {
  const schema = resolve(s);
  const type = typeOf(schema, resolve);
  if (type === 'object') {
    return Object.fromEntries(
      Object.entries(propertiesOf(schema, resolve)).map(([k, v]) => [k, allHuge(v, resolve)]),
    );
  }
  if (type === 'array') return [allHuge(schema?.items, resolve)];
  return type === 'string' || schema?.enum ? HUGE : plausibleBody(schema, resolve, () => HUGE);
}

export interface BodyVariant {
  label: string;
  options: Pick<InjectOptions, 'payload' | 'headers'>;
}

/**
 * The bodies each route gets; the first two (none, `{}`) also go with junk path params. `known`
 * holds field values (and real ids) that get plausible bodies past validation.
 */
export function badBodies(
  schema: JsonSchema | undefined,
  resolve: Resolve,
  known: Record<string, unknown>,
): BodyVariant[] {
  const json = (label: string, payload: unknown): BodyVariant => ({
    label,
    options: { payload: JSON.stringify(payload), headers: { 'content-type': 'application/json' } },
  });
  const variants: BodyVariant[] = [
    { label: 'no body', options: {} },
    json('{}', {}),
    { label: 'bad JSON', options: { payload: '{"a":', headers: { 'content-type': 'application/json' } } },
    { label: 'text body', options: { payload: 'hello', headers: { 'content-type': 'text/plain' } } },
    json('array body', [1, 'two', null]),
    json('null body', null),
  ];
  if (typeOf(schema, resolve) === 'object') {
    const plausible = plausibleBody(schema, resolve, (s) => 'sweep'.padEnd(s.minLength ?? 0, 'x'), known);
    variants.push(
      json('wrong types', wrongTypes(schema, resolve)),
      json('plausible', plausible),
      json(
        'NUL strings',
        plausibleBody(schema, resolve, () => NUL_TEXT, known),
      ),
      ...LONE_SURROGATES.map((text) =>
        json(
          `lone surrogate ${JSON.stringify(text)}`,
          plausibleBody(schema, resolve, () => text, known),
        ),
      ),
      json(
        '100k strings',
        plausibleBody(schema, resolve, () => HUGE_100K, known),
      ),
      json(
        'huge strings',
        plausibleBody(schema, resolve, () => HUGE, known),
      ),
      json('all huge', allHuge(schema, resolve)),
      // One huge field at a time, the rest plausible, so it is not refused for another field.
      ...Object.entries(propertiesOf(schema, resolve))
        .filter(([, v]) => typeOf(v, resolve) === 'string')
        .map(([k]) => json(`huge ${k}`, { ...(plausible as object), [k]: HUGE })),
    );
  } else {
    variants.push(json('huge string body', HUGE), json('NUL string body', NUL_TEXT));
  }
  return [...variants, ...BAD_MULTIPART];
}

/** Query strings with junk in every known parameter (and an unknown one). */
export function queryVariants(names: string[]): [string, string][] {
  const all = [...new Set([...names, 'page', 'unknown'])];
  const each = (value: string) => all.map((n) => `${n}=${value}`).join('&');
  return [
    ['abc', each('abc')],
    ['-1', each('-1')],
    ['empty', each('')],
    ['1e309', each('1e309')],
    ['huge', each(HUGE.slice(0, 2000))],
    ['NUL', each('a%00b')],
    ['bad UTF-8', each('%ED%A0%80')],
    ['bad escape', each('%zz')],
    ['repeated', all.map((n) => `${n}=1&${n}=2`).join('&')],
    ['brackets', all.map((n) => `${n}[a]=1`).join('&')],
  ];
}

/**
 * Values at the edges of what PostgreSQL and PGlite hold, by the field's kind: timestamps from
 * year 0 (which PostgreSQL refuses) to the last second of 9999 (in UTC, or past it once an
 * offset is applied), calendar days likewise, and integers around the 32-bit columns, the
 * largest order (99,999,999 cents) and the largest safe integer.
 */
const EDGES: Record<'date-time' | 'date' | 'integer', unknown[]> = {
  'date-time': [
    '0000-01-01T00:00:00Z',
    '0001-01-01T00:00:00Z',
    '1000-01-01T00:00:00Z',
    '1969-12-31T23:59:59.999Z',
    '9998-12-31T23:00:00Z',
    '9999-12-31T23:59:59Z',
    '9999-12-31T23:59:59-14:00',
    '0001-01-01T00:00:00+14:00',
  ],
  date: ['0000-01-01', '0001-01-01', '1000-01-01', '1969-12-31', '9998-12-31', '9999-12-31'],
  integer: [
    -2_147_483_649,
    -1,
    0,
    99_999_999,
    100_000_000,
    2_147_483_647,
    2_147_483_648,
    Number.MAX_SAFE_INTEGER,
  ],
};

/** The edge values for one field or query parameter, or none when it is not a date or a whole number. */
export function edgeValues(s: JsonSchema | undefined, resolve: Resolve): unknown[] {
  const schema = resolve(s);
  const options = schema?.anyOf ?? schema?.oneOf;
  const plain = options && !schema?.type ? resolve(options.find((o) => resolve(o)?.type !== 'null')) : schema;
  if (plain?.format === 'date-time' || plain?.format === 'date') return EDGES[plain.format];
  return typeOf(plain, resolve) === 'integer' ? EDGES.integer : [];
}

/** The body's top-level fields that have edge values, with them. */
export function edgeFields(s: JsonSchema | undefined, resolve: Resolve): [string, unknown[]][] {
  return Object.entries(propertiesOf(s, resolve))
    .map(([k, v]): [string, unknown[]] => [k, edgeValues(v, resolve)])
    .filter(([, values]) => values.length > 0);
}
