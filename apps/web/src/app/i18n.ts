import type { Resource } from 'i18next';
import { createI18n } from '../lib/i18n.ts';
import commonAr from '../ui/i18n/ar.json';
import commonEn from '../ui/i18n/en.json';
import messagesAr from '../ui/i18n/messages/ar.json';
import messagesEn from '../ui/i18n/messages/en.json';
import shellAr from './i18n/ar.json';
import shellEn from './i18n/en.json';
import { modules } from './modules.ts';
import { installShellNotifications } from './notifications.ts';

/** Every namespace: `common` and `messages` (shared), `shell` (this folder), then one per module (its id). */
export const resources = {
  en: {
    common: commonEn,
    messages: messagesEn,
    shell: shellEn,
    ...Object.fromEntries(modules.map((module) => [module.id, module.i18n.en])),
  },
  ar: {
    common: commonAr,
    messages: messagesAr,
    shell: shellAr,
    ...Object.fromEntries(modules.map((module) => [module.id, module.i18n.ar])),
  },
} satisfies Resource;

export const i18n = createI18n(resources);
installShellNotifications(i18n);
