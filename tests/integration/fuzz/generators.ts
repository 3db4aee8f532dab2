import fc from 'fast-check';
import type { Payloads } from './payloads';

/** One request the fuzzer sends: path includes the query; the runner adds the address, origin and session. */
export interface FuzzRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string | Uint8Array;
}

/** A JSON token written as it is (NaN, Infinity, 1e999…), which JSON.stringify cannot produce. */
export class RawToken {
  constructor(readonly text: string) {}
}

/** JSON text in which RawToken values appear verbatim: how a client sends `{"x": NaN}`. */
export function toJsonText(value: unknown): string {
  if (value instanceof RawToken) return value.text;
  if (Array.isArray(value)) return `[${value.map(toJsonText).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value).filter(([, item]) => item !== undefined); // as JSON.stringify leaves them out
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${toJsonText(item)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

const NASTY_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\u001b[31mred',
  '\r\n\t',
  '\u007f',
  '../../etc/passwd',
  '..%2f..%2fetc',
  '%00',
  '%E0%A4%A',
  "' OR '1'='1' --",
  '"; DROP TABLE designs; --',
  '<script>alert(1)</script>',
  '\uFEFF',
  '\uD800',
  '\uDC00x\uD800',
  'Ω≈ç√∫˜µ≤≥÷ 東京 مرحبا',
  '👩‍👩‍👧‍👦'.repeat(20),
  'Z̷̧̛̖̜̗͎̮̀͊̂ä̵̼̪́l̶̰̞͂g̸̤͊o',
  'data:,',
  'data:image/png;base64,',
  'data:image/svg+xml,%3Csvg',
  'data:;base64,!!!!',
  'null',
  'undefined',
  '__proto__',
  'constructor',
  '#zzzzzz',
  '#1e3a8a',
  'apps-1',
  'https://evil.example/x',
  '//evil.example',
  'javascript:alert(1)',
  'a@b.co',
  'x@y',
  '@',
];

/** Strings a careless client or an attacker sends: control characters, unicode edge cases, paths, long and huge text. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...NASTY_STRINGS) },
  { weight: 2, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.integer({ min: 200, max: 20_000 }).map((n) => 'x'.repeat(n)) },
  { weight: 1, arbitrary: fc.integer({ min: 1, max: 3_000 }).map((n) => '\u0000'.repeat(n)) },
);

/** Numbers out of every range, and the tokens JSON has no number for. */
const hostileNumber: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom<unknown>(
    new RawToken('NaN'),
    new RawToken('Infinity'),
    new RawToken('-Infinity'),
    new RawToken('1e999'),
    new RawToken('-1e999'),
    new RawToken('1e-400'),
    new RawToken('-0'),
    new RawToken('0x10'),
    new RawToken('01'),
    new RawToken('123456789012345678901234567890'),
    -1,
    0,
    0.5,
    15,
    101,
    4097,
    -361,
    2 ** 31,
    2 ** 53 + 1,
    Number.MAX_VALUE,
    Number.MIN_VALUE,
  ),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.integer(),
);

/** Any wrong value for a field: strings, numbers, and the other JSON types. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 5, arbitrary: hostileString },
  { weight: 3, arbitrary: hostileNumber },
  { weight: 1, arbitrary: fc.constantFrom<unknown>(null, true, false, [], {}, [null], { $gt: '' }) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
);

/** Text that is not JSON, or JSON no schema of ours expects at the top. */
export const malformedJson: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '',
    '{',
    '{"a":',
    '{"a":1,}',
    '[1,2',
    'null',
    'true',
    '"text"',
    '42',
    '{"x": NaN}',
    '{"width": Infinity}',
    "{'single': 'quotes'}",
    '{"a":1}{"b":2}',
    '\uFEFF{}',
    '{"a":"\u0000"}',
    '{"__proto__": {"admin": true}}',
    '['.repeat(100_000),
    `${'{"a":'.repeat(5_000)}1${'}'.repeat(5_000)}`,
  ),
  fc.string({ unit: 'binary', maxLength: 200 }),
);

/** A large body: over the 1 MB API limit (and, for renders, over 15 MB). */
export const oversizedJson = (bytes: number) => `{"x":"${'a'.repeat(bytes)}"}`;

/**
 * Bodies for a JSON route whose valid body is `sample`: sometimes valid, mostly one field wrong, a field missing or
 * extra, every field wrong, the wrong type at the top, or text that is not JSON at all.
 */
export function jsonBody(sample: Record<string, unknown>): fc.Arbitrary<{ text: string; contentType: string }> {
  const keys = Object.keys(sample);
  const json = (value: unknown) => ({ text: toJsonText(value), contentType: 'application/json' });
  const oneFieldWrong = keys.length
    ? fc.tuple(fc.constantFrom(...keys), hostileValue).map(([key, value]) => json({ ...sample, [key]: value }))
    : hostileValue.map((value) => json({ extra: value }));
  return fc.oneof(
    { weight: 2, arbitrary: fc.constant(json(sample)) },
    { weight: 8, arbitrary: oneFieldWrong },
    {
      weight: 2,
      arbitrary: fc.tuple(fc.subarray(keys), fc.string({ maxLength: 12 }), hostileValue).map(([kept, key, value]) =>
        json({ ...Object.fromEntries(kept.map((name) => [name, sample[name]])), [key]: value }),
      ),
    },
    { weight: 2, arbitrary: fc.tuple(...keys.map(() => hostileValue)).map((values) => json(Object.fromEntries(keys.map((key, i) => [key, values[i]])))) },
    { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 3 }).map(json) },
    { weight: 3, arbitrary: malformedJson.map((text) => ({ text, contentType: 'application/json' })) },
    { weight: 1, arbitrary: fc.constantFrom('text/plain', 'application/x-www-form-urlencoded', 'application/json; charset=utf-16', 'multipart/form-data').map((contentType) => ({ text: JSON.stringify(sample), contentType })) },
  );
}

type Part = { name: string; value: string } | { name: string; filename: string; type: string; bytes: Uint8Array };

/** A multipart/form-data body written by hand, so that broken forms can be sent too. */
export function multipart(parts: Part[], boundary = 'fuzzBoundary7MA4YWxk'): { body: Uint8Array; contentType: string } {
  const chunks: Uint8Array[] = [];
  const text = (value: string) => chunks.push(new TextEncoder().encode(value));
  for (const part of parts) {
    text(`--${boundary}\r\n`);
    if ('bytes' in part) {
      text(`Content-Disposition: form-data; name="${part.name}"; filename="${part.filename.replace(/["\r\n]/g, '_')}"\r\nContent-Type: ${part.type}\r\n\r\n`);
      chunks.push(part.bytes);
    } else {
      text(`Content-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}`);
    }
    text('\r\n');
  }
  text(`--${boundary}--\r\n`);
  return { body: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** A file to upload: mostly broken or hostile, sometimes fine, rarely the slow SVG or one byte over 10 MB. */
export const uploadBytes = (payloads: Payloads): fc.Arbitrary<Uint8Array> =>
  fc.oneof(
    { weight: 30, arbitrary: fc.constantFrom(...payloads.valid) },
    { weight: 80, arbitrary: fc.constantFrom(...payloads.hostile) },
    {
      weight: 30,
      arbitrary: fc.tuple(fc.constantFrom(...payloads.valid), fc.nat(), fc.uint8Array({ minLength: 1, maxLength: 64 })).map(([bytes, at, noise]) => {
        // Truncated at a random point, with random bytes after: a file cut off mid-transfer.
        const cut = bytes.subarray(0, at % Math.max(1, bytes.length));
        return Buffer.concat([cut, noise]);
      }),
    },
    { weight: 20, arbitrary: fc.uint8Array({ maxLength: 2048 }) },
    { weight: 2, arbitrary: fc.constant(payloads.slowSvg) },
    { weight: 1, arbitrary: fc.constant(payloads.oversized) },
  );

/** Bodies for an upload route whose valid form fields are `fields`. */
export function multipartBody(payloads: Payloads, fields: Record<string, string>, fileField = 'file'): fc.Arbitrary<{ body: Uint8Array; contentType: string }> {
  const names = Object.keys(fields);
  const fieldsArb: fc.Arbitrary<Record<string, string>> = names.length
    ? fc.oneof(
        { weight: 2, arbitrary: fc.constant(fields) },
        { weight: 5, arbitrary: fc.tuple(fc.constantFrom(...names), hostileString).map(([name, value]): Record<string, string> => ({ ...fields, [name]: value })) },
        { weight: 1, arbitrary: fc.subarray(names).map((kept) => Object.fromEntries(kept.map((name) => [name, fields[name]!]))) },
      )
    : fc.constant({});
  const filename = fc.oneof(fc.constantFrom('design.png', 'x.svg', '', '.png', 'a\u0000b.png', '../../x.png'), hostileString);
  const type = fc.constantFrom('image/png', 'image/svg+xml', 'application/octet-stream', 'text/html', '');
  const withFile = fc.oneof({ weight: 9, arbitrary: fc.constant(true) }, { weight: 1, arbitrary: fc.constant(false) });
  const form = fc.record({ fields: fieldsArb, bytes: uploadBytes(payloads), filename, type, withFile }).map(({ fields, bytes, filename, type, withFile }) =>
    multipart([
      ...Object.entries(fields).map(([name, value]) => ({ name, value })),
      withFile ? { name: fileField, filename, type, bytes } : { name: fileField, value: 'not a file' },
    ]),
  );
  const broken = fc.oneof(
    fc.constant({ body: new TextEncoder().encode('--x\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nabc'), contentType: 'multipart/form-data; boundary=x' }),
    fc.string({ unit: 'binary', maxLength: 300 }).map((text) => ({ body: new TextEncoder().encode(text), contentType: 'multipart/form-data; boundary=----b' })),
    fc.constant({ body: new Uint8Array(0), contentType: 'multipart/form-data' }),
    fc.constant({ body: new TextEncoder().encode('{"file": "x"}'), contentType: 'application/json' }),
  );
  return fc.oneof({ weight: 6, arbitrary: form }, { weight: 1, arbitrary: broken });
}

/** A data URL for POST /api/render's `design`: mostly hostile bytes, base64 or %-encoded, or not a data URL at all. */
export const designDataUrl = (payloads: Payloads): fc.Arbitrary<unknown> =>
  fc.oneof(
    { weight: 6, arbitrary: fc.tuple(uploadBytes(payloads), fc.constantFrom('image/png', 'image/svg+xml', '')).map(([bytes, type]) => `data:${type};base64,${Buffer.from(bytes).toString('base64')}`) },
    { weight: 1, arbitrary: fc.constantFrom('data:,', 'data:,%E0%A4%A', 'data:image/svg+xml,%3Csvg%20xmlns%3D%22http%3A%2F%2Fwww.w3.org%2F2000%2Fsvg%22%2F%3E', 'data:;base64,@@@@', 'data:image/png;base64') },
    { weight: 2, arbitrary: hostileValue },
  );

/** A path segment: a real id, a well-formed id of nothing, or hostile text, %-encoded or (when it can be) raw. */
export const pathSegment = (real: string[]): fc.Arbitrary<string> =>
  fc.oneof(
    { weight: 2, arbitrary: real.length ? fc.constantFrom(...real) : fc.uuid() },
    { weight: 2, arbitrary: fc.uuid() },
    { weight: 6, arbitrary: hostileString.map(encodeSegment) },
    { weight: 1, arbitrary: fc.constantFrom('%E0%A4%A', '%', '%zz', '%00', '..', '.', '%2e%2e', 'x%2F..%2F..%2Fetc') },
  );

/**
 * %-encodes a segment, except printable ASCII of even length (a deterministic half of it), which is sent raw so that
 * malformed escapes such as `%E0%A4%A` reach the server as an attacker would send them.
 */
export function encodeSegment(value: string): string {
  return /^[\x21-\x7e]*$/.test(value) && value.length % 2 === 0 && !/[/?#]/.test(value) ? value : percentEncode(value);
}

/** Like encodeURIComponent, but total: a lone surrogate is sent as the UTF-8 a server would decode it to (U+FFFD). */
export const percentEncode = (value: string) =>
  Array.from(Buffer.from(value, 'utf8'), (byte) => (/[A-Za-z0-9\-_.~]/.test(String.fromCharCode(byte)) ? String.fromCharCode(byte) : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`)).join('');

/** A query string of hostile parameters (and sometimes an expected one). */
export const queryString = (names: string[]): fc.Arbitrary<string> =>
  fc
    .array(fc.tuple(fc.oneof(fc.constantFrom(...names, 'x'), hostileString), hostileString), { maxLength: 3 })
    .map((pairs) => (pairs.length ? `?${pairs.map(([key, value]) => `${encodeSegment(key)}=${encodeSegment(value)}`).join('&')}` : ''));

/** Webhook addresses a server must never call: loopback, private, link-local (cloud metadata), in their many spellings. */
export const PRIVATE_WEBHOOK_URLS = [
  'http://127.0.0.1:9/hook',
  'http://localhost:3000/hook',
  'http://api.localhost/hook',
  'http://0.0.0.0/',
  'http://0x7f000001/',
  'http://2130706433/',
  'http://10.0.0.1/hook',
  'http://172.16.5.4/',
  'http://192.168.1.1/',
  'http://100.64.0.1/',
  'http://169.254.169.254/latest/meta-data/',
  'http://[::1]/hook',
  'http://[::ffff:127.0.0.1]/',
  'http://[::ffff:169.254.169.254]/',
  'http://[fe80::1]/',
  'http://[fd00::1]/',
];

/** A batch's webhookUrl: public, private or link-local, or not an http(s) URL at all. */
export const webhookUrl: fc.Arbitrary<string | undefined> = fc.oneof(
  { weight: 2, arbitrary: fc.constantFrom(undefined, 'https://example.com/hooks/mockups', 'https://hooks.example.org/x?y=1') },
  { weight: 4, arbitrary: fc.constantFrom(...PRIVATE_WEBHOOK_URLS) },
  { weight: 1, arbitrary: fc.constantFrom('ftp://example.com/x', 'javascript:alert(1)', 'https://example.com/\u0000', 'https://example.com/hook\u0000', 'file:///etc/passwd', `https://example.com/${'a'.repeat(2000)}`) },
);
