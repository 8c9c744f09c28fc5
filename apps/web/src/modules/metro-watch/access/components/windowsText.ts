import { access } from '@atrium/contracts';
import type { TFunction } from 'i18next';

/** Windows in words, Saturday first (R195): `Saturday 08:00–17:00, Thursday 22:00–06:00 (next day)`. */
export const windowsText = (t: TFunction, windows: readonly access.AccessWindow[]) =>
  access
    .sortWindows(windows)
    .map((w) =>
      t(w.overnight ? 'access.windows.textOvernight' : 'access.windows.text', {
        day: t(`access.days.${w.day}`),
        start: w.start,
        end: w.end,
      }),
    )
    .join(t('access.listSeparator'));
