import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps, ModuleDefinition, RunningService } from './module.ts';

/**
 * Starts every module's service in registry order. If one fails, those already started are stopped and the
 * error is rethrown (the server does not start half-way). The result stops them in reverse order.
 */
export async function startServices(
  modules: ModuleDefinition[],
  deps: AppDeps,
  log: FastifyBaseLogger,
): Promise<RunningService> {
  const running: { name: string; service: RunningService }[] = [];
  const stopAll = async () => {
    for (const { name, service } of running.reverse()) {
      try {
        await service.stop();
      } catch (error) {
        log.error({ err: error, module: name }, 'a service did not stop cleanly');
      }
    }
    running.length = 0;
  };
  try {
    for (const module of modules) {
      if (module.start) running.push({ name: module.name, service: await module.start(deps, log) });
    }
  } catch (error) {
    await stopAll();
    throw error;
  }
  const summary = running.flatMap(({ service }) => (service.summary ? [service.summary] : [])).join('\n');
  return { summary, stop: stopAll };
}
