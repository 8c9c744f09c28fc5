/** Metro Watch devices (issue 17): per-type details, lock and tracker calls, commands over MQTT. */
export * from './commands.ts';
export * from './detail.ts';
export * from './devices.ts';
export * from './lock-access.ts';
