import fc from 'fast-check';

/**
 * fast-check arbitraries from the JSON Schemas of the OpenAPI document the API serves: mostly values the schema
 * allows, and at every leaf now and then a hostile one of the same kind (far dates, huge counts, long strings, long
 * lists), which is where a missing bound shows as a 500 or as work without end.
 */
export type JsonSchema = {
  type?: string | string[];
  format?: string;
  pattern?: string;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  default?: unknown;
};

export const FAR_DATES = [
  '9999-12-31',
  '0000-01-01',
  '0001-01-01',
  '+10000-01-01',
  '-000001-01-01',
  '1899-12-31',
  '2201-01-01',
  '2200-12-31',
  '1900-01-01',
  '2026-02-30',
];
export const FAR_DATE_TIMES = [
  '9999-12-31T23:59:59Z',
  '0000-01-01T00:00:00Z',
  '0001-01-01T00:00:00+14:00',
  '2200-12-31T23:59:59-12:00',
  '+010000-01-01T00:00:00Z',
];
export const HUGE_NUMBERS = [1e308, -1e308, 2 ** 53, -(2 ** 53), 2 ** 31, -(2 ** 31) - 1, 1e9, -1, 0, 0.5, 1e-300];
const LONG = (n: number) => 'x'.repeat(n);
export const HOSTILE_STRINGS = [
  LONG(10_000),
  LONG(300_000),
  '\u0000',
  '../../etc/passwd',
  "' OR 1=1 --",
  '%00',
  '\u202e',
  '😀'.repeat(2_000),
  ' ',
  '<script>alert(1)</script>',
  '{"$gt":""}',
];

const validDate = fc.date({
  min: new Date('1990-01-01T00:00:00Z'),
  max: new Date('2100-12-31T00:00:00Z'),
  noInvalidDate: true,
});
const dateArbitrary = fc.oneof(
  { weight: 3, arbitrary: validDate.map((d) => d.toISOString().slice(0, 10)) },
  { weight: 2, arbitrary: fc.constantFrom(...FAR_DATES) },
);
const dateTimeArbitrary = fc.oneof(
  { weight: 3, arbitrary: validDate.map((d) => d.toISOString()) },
  { weight: 2, arbitrary: fc.constantFrom(...FAR_DATE_TIMES) },
);

function safePattern(pattern: string): fc.Arbitrary<string> | null {
  try {
    return fc.stringMatching(new RegExp(pattern), { size: 'small' });
  } catch {
    return null;
  }
}

function stringArbitrary(schema: JsonSchema): fc.Arbitrary<string> {
  if (schema.format === 'date') return dateArbitrary;
  if (schema.format === 'date-time') return dateTimeArbitrary;
  if (schema.format === 'email') return fc.emailAddress();
  if (schema.format === 'uuid') return fc.uuid();
  if (schema.pattern) {
    const matching = safePattern(schema.pattern);
    if (matching) return matching;
  }
  const maxLength = Math.min(schema.maxLength ?? 60, 200);
  return fc.string({ minLength: Math.min(schema.minLength ?? 0, maxLength), maxLength });
}

function numberArbitrary(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const min = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : -1_000);
  const max = schema.maximum ?? (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - 1 : 1_000);
  const low = Math.max(min, -1e9);
  const high = Math.max(low, Math.min(max, 1e9));
  return integer
    ? fc.integer({ min: Math.ceil(low), max: Math.floor(high) })
    : fc.double({ min: low, max: high, noNaN: true, noDefaultInfinity: true });
}

/** What a hostile client sends in place of a value of this kind. */
function hostileFor(schema: JsonSchema): fc.Arbitrary<unknown> {
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if (type === 'string')
    return fc.constantFrom<unknown>(
      ...(schema.format === 'date-time' ? FAR_DATE_TIMES : FAR_DATES),
      ...HOSTILE_STRINGS,
      12,
      null,
    );
  if (type === 'integer' || type === 'number') return fc.constantFrom<unknown>(...HUGE_NUMBERS, '12', null, true);
  if (type === 'array')
    return fc.constantFrom<unknown>(
      Array.from({ length: 5_000 }, (_, i) => i),
      Array.from({ length: 20_000 }, () => 'x'),
      'a,b',
      {},
    );
  if (type === 'object')
    return fc.constantFrom<unknown>(
      [],
      'x',
      null,
      Object.fromEntries(Array.from({ length: 2_000 }, (_, i) => [`k${i}`, i])),
    );
  return fc.constantFrom<unknown>(null, LONG(10_000), 1e308, [], {});
}

/** Values for the schema; `hostility` (0…1) is how often a leaf is replaced by a hostile value. */
export function arbitraryOf(schema: JsonSchema | undefined, hostility: number, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 6) return fc.constant(undefined);
  const valid = validArbitrary(schema, hostility, depth);
  if (hostility <= 0) return valid;
  const weight = Math.max(1, Math.round(hostility * 100));
  return fc.oneof({ weight: 100 - Math.min(weight, 99), arbitrary: valid }, { weight, arbitrary: hostileFor(schema) });
}

function validArbitrary(schema: JsonSchema, hostility: number, depth: number): fc.Arbitrary<unknown> {
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices?.length) return fc.oneof(...choices.map((choice) => arbitraryOf(choice, hostility, depth + 1)));
  if (schema.allOf?.length) return arbitraryOf(Object.assign({}, ...schema.allOf), hostility, depth + 1);
  if ('const' in schema) return fc.constant(schema.const);
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  if (types.length > 1) return fc.oneof(...types.map((type) => validArbitrary({ ...schema, type }, hostility, depth)));
  switch (types[0]) {
    case 'string':
      return stringArbitrary(schema);
    case 'integer':
      return numberArbitrary(schema, true);
    case 'number':
      return numberArbitrary(schema, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(arbitraryOf(schema.items, hostility, depth + 1), {
        minLength: Math.min(schema.minItems ?? 0, 5),
        maxLength: Math.min(schema.maxItems ?? 5, 5),
      });
    case 'object': {
      const properties = schema.properties ?? {};
      const keys = Object.keys(properties);
      if (keys.length === 0) return fc.constant({});
      const record = Object.fromEntries(keys.map((key) => [key, arbitraryOf(properties[key], hostility, depth + 1)]));
      const required = (schema.required ?? []).filter((key) => keys.includes(key));
      return fc.record(record, { requiredKeys: required });
    }
    case undefined: // no type: anything
    default:
      return fc.oneof(fc.string({ maxLength: 20 }), fc.integer(), fc.boolean(), fc.constant(null));
  }
}

/** A query string value as a browser sends it: lists as repeated keys or "a,b", everything else as text. */
export function queryValue(value: unknown): string | string[] | undefined {
  if (value === undefined) return undefined;
  if (Array.isArray(value))
    return value.map((item) => (typeof item === 'object' ? JSON.stringify(item) : String(item)));
  if (value !== null && typeof value === 'object') return JSON.stringify(value);
  return String(value);
}
