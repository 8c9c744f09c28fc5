import type { devices as contract } from '@atrium/contracts';
import { eq } from 'drizzle-orm';
import type { Config } from '../../kernel/config.ts';
import type { DbOrTx } from '../../kernel/db/client.ts';
import type { RequestContext } from '../../kernel/http/context.ts';
import { ValidationError } from '../../kernel/http/errors.ts';
import { companies } from '../companies/companies.schema.ts';
import type { Tenancy } from '../scope/index.ts';
import { meterBill } from './meter-bill.service.ts';

/**
 * What the meter invoice view prints (spec §2 reports generator `meter-invoice`): the month's bill of one
 * meter (`meterBill`, its tenancy: another company's meter is a 404), the brand as seller and the meter's
 * owner as customer. A device that is not a meter is a 418 on `deviceId`.
 */
export async function meterInvoiceData(
  db: DbOrTx,
  config: Pick<Config, 'BRAND_NAME' | 'SUPPORT_EMAIL' | 'SUPPORT_PHONE'>,
  ctx: RequestContext,
  query: Tenancy & { month: string; deviceId: number },
  now = new Date(),
): Promise<contract.MeterInvoicePrintData> {
  const { data: bill } = await meterBill(db, ctx, query);
  const first = bill.lines[0];
  if (!first) throw new ValidationError([{ param: 'deviceId', msg: 'Must Be a Meter' }]);
  const [owner] = await db
    .select({ email: companies.email })
    .from(companies)
    .where(eq(companies.id, first.company.id));
  return {
    number: `MTR-${first.device.serial}-${query.month.replace('-', '')}`,
    issuedAt: now.toISOString(),
    seller: {
      name: config.BRAND_NAME,
      email: config.SUPPORT_EMAIL ?? null,
      phone: config.SUPPORT_PHONE ?? null,
    },
    customer: { ...first.company, email: owner?.email ?? null },
    device: first.device,
    month: bill.month,
    from: bill.from,
    to: bill.to,
    lines: bill.lines,
    totals: bill.totals,
  };
}
