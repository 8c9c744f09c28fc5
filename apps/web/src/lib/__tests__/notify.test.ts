import { notifications } from '@mantine/notifications';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { resources } from '../../testing/i18nResources.ts';
import { ApiError } from '../api.ts';
import { createI18n } from '../i18n.ts';
import {
  addSuppression,
  type CallOutcome,
  PERMISSIONS_TOAST_MS,
  showToast,
  TOAST_MS,
  toastForOutcome,
} from '../notify.tsx';

const en = createI18n(resources, 'en');
const t = en.t.bind(en);

const failed = (
  method: string,
  path: string,
  status: number,
  msg = 'Something broke',
  code?: string,
): CallOutcome => ({
  method,
  path,
  status,
  error: new ApiError(status, msg, code),
});

describe('[CORE][NOTIFY] toasts of call outcomes', () => {
  afterEach(() => {
    document.documentElement.dir = '';
  });

  test("R134 status >= 400: caption is the status's translated text, message the server's msg", () => {
    expect(toastForOutcome(t, failed('POST', '/structure', 409, 'This name is already used'))).toMatchObject({
      title: 'Conflict',
      message: 'This name is already used',
    });
    expect(toastForOutcome(t, failed('DELETE', '/structure/1', 500))).toMatchObject({
      title: 'Server error',
    });
    expect(toastForOutcome(t, failed('PUT', '/x', 451))).toMatchObject({ title: 'Request failed (451)' });
  });

  test('R134 the caption is translated (Arabic)', () => {
    const ar = createI18n(resources, 'ar');
    expect(toastForOutcome(ar.t.bind(ar), failed('POST', '/x', 404))).toMatchObject({ title: 'غير موجود' });
  });

  test('R135 when a code exists, its translated message is used', () => {
    const toast = toastForOutcome(t, failed('POST', '/auth/x', 400, 'raw text', 'AUTH_INVALID_CREDENTIALS'));
    expect(toast?.message).toBe('Incorrect email or password');
    expect(toastForOutcome(t, failed('POST', '/x', 400, 'Kept as is', 'UNKNOWN_CODE'))?.message).toBe(
      'Kept as is',
    );
  });

  test("R149 lock wake-up code 03010403 shows 'Wake up The Lock'", () => {
    const toast = toastForOutcome(
      t,
      failed('POST', '/metrowatch/device/5/lock', 409, 'Device asleep', '03010403'),
    );
    expect(toast?.message).toBe('Wake up The Lock');
  });

  test("R136 type 'negative' up to 404, 'error' above", () => {
    expect(toastForOutcome(t, failed('POST', '/x', 400))?.kind).toBe('negative');
    expect(toastForOutcome(t, failed('POST', '/x', 403))?.kind).toBe('negative');
    expect(toastForOutcome(t, failed('POST', '/x', 404))?.kind).toBe('negative');
    expect(toastForOutcome(t, failed('POST', '/x', 409))?.kind).toBe('error');
    expect(toastForOutcome(t, failed('POST', '/x', 503))?.kind).toBe('error');
  });

  test('R137 a 200 on PUT or PATCH says updated; a 200 on POST or GET says nothing', () => {
    expect(toastForOutcome(t, { method: 'PUT', path: '/x', status: 200 })).toEqual({
      kind: 'created',
      message: 'Updated successfully',
    });
    expect(toastForOutcome(t, { method: 'PATCH', path: '/x', status: 200 })?.message).toBe(
      'Updated successfully',
    );
    expect(toastForOutcome(t, { method: 'POST', path: '/x', status: 200 })).toBeNull();
    expect(toastForOutcome(t, { method: 'GET', path: '/x', status: 200 })).toBeNull();
  });

  test('R138 R139 a 201 says created, a 204 deleted', () => {
    expect(toastForOutcome(t, { method: 'POST', path: '/x', status: 201 })?.message).toBe(
      'Created successfully',
    );
    expect(toastForOutcome(t, { method: 'DELETE', path: '/x/1', status: 204 })?.message).toBe(
      'Deleted successfully',
    );
  });

  test('R144 a call can turn its toasts off, or only its success or error toasts', () => {
    expect(toastForOutcome(t, { method: 'POST', path: '/x', status: 201 }, false)).toBeNull();
    expect(toastForOutcome(t, { method: 'POST', path: '/x', status: 201 }, { success: false })).toBeNull();
    expect(toastForOutcome(t, failed('POST', '/x', 500), { error: false })).toBeNull();
    expect(toastForOutcome(t, failed('POST', '/x', 500), { success: false })?.kind).toBe('error');
  });

  test('R134 R144 a failed read toasts too, unless the call turns its error toasts off', () => {
    expect(toastForOutcome(t, failed('GET', '/company/1/report', 500))?.kind).toBe('error');
    expect(toastForOutcome(t, failed('GET', '/company/1/report', 404))?.kind).toBe('negative');
    expect(toastForOutcome(t, failed('GET', '/company/1/report', 500), { error: false })).toBeNull();
  });

  test('R144 a predicate silences matching outcomes for every call', () => {
    const undo = addSuppression(({ path, status }) => path.startsWith('/quiet') && status === 409);
    expect(toastForOutcome(t, failed('POST', '/quiet/x', 409))).toBeNull();
    expect(toastForOutcome(t, failed('POST', '/loud/x', 409))).not.toBeNull();
    undo();
    expect(toastForOutcome(t, failed('POST', '/quiet/x', 409))).not.toBeNull();
  });

  test('R145 bill requests answered with 477 show nothing', () => {
    expect(toastForOutcome(t, failed('GET', '/company/3/order/9/bill', 477), true)).toBeNull();
    expect(toastForOutcome(t, failed('GET', '/company/3/order/9/bill', 500), true)).not.toBeNull();
  });

  test('R146 info-logs requests answered with 488 show nothing', () => {
    expect(
      toastForOutcome(t, failed('GET', '/metrowatch/device/4/info-logs?limit=10', 488), true),
    ).toBeNull();
    expect(toastForOutcome(t, failed('GET', '/metrowatch/device/4/access-logs', 488), true)).not.toBeNull();
  });

  test('R147 A72 reset password, abilities and order validation 400 errors show nothing', () => {
    expect(toastForOutcome(t, failed('POST', '/auth/reset-password', 400))).toBeNull();
    expect(toastForOutcome(t, failed('GET', '/user/abilities/metrowatch', 400), true)).toBeNull();
    expect(toastForOutcome(t, failed('POST', '/company/2/order/validate', 400))).toBeNull();
    expect(toastForOutcome(t, failed('POST', '/company/2/order/validate', 500))).not.toBeNull();
  });

  test('R148 418 field errors stay with the form; 401 is the sign-in flow; neither toasts', () => {
    expect(toastForOutcome(t, failed('POST', '/x', 418))).toBeNull();
    expect(toastForOutcome(t, failed('POST', '/x', 401))).toBeNull();
  });

  test("R169 an unreachable server is an 'unknownError'", () => {
    expect(
      toastForOutcome(t, failed('POST', '/x', 0, 'Could not reach the server', 'NETWORK_ERROR')),
    ).toMatchObject({
      kind: 'unknownError',
      title: 'Unexpected error',
      message: 'Could not reach the server. Check your connection and try again.',
    });
  });

  test('one toast per failing request at a time (retries do not stack)', () => {
    const a = toastForOutcome(t, failed('POST', '/x?a=1', 500));
    const b = toastForOutcome(t, failed('POST', '/x?a=2', 500));
    expect(a?.id).toBe(b?.id);
  });

  test('R169 R172 toasts show top right for 2500 ms by default, with their type; R173 10 s on request', () => {
    const show = vi.spyOn(notifications, 'show');
    showToast({ kind: 'notify', message: 'hello' });
    showToast({ kind: 'error', message: 'bad', autoClose: PERMISSIONS_TOAST_MS });
    expect(show).toHaveBeenNthCalledWith(
      1,
      expect.objectContaining({
        message: 'hello',
        autoClose: TOAST_MS,
        color: 'blue',
        'data-toast-kind': 'notify',
      }),
    );
    expect(show).toHaveBeenNthCalledWith(2, expect.objectContaining({ autoClose: 10_000, color: 'red' }));
    expect(TOAST_MS).toBe(2500);
  });
});
