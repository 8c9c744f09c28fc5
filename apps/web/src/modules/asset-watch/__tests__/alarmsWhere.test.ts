import type { alarms } from '@atrium/contracts';
import { describe, expect, test } from 'vitest';
import { inScope } from '../../../kit/api/alarmCache.ts';
import { alarmKeysOf } from '../../../kit/api/alarmKeys.ts';
import { kitKeys } from '../../../kit/api/keys.ts';

const alarm = (ruleId: string, app: alarms.Alarm['app'] = 'asset') =>
  ({ app, ruleId, kind: 'asset-watch' }) as alarms.Alarm;

describe('asset watch alarm lists: indoor and outdoor', () => {
  test('a pushed alarm belongs to the indoor or outdoor list by its rule id', () => {
    expect(inScope(alarm('aw:indoor:left-zone'), { kind: 'asset-watch', where: 'indoor' })).toBe(true);
    expect(inScope(alarm('aw:outdoor:left-zone'), { kind: 'asset-watch', where: 'indoor' })).toBe(false);
    expect(inScope(alarm('aw:outdoor:not-seen'), { where: 'outdoor' })).toBe(true);
    expect(inScope(alarm('template:1:rule:1'), { where: 'outdoor' })).toBe(false);
    expect(inScope(alarm('aw:indoor:left-zone', 'fleet'), { where: 'indoor' })).toBe(false);
    expect(inScope(alarm('aw:indoor:left-zone'), undefined)).toBe(true);
  });

  test('each list is cached under its own scope', () => {
    const keys = alarmKeysOf(kitKeys('asset-watch'));
    expect(keys.list('operational', false, { where: 'indoor' })).not.toEqual(
      keys.list('operational', false, { where: 'outdoor' }),
    );
    expect(keys.list('operational', false, {})).toEqual(keys.list('operational', false));
  });
});
