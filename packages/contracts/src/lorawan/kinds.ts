/** The network servers whose HTTP integrations post uplinks here. */
export const INTEGRATION_KINDS = ['chirpstack', 'ttn'] as const;
export type IntegrationKind = (typeof INTEGRATION_KINDS)[number];
