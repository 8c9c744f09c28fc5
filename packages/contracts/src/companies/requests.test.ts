import { describe, expect, test } from 'vitest';
import { nextRequestStatus } from './requests.ts';

describe('service request states', () => {
  test('R12 sent → handled by engaging, sent → cancelled by cancelling, handled → disengaged', () => {
    expect(nextRequestStatus('sent', 'engage')).toBe('handled');
    expect(nextRequestStatus('sent', 'cancel')).toBe('cancelled');
    expect(nextRequestStatus('handled', 'disengage')).toBe('disengaged');
  });

  test('R12 every other move is refused', () => {
    expect(nextRequestStatus('handled', 'cancel')).toBeNull();
    expect(nextRequestStatus('cancelled', 'engage')).toBeNull();
    expect(nextRequestStatus('disengaged', 'engage')).toBeNull();
    expect(nextRequestStatus('sent', 'disengage')).toBeNull();
    expect(nextRequestStatus('handled', 'engage')).toBeNull();
  });
});
