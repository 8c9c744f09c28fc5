import { defineModule } from '../../kernel/module.ts';

/** Issue 21: asset watch: assets with LoRaWAN or GPS tags, indoor zones, geofences, alarms and reports. */
export const assetWatchModule = defineModule({ name: 'asset-watch', routes: () => [] });
