/**
 * Number-plate recognition, Neuron (issue 20, API prefix /anpr): edge boxes with their cameras and barriers,
 * residents and their vehicles, plate accesses per gate, vehicle logs, and Frigate NVR's plate events.
 */

export * from './accesses.ts';
export * from './boxes.ts';
export * from './dashboard.ts';
export * from './decision.ts';
export * from './frigate.ts';
export * from './logs.ts';
export * from './plate.ts';
export * from './residents.ts';
export * from './vehicles.ts';
