/** Beside the LoRaWAN gateways page, in the users group of the sidebar. */
export const LORAWAN_INTEGRATIONS_PATH = '/core/users/lorawan-integrations';
