import type { FastifyInstance } from 'fastify';

/**
 * While the server closes, in-flight requests still finish, and their replies ask the client to close
 * the connection, so shutdown does not wait for keep-alive sockets to time out.
 */
export function installGracefulClose(app: FastifyInstance) {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close');
  });
}
