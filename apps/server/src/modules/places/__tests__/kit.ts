import type { auth } from '@atrium/contracts';
import { type DemoKit, demoKit } from '../../../test/demo-kit.ts';
import { companyRequests } from '../../companies/companies.schema.ts';
import { demoOwnerEmail } from '../../companies/companies.seed.ts';

export type { Who } from '../../../test/demo-kit.ts';

export interface PlacesKit extends DemoKit {
  /** `provider` handles a service request of `customer` (R12): it then serves the customer. */
  serve(provider: auth.CompanyType, customer: auth.CompanyType): Promise<void>;
}

/** The app with demo data, every demo owner signed in. */
export async function placesKit(): Promise<PlacesKit> {
  const kit = await demoKit();
  return {
    ...kit,
    async serve(provider, customer) {
      await kit.t.deps.database.db.insert(companyRequests).values({
        senderCompanyId: kit.ids[customer],
        destinationType: provider,
        destinationEmail: demoOwnerEmail(provider),
        destinationCompanyId: kit.ids[provider],
        type: 'maintenance',
        status: 'handled',
      });
    },
  };
}
