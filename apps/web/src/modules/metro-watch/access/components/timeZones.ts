/** Every IANA zone the browser knows, the given one first when it is not among them. */
export function timeZones(current: string): string[] {
  const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return known.includes(current) || current === '' ? known : [current, ...known];
}
