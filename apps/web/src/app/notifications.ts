import type { i18n as I18n } from 'i18next';
import { PERMISSIONS_TOAST_MS, setNotifyI18n, showToast } from '../lib/notify.tsx';
import { onPermissionsChange } from '../lib/permissions.ts';

let installed = false;

/**
 * The shell's own toasts: the API client's (spec §8) use this i18n, and R25: a change of permissions while
 * signed in shows an info toast for 10 s pointing at the sidebar. Installed once, at start.
 */
export function installShellNotifications(i18n: I18n): void {
  setNotifyI18n(i18n);
  if (installed) return;
  installed = true;
  onPermissionsChange(() => {
    showToast({
      id: 'permissions-changed',
      kind: 'notify',
      title: i18n.t('shell:permissions.changedTitle'),
      message: i18n.t('shell:permissions.changed'),
      autoClose: PERMISSIONS_TOAST_MS,
    });
  });
}
