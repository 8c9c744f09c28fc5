import type { PlateAccess } from '@atrium/contracts/anpr/accesses';
import type { TFunction } from 'i18next';
import { windowsText } from '../../../metro-watch/access/components/windowsText.ts';
import { when } from '../format.ts';

/** Who may pass, in words: a vehicle's plate, a resident (every vehicle of theirs), or a visitor's plate. */
export function subjectText(t: TFunction, access: PlateAccess): string {
  if (access.subject === 'vehicle' && access.vehicle)
    return t('accesses.subjectVehicle', { plate: access.vehicle.plate });
  if (access.subject === 'resident' && access.resident)
    return t('accesses.subjectResident', { name: access.resident.name });
  return t('accesses.subjectPlate', { plate: access.plate ?? '' });
}

/**
 * When it holds, in words: its weekly windows (Saturday first, in its time zone) for a scheduled access, and
 * its bounds when it has any. `windowsT` is Metro Watch's namespace, whose schedule words it shares.
 */
export function periodText(t: TFunction, windowsT: TFunction, access: PlateAccess): string {
  const parts: string[] = [];
  if (access.type === 'scheduled' && access.windows)
    parts.push(`${windowsText(windowsT, access.windows)} (${access.timeZone ?? 'UTC'})`);
  if (access.validFrom || access.validUntil)
    parts.push(t('accesses.between', { from: when(access.validFrom), until: when(access.validUntil) }));
  return parts.join(' · ') || t('accesses.always');
}
