import { describe, expect, test } from 'vitest';
import arabic from '../../../ui/i18n/messages/ar.json';
import english from '../../../ui/i18n/messages/en.json';

/**
 * The messages smart parking's contracts and server write (418s shown on the location and sensor forms go
 * through the shared `messages` dictionary): each has its English and Arabic entry.
 */
const PATTERNS = [
  /(?:message|error|msg): '([^']+)'/g,
  /export const [A-Z_]+ = '([^']+ [^']+)';/g,
  /\.(?:min|max|length|regex)\((?:[^()']|\([^()]*\))*, '([^']+)'\)/g,
  /refused\('\w+', '([^']+)'\)/g,
];

const SOURCES = import.meta.glob<string>(
  [
    '../../../../../../packages/contracts/src/sparking/*.ts',
    '../../../../../../apps/server/src/modules/sparking/*.ts',
    '../../../../../../apps/server/src/modules/anpr/tenancy.ts',
    '!**/*.test.ts',
    '!**/*.seed.ts',
  ],
  { query: '?raw', import: 'default', eager: true },
);

const messages = [
  ...new Set(
    Object.values(SOURCES).flatMap((source) =>
      PATTERNS.flatMap((pattern) => [...source.matchAll(pattern)].map((match) => match[1] ?? '')),
    ),
  ),
];

describe('[SMART-PARKING] messages in Arabic', () => {
  test('STYLE every message of the sparking contracts and server has its English and Arabic entry', () => {
    expect(messages).toEqual(
      expect.arrayContaining(['Choose a structure of this company', 'The Spot Must Be Inside the Outline']),
    );
    const ar: Record<string, string> = arabic;
    const en: Record<string, string> = english;
    expect(messages.filter((message) => !ar[message] || !en[message])).toEqual([]);
  });
});
