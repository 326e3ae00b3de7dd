/**
 * The sweeps' valid side: reading the OpenAPI document's JSON Schemas, and bodies that pass them.
 * The bad inputs, built on these, are in sweep-inputs.ts.
 */

/** The part of JSON Schema (as the OpenAPI document of the zod schemas writes it) the sweep reads. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  enum?: unknown[];
  format?: string;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
  minLength?: number;
  $ref?: string;
}

export type Resolve = (s: JsonSchema | undefined) => JsonSchema | undefined;

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

/**
 * Values that pass the refinements the JSON Schema can't express (a phone number, two dates in
 * order, one discount kind), so a plausible body gets past validation and into the services.
 * `undefined` leaves the field out.
 */
export const KNOWN_FIELDS: Record<string, unknown> = {
  phoneNumber: '+14155550100',
  phone: '+14155550100',
  email: 'sweep@example.com',
  birthdate: '1990-01-01',
  coverImage: '/uploads/events/sweep/cover.webp',
  currency: 'USD',
  cardNumber: '4242424242424242',
  timeZone: 'UTC',
  tz: 'UTC',
  otp: '123456',
  login_source: 'web',
  startsAt: inDays(3),
  endsAt: inDays(3.1),
  salesStart: inDays(1),
  salesEnd: inDays(2),
  amountOffCents: undefined,
};

/** Follows `$ref`s into the document's components. */
export function resolver(components: Record<string, JsonSchema>): Resolve {
  const resolve: Resolve = (s) => {
    if (!s?.$ref) return s;
    return resolve(components[s.$ref.replace('#/components/schemas/', '')]);
  };
  return resolve;
}

export function typeOf(s: JsonSchema | undefined, resolve: Resolve): string | undefined {
  const schema = resolve(s);
  if (!schema) return undefined;
  if (typeof schema.type === 'string') return schema.type;
  if (Array.isArray(schema.type)) return schema.type.find((t) => t !== 'null');
  const options = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (options)
    return typeOf(
      options.find((o) => resolve(o)?.type !== 'null'),
      resolve,
    );
  return schema.properties ? 'object' : undefined;
}

export function propertiesOf(s: JsonSchema | undefined, resolve: Resolve): Record<string, JsonSchema> {
  const schema = resolve(s);
  if (!schema) return {};
  const options = schema.anyOf ?? schema.oneOf ?? schema.allOf ?? [];
  return Object.assign({}, ...options.map((o) => propertiesOf(o, resolve)), schema.properties ?? {});
}

const FORMATTED: Record<string, () => string> = {
  uuid: () => crypto.randomUUID(),
  email: () => 'sweep@example.com',
  'date-time': () => new Date(Date.now() + 86_400_000).toISOString(),
  uri: () => 'https://example.com/sweep',
};

/**
 * A body that passes the type checks where it can: enums take their first option, formats a
 * valid value, numbers their minimum, and other strings what `text` gives (short, or 10,000
 * characters to reach the database with them).
 */
export function plausibleBody(
  s: JsonSchema | undefined,
  resolve: Resolve,
  text: (schema: JsonSchema) => string,
  known: Record<string, unknown> = {},
): unknown {
  const schema = resolve(s);
  if (!schema) return undefined;
  const options = schema.anyOf ?? schema.oneOf;
  if (options && !schema.type) {
    const option = options.find((o) => resolve(o)?.type !== 'null');
    return plausibleBody(option, resolve, text, known);
  }
  if (schema.enum) return schema.enum[0];
  switch (typeOf(schema, resolve)) {
    case 'string': {
      const formatted = schema.format ? FORMATTED[schema.format] : undefined;
      return formatted ? formatted() : text(schema);
    }
    case 'integer':
    case 'number':
      return Math.min(schema.minimum ?? 1, schema.maximum ?? Number.MAX_SAFE_INTEGER);
    case 'boolean':
      return true;
    case 'array':
      return [plausibleBody(schema.items, resolve, text, known)];
    case 'object':
      return Object.fromEntries(
        Object.entries(propertiesOf(schema, resolve)).flatMap(([k, v]) => {
          if (!(k in known)) return [[k, plausibleBody(v, resolve, text, known)]];
          return known[k] === undefined ? [] : [[k, known[k]]];
        }),
      );
    default:
      return text(schema);
  }
}
