import { auth } from '@atrium/contracts';
import { parseListQuery } from '../../kernel/http/list-query.ts';
import { defineModule, defineRoute } from '../../kernel/module.ts';
import { deliverOutbox, listOutbox } from './mail.service.ts';

export const mailModule = defineModule({
  name: 'mail',
  routes: ({ database: { db } }) => [
    defineRoute(auth.outbox, async ({ query }) => {
      const page = parseListQuery(query, { sortable: [] });
      return listOutbox(db, query, page.limit, page.offset);
    }),
  ],
  jobs: ({ config, database: { db } }) => [
    {
      name: 'mail.deliver-outbox',
      cron: '* * * * *',
      handler: async () => void (await deliverOutbox(db, config)),
    },
  ],
});
