import { describe, expect, test } from 'vitest';
import { INVALID_MAC_ADDRESS, NOT_HEX } from './messages.ts';
import { hexString, isHexString, isMacAddress, macAddress, normalizeMacAddress } from './network.ts';

const message = (r: { error?: { issues: { message: string }[] } }) => r.error?.issues[0]?.message;

describe('network (spec §5)', () => {
  test('R60 MAC address: 12 uppercase hex characters, or 17 with colons as six pairs', () => {
    expect(isMacAddress('0A1B2C3D4E5F')).toBe(true);
    expect(isMacAddress('0A:1B:2C:3D:4E:5F')).toBe(true);
    for (const v of [
      '0a1b2c3d4e5f', // lowercase
      '0A1B2C3D4E5', // 11
      '0A1B2C3D4E5F0', // 13
      '0A:1B:2C:3D:4E', // five pairs
      '0A:1B:2C:3D:4E:5F:60', // seven pairs
      '0A-1B-2C-3D-4E-5F', // dashes
      '0A1B:2C3D:4E5F', // wrong grouping
      '0G1B2C3D4E5F', // not hex
      '',
    ]) {
      expect(isMacAddress(v)).toBe(false);
    }
    expect(message(macAddress().safeParse('xyz'))).toBe(INVALID_MAC_ADDRESS);
  });

  test('R60 normalising trims and upper-cases so typed lowercase passes', () => {
    expect(macAddress().parse(normalizeMacAddress(' 0a:1b:2c:3d:4e:5f '))).toBe('0A:1B:2C:3D:4E:5F');
  });

  test('R61 hex string: only hex characters, either case', () => {
    expect(isHexString('0123456789abcdefABCDEF')).toBe(true);
    expect(isHexString('')).toBe(true);
    for (const v of ['0x1F', 'G', '12 34', 'ab-cd']) expect(isHexString(v)).toBe(false);
    expect(message(hexString().safeParse('xyz'))).toBe(NOT_HEX);
  });
});
