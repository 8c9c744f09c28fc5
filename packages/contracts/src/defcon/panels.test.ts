import { describe, expect, test } from 'vitest';
import { assignmentActionsFor } from './assignments.ts';
import { panelCommandBody, siaAccountSchema, siaKeySchema, wifiJoinBody } from './panels.ts';

describe('[DEFCON][CONTRACTS] panels and assignments', () => {
  test('a SIA account is 3 to 16 hex digits, kept upper case', () => {
    expect(siaAccountSchema.parse(' abc1 ')).toBe('ABC1');
    for (const bad of ['12', '12345678901234567', 'XYZ1', '']) {
      expect(siaAccountSchema.safeParse(bad).success, bad).toBe(false);
    }
  });

  test('a key is 16, 24 or 32 characters, or 48 or 64 hex digits', () => {
    for (const ok of ['0123456789abcdef', 'x'.repeat(24), 'y'.repeat(32), 'A'.repeat(48), 'f'.repeat(64)]) {
      expect(siaKeySchema.safeParse(ok).success, ok).toBe(true);
    }
    for (const bad of ['short', 'z'.repeat(48), 'x'.repeat(20), 'a'.repeat(65)]) {
      expect(siaKeySchema.safeParse(bad).success, bad).toBe(false);
    }
  });

  test('bypassing a zone needs the zone; Wi-Fi passwords are 8 to 63 characters', () => {
    expect(panelCommandBody.safeParse({ command: 'bypass-zone' }).error?.issues[0]?.path).toEqual(['zone']);
    expect(panelCommandBody.safeParse({ command: 'reboot' }).success).toBe(true);
    expect(panelCommandBody.safeParse({ command: 'arm' }).success).toBe(false);
    expect(wifiJoinBody.safeParse({ ssid: 'Office', password: 'short' }).success).toBe(false);
    expect(wifiJoinBody.safeParse({ ssid: 'Office' }).success).toBe(true);
  });

  test('who may do what to an assignment', () => {
    expect(assignmentActionsFor('pending', 'customer')).toEqual(['accept', 'reject']);
    expect(assignmentActionsFor('pending', 'security-company')).toEqual(['unassign']);
    expect(assignmentActionsFor('accepted', 'customer')).toEqual(['unassign']);
    expect(assignmentActionsFor('rejected', 'admin')).toEqual([]);
    expect(assignmentActionsFor('unassigned', 'security-company')).toEqual([]);
  });
});
