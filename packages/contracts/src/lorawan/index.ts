/** Issue 21: LoRaWAN integrations (ChirpStack v4, The Things Stack v3): per-company configuration, uplinks, payload decoders. */
export * from './devices.ts';
export * from './integrations.ts';
export * from './kinds.ts';
export * from './uplinks.ts';
