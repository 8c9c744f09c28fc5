import { analysisPermissionOf, devicePermissionsOf } from '../../kit/access.ts';
import { NEURON } from './kitApp.ts';

const one = (key: string) => [key] as const;
const of = (scope: string, action: string) => one(`p_cn_${scope}_${action}`);
const crud = (scope: string) => ({
  view: of(scope, 'view'),
  create: of(scope, 'create'),
  update: of(scope, 'update'),
  delete: of(scope, 'delete'),
});

/** Neuron's keys of the catalogue (spec §6, module `cn`: `p_cn_*`), by screen. */
export const NEURON_KEYS = {
  devices: devicePermissionsOf(NEURON),
  analysis: analysisPermissionOf(NEURON),
  residents: crud('residents'),
  accesses: crud('accesses'),
  vehicleLogs: { view: of('vehicle_logs', 'view') },
} as const;

/** Whoever sees any Neuron screen sees the app's entry. */
export const NEURON_ANY_VIEW = [
  ...NEURON_KEYS.residents.view,
  ...NEURON_KEYS.accesses.view,
  ...NEURON_KEYS.vehicleLogs.view,
  ...NEURON_KEYS.devices.view,
  ...NEURON_KEYS.analysis,
];
