import { describe, expect, test } from 'vitest';
import { mergeLiveLog } from '../api/liveLogs.ts';
import { createBody, draftOf, emptyDraft, updateBody } from '../components/accesses/accessDraft.ts';
import { busiestHoursGrid } from '../pages/dashboard/busiestHours.ts';
import { plateAccess, vehicleLog } from './neuronKit.ts';

describe('[NEURON][LIVE] the live list after a pushed read', () => {
  const older = vehicleLog({ id: 1, seenAt: '2026-11-26T09:00:00.000Z' });
  const newer = vehicleLog({ id: 2, seenAt: '2026-11-26T09:05:00.000Z' });

  test('a new read goes first; a later update of the same read replaces its row', () => {
    const list = mergeLiveLog([older], newer, null);
    expect(list.map((log) => log.id)).toEqual([2, 1]);
    const better = { ...newer, plate: 'A12346', decision: 'denied' as const };
    const updated = mergeLiveLog(list, better, null);
    expect(updated.map((log) => log.id)).toEqual([2, 1]);
    expect(updated[0]?.plate).toBe('A12346');
  });

  test('at most `max` reads are kept; another company’s read is not shown', () => {
    expect(mergeLiveLog([older], newer, null, 1).map((log) => log.id)).toEqual([2]);
    const other = vehicleLog({ id: 3, company: { id: 99, name: 'Other' } });
    expect(mergeLiveLog([older], other, 3)).toEqual([older]);
  });
});

describe('[NEURON][ACCESSES] the access form’s body', () => {
  const draft = emptyDraft('Asia/Dubai', { boxId: '801', vehicleId: '21' });

  test('a scheduled access sends its windows and time zone (the week from Saturday)', () => {
    const result = createBody({
      ...draft,
      type: 'scheduled',
      windows: [{ day: 'sat', start: '08:00', end: '17:00', overnight: false }],
    });
    expect(result.ok).toBe(true);
    if (result.ok) {
      expect(result.body).toMatchObject({
        boxId: 801,
        vehicleId: 21,
        type: 'scheduled',
        timeZone: 'Asia/Dubai',
      });
      expect(result.body.windows).toHaveLength(1);
    }
  });

  test('blank choices say Required on their fields; the subject message goes on the chosen subject', () => {
    const result = createBody(emptyDraft('UTC', { subject: 'resident' }));
    expect(result.ok).toBe(false);
    if (!result.ok) {
      const fields = Object.fromEntries(result.issues.map((issue) => [issue.path.join('.'), issue.message]));
      expect(fields.boxId).toBe('Required');
      expect(fields.residentId).toBe('Required');
      expect(fields.vehicleId).toBeUndefined();
    }
  });

  test('a temporary access needs both ends, the end after the start', () => {
    const result = createBody({
      ...draft,
      type: 'temporary',
      validFrom: '2026-12-02T10:00',
      validUntil: '2026-12-01T10:00',
    });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.issues.map((issue) => issue.path.join('.'))).toContain('validUntil');
  });

  test('an update is checked as a whole: a scheduled access without windows is refused', () => {
    const current = draftOf(plateAccess(), 'UTC');
    expect(updateBody(current).ok).toBe(true);
    const result = updateBody({ ...current, windows: [] });
    expect(result.ok).toBe(false);
    const fulltime = updateBody({ ...current, type: 'fulltime' });
    expect(fulltime.ok && fulltime.body).toMatchObject({ type: 'fulltime', windows: null, timeZone: null });
  });
});

describe('[NEURON][DASHBOARD] busiest hours', () => {
  test('R195 rows from Saturday, 24 hours each, zeros where the server sent nothing', () => {
    const { rows, max } = busiestHoursGrid([
      { day: 'mon', hour: 8, reads: 5 },
      { day: 'sat', hour: 23, reads: 2 },
    ]);
    expect(rows.map((row) => row.day)).toEqual(['sat', 'sun', 'mon', 'tue', 'wed', 'thu', 'fri']);
    expect(rows[0]?.hours[23]).toBe(2);
    expect(rows[2]?.hours[8]).toBe(5);
    expect(rows[1]?.hours.every((reads) => reads === 0)).toBe(true);
    expect(max).toBe(5);
  });
});
