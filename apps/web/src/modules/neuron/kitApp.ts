import { IconCar } from '@tabler/icons-react';
import { defineKitApp, type KitApp } from '../../kit/app.ts';
import { NEURON_PATHS } from './paths.ts';

/**
 * Neuron in the kit: `cn` of the contracts' APPLICATIONS (API prefix /anpr, web prefix /neuron, permission
 * module `cn`). Its devices are edge boxes, LPR cameras and barriers: a box opens its linked devices, a camera
 * or barrier the box it is linked to is not known from the row, so the boxes list.
 */
export const NEURON: KitApp = defineKitApp('cn', {
  id: 'neuron',
  ns: 'neuron',
  icon: IconCar,
  order: 6,
  solutions: false,
  devicePage: (_paths, device) =>
    device.type === 'edge-box' ? NEURON_PATHS.boxDevices(device.id) : NEURON_PATHS.edgeBoxes,
});
