import type { system } from '@atrium/contracts';

/** The languages a deployment may offer; the type comes from the contract. */
export type Language = system.PublicConfig['languages'][number];
export const LANGUAGES = ['en', 'ar'] as const satisfies readonly Language[];

export const DEFAULT_LANGUAGE: Language = 'en';

/** Names shown in the language menu, each in its own language. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', ar: 'العربية' };

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

export const directionOf = (language: Language): 'ltr' | 'rtl' => (language === 'ar' ? 'rtl' : 'ltr');
