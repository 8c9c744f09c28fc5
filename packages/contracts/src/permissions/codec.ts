import { PERMISSION_KEYS } from './catalogue.ts';

/**
 * The `permissions` response header (spec §6): the user's keys as a bitset over the catalogue order,
 * base64url, prefixed with a format tag. A full key list would be ~15 KB on every response.
 */
const TAG = 'b1.';
const index = new Map(PERMISSION_KEYS.map((key, i) => [key, i]));

const toBase64Url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '');
const fromBase64Url = (text: string) =>
  Uint8Array.from(atob(text.replaceAll('-', '+').replaceAll('_', '/')), (c) => c.charCodeAt(0));

export function encodePermissions(keys: Iterable<string>): string {
  const bytes = new Uint8Array(Math.ceil(PERMISSION_KEYS.length / 8));
  for (const key of keys) {
    const i = index.get(key);
    if (i !== undefined) bytes[i >> 3] = (bytes[i >> 3] ?? 0) | (1 << (i & 7));
  }
  return TAG + toBase64Url(bytes);
}

/** The keys of a header value; `null` when the value is not in a known format. */
export function decodePermissions(header: string | null | undefined): string[] | null {
  if (!header?.startsWith(TAG)) return null;
  let bytes: Uint8Array;
  try {
    bytes = fromBase64Url(header.slice(TAG.length));
  } catch {
    return null;
  }
  return PERMISSION_KEYS.filter((_, i) => ((bytes[i >> 3] ?? 0) & (1 << (i & 7))) !== 0);
}
