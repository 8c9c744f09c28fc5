import type { Resource } from 'i18next';
import { createI18n } from '../lib/i18n.ts';
import commonAr from '../ui/i18n/ar.json';
import commonEn from '../ui/i18n/en.json';
import messagesAr from '../ui/i18n/messages/ar.json';
import messagesEn from '../ui/i18n/messages/en.json';
import { modules } from './modules.ts';

/** Every namespace: `common` and `messages` (shared), then one per module (its id). */
export const resources = {
  en: {
    common: commonEn,
    messages: messagesEn,
    ...Object.fromEntries(modules.map((module) => [module.id, module.i18n.en])),
  },
  ar: {
    common: commonAr,
    messages: messagesAr,
    ...Object.fromEntries(modules.map((module) => [module.id, module.i18n.ar])),
  },
} satisfies Resource;

export const i18n = createI18n(resources);
