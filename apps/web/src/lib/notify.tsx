import { notifications } from '@mantine/notifications';
import { IconAlertOctagon, IconAlertTriangle, IconCheck, IconInfoCircle, IconX } from '@tabler/icons-react';
import type { i18n as I18n, TFunction } from 'i18next';
import type { ApiError } from './api.ts';
import { describeError } from './errors.ts';

/**
 * Toasts of spec §8: what a call's outcome shows (R134-R139, R144-R147, R149), and the shared way to show
 * one (top right, 2500 ms, R172). The notification types of the spec are notify, error, created and
 * unknownError (R169); 'negative' is the milder error of statuses up to 404 (R136).
 */

export type ToastKind = 'notify' | 'negative' | 'error' | 'created' | 'unknownError';
export interface Toast {
  kind: ToastKind;
  title?: string;
  message: string;
  /** Milliseconds; the default is the 2500 ms of the notifications provider. */
  autoClose?: number;
  id?: string;
}

export const TOAST_MS = 2500;
export const PERMISSIONS_TOAST_MS = 10_000;

/** What the API client reports after every call. */
export interface CallOutcome {
  method: string;
  /** Path under `/api`, with the query string. */
  path: string;
  /** 0 when the server could not be reached. */
  status: number;
  error?: ApiError;
}

/**
 * Per call (R144): `false` shows nothing, `true` everything, an object turns success or error toasts on or
 * off separately. Default: every toast (R134: a failed read toasts too, besides the page's error state).
 */
export type NotifyOption = boolean | { success?: boolean; error?: boolean };
export type SuppressionPredicate = (outcome: CallOutcome) => boolean;

const pathOnly = (path: string) => path.split('?')[0] ?? path;

/** R145-R147 and A72: the spec's quiet failures. */
export const SUPPRESSIONS: SuppressionPredicate[] = [
  // R145: bill requests answered with 477.
  ({ path, status }) => status === 477 && /\/bill(\/|$)/.test(pathOnly(path)),
  // R146: info-logs requests answered with 488.
  ({ path, status }) => status === 488 && /info-logs?(\/|$)/.test(pathOnly(path)),
  // R147, A72: reset password, abilities and order validation answered with 400.
  ({ path, status }) =>
    status === 400 && /(reset-password|abilities|\/order\/validate)(\/|$)/.test(pathOnly(path)),
];

/** R144: silences the outcomes the predicate matches, for every call. Returns the undo. */
export function addSuppression(predicate: SuppressionPredicate): () => void {
  SUPPRESSIONS.push(predicate);
  return () => {
    const index = SUPPRESSIONS.indexOf(predicate);
    if (index >= 0) SUPPRESSIONS.splice(index, 1);
  };
}

const wants = (option: NotifyOption | undefined, which: 'success' | 'error') =>
  option === undefined || option === true || (typeof option === 'object' && option[which] !== false);

/**
 * The toast for one call, or null:
 * - R134-R136: status >= 400 → title = the translated status text, message = the code's translation when
 *   known, else the server's message; kind 'negative' up to 404, 'error' above. A 401 (the client signs in
 *   again) and a 418 (field errors belong to the form's fields, R148) show nothing.
 * - status 0 (server unreachable) → 'unknownError'.
 * - R137-R139: 200 on PUT/PATCH → updated, 201 → created, 204 → deleted.
 */
export function toastForOutcome(t: TFunction, outcome: CallOutcome, option?: NotifyOption): Toast | null {
  const { method, status, error } = outcome;
  if (error || status >= 400 || status === 0) {
    if (!wants(option, 'error') || status === 401 || status === 418) return null;
    if (SUPPRESSIONS.some((predicate) => predicate(outcome))) return null;
    // One toast per failing request at a time, however often it is retried.
    const id = `${method.toUpperCase()} ${pathOnly(outcome.path)} ${status}`;
    if (status === 0) {
      return {
        id,
        kind: 'unknownError',
        title: t('shell:toast.unknownError'),
        message: error ? describeError(t, error) : t('common:errors.unexpected'),
      };
    }
    return {
      id,
      kind: status <= 404 ? 'negative' : 'error',
      title: t([`shell:http.${status}`, 'shell:http.default'], { status }),
      message: error ? describeError(t, error) : t('common:errors.unexpected'),
    };
  }
  if (!wants(option, 'success')) return null;
  const upper = method.toUpperCase();
  if (status === 201) return { kind: 'created', message: t('shell:toast.created') };
  if (status === 204) return { kind: 'created', message: t('shell:toast.deleted') };
  if (status === 200 && (upper === 'PUT' || upper === 'PATCH'))
    return { kind: 'created', message: t('shell:toast.updated') };
  return null;
}

const LOOK: Record<ToastKind, { color: string; icon: React.ReactNode }> = {
  notify: { color: 'blue', icon: <IconInfoCircle size={18} /> },
  negative: { color: 'orange', icon: <IconAlertTriangle size={18} /> },
  error: { color: 'red', icon: <IconX size={18} /> },
  created: { color: 'teal', icon: <IconCheck size={18} /> },
  unknownError: { color: 'red', icon: <IconAlertOctagon size={18} /> },
};

/** Shows a toast in the notifications area (top right, 2500 ms unless `autoClose` says otherwise). */
export function showToast(toast: Toast): string {
  const look = LOOK[toast.kind];
  return notifications.show({
    id: toast.id,
    title: toast.title,
    message: toast.message,
    color: look.color,
    icon: look.icon,
    autoClose: toast.autoClose ?? TOAST_MS,
    'data-toast-kind': toast.kind,
  });
}

let i18n: I18n | null = null;

/** The translations the toasts of the API client and the guard use (set once by the app). */
export function setNotifyI18n(instance: I18n): void {
  i18n = instance;
}

/** Translates with the app's i18n; null before the app set it (then nothing is shown). */
export const notifyT = (): TFunction | null => (i18n ? i18n.t.bind(i18n) : null);

/** Called by the API client after every call. */
export function notifyOutcome(outcome: CallOutcome, option?: NotifyOption): void {
  const t = notifyT();
  if (!t) return;
  const toast = toastForOutcome(t, outcome, option);
  if (toast) showToast(toast);
}
