import { defineModule } from '../app/module.ts';

/**
 * The application kit's web module: only its i18n namespace `kit`, the strings of the screens every device
 * application composes (devices, alarms, templates, groups, analysis). The screens come with each app's routes.
 */
export const kitModule = defineModule({
  id: 'kit',
  family: 'app',
  i18n: {
    en: () => import('./i18n/english.ts'),
    ar: () => import('./i18n/arabic.ts'),
  },
  routes: {},
});
