import { describe, expect, test } from 'vitest';
import { solutionRedirect, solutionSuffix } from '../../../kit/solutionRedirect.ts';

const at = (pathname: string, search = '') => ({ pathname, search });
const ids = (...list: number[]) => ({ ok: true as const, ids: list });

describe('[SWAM] solution redirect (spec §2)', () => {
  test('/solution/all goes to the lowest available solution id, keeping the query', () => {
    expect(
      solutionRedirect(at('/ignite-shield/devices/list/solution/all', '?state=blocked'), ids(18, 10, 17)),
    ).toBe('/ignite-shield/devices/list/solution/10?state=blocked');
  });

  test('an unavailable solution id goes to the lowest available one', () => {
    expect(solutionRedirect(at('/ignite-shield/devices/tokens/solution/99'), ids(17, 18))).toBe(
      '/ignite-shield/devices/tokens/solution/17',
    );
  });

  test('an available solution id stays', () => {
    expect(solutionRedirect(at('/ignite-shield/devices/list/solution/18'), ids(17, 18))).toBeNull();
  });

  test('with no solutions the suffix is dropped, the query kept', () => {
    expect(solutionRedirect(at('/ignite-shield/devices/list/solution/all', '?a=1'), ids())).toBe(
      '/ignite-shield/devices/list?a=1',
    );
  });

  test('when the solutions cannot be loaded it goes to /core', () => {
    expect(solutionRedirect(at('/ignite-shield/devices/list/solution/all'), { ok: false })).toBe('/core');
  });

  test('paths without a solution suffix are left alone', () => {
    expect(solutionRedirect(at('/ignite-shield/devices/list'), ids(10))).toBeNull();
    expect(
      solutionRedirect(at('/ignite-shield/devices/list/solution/10/device/5'), { ok: false }),
    ).toBeNull();
    expect(solutionSuffix('/x/solution/abc')).toBeNull();
    expect(solutionSuffix('/x/solution/12/')).toBe(12);
  });
});
