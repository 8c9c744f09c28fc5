import { alarms, devices } from '@atrium/contracts';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../../lib/api.ts';
import type { Limits } from '../components/readingSeries.ts';
import { metroDeviceKeys } from './keys.ts';

const templates = alarms.templateEndpointsOf('metrowatch');

/** Where a chart's limits come from: an alarm template's rules, else the sensor's own range. */
export type LimitsSource = { from: 'template'; name: string } | { from: 'device' } | { from: 'none' };
export interface WatchedLimits extends Limits {
  source: LimitsSource;
}

/** A template's bounds for one value: above → max, below → min, range → both. */
function templateLimits(template: alarms.Template, key: string): Limits | null {
  const rules = template.rules.filter((r) => r.key === key) as Array<Record<string, unknown>>;
  if (rules.length === 0) return null;
  const pick = (kind: string, field: string) => {
    const found = rules.find((r) => r.kind === kind)?.[field];
    return typeof found === 'number' ? found : null;
  };
  return {
    min: pick('below', 'value') ?? pick('range', 'min'),
    max: pick('above', 'value') ?? pick('range', 'max'),
  };
}

/**
 * The limits a device's value is drawn against: those of the first enabled template of its company that
 * applies to it (its solution's, or one for every device) and watches the value; else the sensor's range.
 */
export function limitsFor(
  list: readonly alarms.Template[],
  device: Pick<devices.Device, 'solution'>,
  key: string,
): WatchedLimits {
  for (const template of list) {
    const applies =
      template.enabled && (template.solutionId === null || template.solutionId === device.solution?.id);
    const limits = applies ? templateLimits(template, key) : null;
    if (limits) return { ...limits, source: { from: 'template', name: template.name } };
  }
  const sensor = devices.SENSOR_TYPE_BY_KEY.get(key);
  return sensor
    ? { min: sensor.min, max: sensor.max, source: { from: 'device' } }
    : { min: null, max: null, source: { from: 'none' } };
}

/** The Metro Watch alarm templates of the device's company (the first 100), for the limits of the charts. */
export const useMetroTemplates = (companyId: number) =>
  useQuery({
    queryKey: [...metroDeviceKeys.all, 'templates', companyId],
    queryFn: async ({ signal }) =>
      (await call(templates.list, { query: { limit: 100, sortBy: 'id', sortType: 'asc' }, signal })).data,
  });
