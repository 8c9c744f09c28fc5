import { randomUUID } from 'node:crypto';

/** JSON text built elsewhere (e.g. by the database), standing where a value belongs in a bulk payload. */
class RawJson {
  constructor(readonly text: string) {}
}

/**
 * `text`, valid JSON of a `T`, carried in a bulk route's payload (`bulkResponse`) in place of the value: the
 * reply splices it in as it is, so a chart's 100,000 points cost no parse, no object each and no stringify.
 * Only bulk routes know how to send it; anywhere else the schema check refuses it.
 */
export const rawJson = <T>(text: string): T => new RawJson(text) as unknown as T;

/** The payload's JSON with every raw value spliced in as it is. */
export function stringifyWithRaw(data: unknown): string {
  const raws: string[] = [];
  // A string no payload holds (a fresh UUID), so only the markers split the text.
  const marker = `raw:${randomUUID()}:`;
  const text = JSON.stringify(data, (_key, value) =>
    value instanceof RawJson ? `${marker}${raws.push(value.text) - 1}` : value,
  );
  if (raws.length === 0) return text;
  const [head = '', ...rest] = text.split(`"${marker}`);
  // Each piece after a marker starts with its index and the string's closing quote.
  return (
    head +
    rest
      .map((piece) => {
        const end = piece.indexOf('"');
        return raws[Number(piece.slice(0, end))] + piece.slice(end + 1);
      })
      .join('')
  );
}

/** The payload with every raw value parsed: what the schema check sees. */
export function parseRaw(data: unknown): unknown {
  if (data instanceof RawJson) return JSON.parse(data.text);
  if (Array.isArray(data)) return data.map(parseRaw);
  if (data === null || typeof data !== 'object' || data.constructor !== Object) return data;
  return Object.fromEntries(Object.entries(data).map(([key, value]) => [key, parseRaw(value)]));
}
