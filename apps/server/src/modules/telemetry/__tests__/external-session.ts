import { randomBytes } from 'node:crypto';

/**
 * For a test server on an external broker: a client id of its own (two runs at once would otherwise take
 * the `atrium-<host>-<PORT>` session from each other) and a session that ends with the connection, so a
 * test that dies leaves nothing in the shared group to take later runs' messages.
 */
export const oneOffSession = () => ({
  MQTT_CLIENT_ID: `atrium-test-${randomBytes(4).toString('hex')}`,
  MQTT_SESSION_EXPIRY_SECONDS: '0',
});
