import { defineModule } from '../../kernel/module.ts';
import { assetWatchRoutes } from './asset-watch.routes.ts';
import { seedAssetWatch } from './asset-watch.seed.ts';
import { startAssetWatcher } from './bridge.ts';
import { scanNotSeen } from './watcher.ts';

export { startAssetWatcher } from './bridge.ts';

/**
 * Issue 21: asset watch: assets (places assets) with LoRaWAN or GPS tags, types, groups and their history,
 * indoor zones on floor layouts, positions, lock and unlock, alarms and the dashboard.
 */
export const assetWatchModule = defineModule({
  name: 'asset-watch',
  routes: assetWatchRoutes,
  jobs: (deps) => [
    {
      // A silent tag sends nothing to react to: the minute scan finds it.
      name: 'asset-watch.not-seen',
      cron: '* * * * *',
      handler: async () => void (await scanNotSeen(deps.database)),
    },
  ],
  async start(deps, log) {
    const stop = startAssetWatcher(deps, log);
    return { summary: 'asset watch positions and alarms from the tags’ readings', stop: async () => stop() };
  },
  seed: seedAssetWatch,
});
