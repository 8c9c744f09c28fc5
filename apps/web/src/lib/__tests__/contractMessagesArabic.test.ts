import { describe, expect, test } from 'vitest';
import arabic from '../../ui/i18n/messages/ar.json';
import english from '../../ui/i18n/messages/en.json';

/**
 * The validation messages the access and Metro Watch contracts write (the forms show them through the shared
 * `messages` dictionary): each has its English and Arabic entry, so an Arabic form never shows English.
 */
const FOLDERS = ['access', 'metrowatch'];
const PATTERNS = [
  /(?:message|error|msg): '([^']+)'/g,
  /add\('\w+', '([^']+)'\)/g,
  /\.regex\(\/.*\/[a-z]*, '([^']+)'\)/g,
  /\.(?:min|max|length|gte|lte|refine)\((?:[^()']|\([^()]*\))*, '([^']+)'\)/g,
];

const SOURCES = import.meta.glob<string>('../../../../../packages/contracts/src/{access,metrowatch}/*.ts', {
  query: '?raw',
  import: 'default',
  eager: true,
});

function messagesOf(folder: string): string[] {
  const sources = Object.entries(SOURCES)
    .filter(([path]) => path.includes(`/src/${folder}/`) && !path.endsWith('.test.ts'))
    .map(([, source]) => source);
  return sources.flatMap((source) =>
    PATTERNS.flatMap((pattern) => [...source.matchAll(pattern)].map((match) => match[1] ?? '')),
  );
}

describe('contract messages in Arabic', () => {
  test.each(FOLDERS)(
    'STYLE every validation message of the %s contracts has its English and Arabic entry',
    (folder) => {
      const messages = [...new Set(messagesOf(folder))];
      expect(messages).toContain(folder === 'access' ? 'Choose a User or a Credential' : 'Use 4 to 8 Digits');
      const ar: Record<string, string> = arabic;
      const en: Record<string, string> = english;
      expect(messages.filter((message) => !ar[message] || !en[message])).toEqual([]);
    },
  );
});
