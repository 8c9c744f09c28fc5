import type { system } from '@atrium/contracts';
import type { Language } from '../../../lib/languages.ts';

/** A legal page's text in one language: sections of paragraphs under headings. */
export interface LegalSection {
  heading: string;
  paragraphs: readonly string[];
}

export interface LegalText {
  intro: string;
  sections: readonly LegalSection[];
}

/** A legal page in both languages, written around the deployment's brand and support contact. */
export type LegalContent = (brand: system.Branding) => Record<Language, LegalText>;

/** The last change of the terms and of the data policy (`YYYY-MM-DD`). */
export const LEGAL_UPDATED = '2026-11-27';

/** How to reach support, in words: the configured email and phone, else the organisation's administrator. */
export function contactOf(brand: system.Branding, language: Language): string {
  const ways = [brand.supportEmail, brand.supportPhone].filter((w): w is string => !!w);
  if (language === 'ar')
    return ways.length > 0
      ? `تواصل مع فريق دعم ${brand.name} عبر ${ways.join(' أو ')}.`
      : `تواصل مع مسؤول ${brand.name} في مؤسستك، فهو يعرف كيف يصل إلى فريق الدعم.`;
  return ways.length > 0
    ? `Contact ${brand.name} support at ${ways.join(' or ')}.`
    : `Contact your organisation’s ${brand.name} administrator, who knows how to reach support.`;
}
