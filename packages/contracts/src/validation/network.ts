import { z } from 'zod';
import { INVALID_MAC_ADDRESS, NOT_HEX } from './messages.ts';

/** R60: 12 uppercase hex characters, or 17 characters as six colon-separated uppercase pairs. */
export const MAC_ADDRESS_PATTERN = /^(?:[0-9A-F]{12}|(?:[0-9A-F]{2}:){5}[0-9A-F]{2})$/;
export const isMacAddress = (value: string) => MAC_ADDRESS_PATTERN.test(value);

/** R60: what a form may do as the user types so lowercase or padded input still passes: trim and upper-case. */
export const normalizeMacAddress = (value: string) => value.trim().toUpperCase();

/** R60: the rule itself is strict (uppercase, as the spec says); normalise first if the input may not be. */
export const macAddress = (message = INVALID_MAC_ADDRESS) => z.string().regex(MAC_ADDRESS_PATTERN, message);

/** R61: only hex characters, either case (empty allowed, see Required). */
export const HEX_PATTERN = /^[0-9A-Fa-f]*$/;
export const isHexString = (value: string) => HEX_PATTERN.test(value);

/** R61. */
export const hexString = (message = NOT_HEX) => z.string().regex(HEX_PATTERN, message);
