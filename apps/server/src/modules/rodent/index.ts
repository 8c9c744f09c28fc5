import { defineModule } from '../../kernel/module.ts';

/** Issue 21: cloud orbit, rodent control: traps and bait stations, their events, visits and dashboard. */
export const rodentModule = defineModule({ name: 'rodent', routes: () => [] });
