import { defineModule } from '../../kernel/module.ts';

/** Issue 21: smart parking: parking locations with spots, their state from the sensors' uplinks, occupancy. */
export const sparkingModule = defineModule({ name: 'sparking', routes: () => [] });
