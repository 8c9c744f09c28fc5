import { places } from '@atrium/contracts';

/** The first bytes of each accepted image type (the server judges by content too, never by name). */
const SIGNATURES: ReadonlyArray<{
  type: (typeof places.LAYOUT_IMAGE_TYPES)[number];
  test: (b: Uint8Array) => boolean;
}> = [
  {
    type: 'image/png',
    test: (b) => [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((byte, i) => b[i] === byte),
  },
  { type: 'image/jpeg', test: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  { type: 'image/gif', test: (b) => /^GIF8[79]a$/.test(ascii(b, 0, 6)) },
  { type: 'image/webp', test: (b) => ascii(b, 0, 4) === 'RIFF' && ascii(b, 8, 12) === 'WEBP' },
];

const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.slice(from, to));

/** The image type of a file's first bytes, or null when it is none the server accepts. */
export function sniffImageType(head: Uint8Array): string | null {
  return SIGNATURES.find((signature) => signature.test(head))?.type ?? null;
}

/**
 * The server's floor plan rules checked before the upload: at most LAYOUT_IMAGE_MAX_BYTES, and a PNG, JPEG,
 * WebP or GIF by content. Returns the contract's message, or null when the file may go.
 */
export async function floorPlanFileError(file: Blob): Promise<string | null> {
  if (file.size > places.LAYOUT_IMAGE_MAX_BYTES) return places.LAYOUT_IMAGE_TOO_LARGE;
  const head = await readBytes(file.slice(0, 12));
  return sniffImageType(head) ? null : places.LAYOUT_IMAGE_NOT_IMAGE;
}

/** A blob's bytes through FileReader, which every browser (and jsdom) has. */
function readBytes(blob: Blob): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });
}
