import { defineModule } from '../../kernel/module.ts';

/** Issue 21: LoRaWAN network-server integrations (ChirpStack v4 HTTP, The Things Stack v3 webhook), per company. */
export const lorawanModule = defineModule({ name: 'lorawan', routes: () => [] });

export { type GatewayHeard, type LoraUplink, onLoraUplink } from './uplink-events.ts';
