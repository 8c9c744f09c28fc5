import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type DevicesKit, devicesKit } from '../../devices/__tests__/kit.ts';

/**
 * R132: the template screens send the selected customer as the customerId query (the web's API client) or
 * on-behalf-of; a template created so belongs to that customer. Another company's id is refused.
 */
let k: DevicesKit;

beforeAll(async () => {
  k = await devicesKit();
});
afterAll(() => k.t.close());

const form = (name: string) => ({
  name,
  rules: [{ kind: 'above', key: 'co2', value: 1000, severity: 'major' }],
});

describe('[ALARMS] template owner (R132)', () => {
  test('an integrator creates for its customer by the customerId query or on-behalf-of; lists and copies there', async () => {
    const byQuery = await k.call(
      'Integrator',
      'POST',
      `/api/swam/template?customerId=${k.ids.Customer}`,
      form('By query'),
    );
    expect(byQuery.statusCode, byQuery.body).toBe(201);
    expect(byQuery.json().data.company).toEqual({ id: k.ids.Customer, name: 'Demo Customer' });

    const byHeader = await k.call('Integrator', 'POST', '/api/swam/template', form('By header'), {
      'on-behalf-of': String(k.ids.Customer),
    });
    expect(byHeader.json().data.company.id).toBe(k.ids.Customer);

    // The body's customerId wins over the query.
    const own = await k.call('Integrator', 'POST', `/api/swam/template?customerId=${k.ids.Customer}`, {
      ...form('Own'),
      customerId: k.ids.Integrator,
    });
    expect(own.json().data.company.id).toBe(k.ids.Integrator);

    const customers = (await k.call('Customer', 'GET', '/api/swam/template?name=By')).json().data;
    expect(customers.map((t: { name: string }) => t.name).sort()).toEqual(['By header', 'By query']);
    const copy = await k.call('Integrator', 'POST', `/api/swam/template/${byQuery.json().data.id}/copy`);
    expect(copy.json().data).toMatchObject({ name: 'By query (copy)', company: { id: k.ids.Customer } });
  });

  test('a company the caller does not serve is a 418 on customerId; ":me" and ":none" mean its own', async () => {
    const theirs = await k.call(
      'Customer',
      'POST',
      `/api/swam/template?customerId=${k.ids['Building Owner']}`,
      form('Not mine'),
    );
    expect(theirs.statusCode).toBe(418);
    expect(k.fields(theirs)).toEqual(['customerId: Choose One of Your Customers']);
    const me = await k.call('Customer', 'POST', '/api/swam/template?customerId=:me', form('Mine'));
    expect(me.json().data.company.id).toBe(k.ids.Customer);
    const bad = await k.call('Customer', 'POST', '/api/swam/template?customerId=abc', form('Bad'));
    expect(bad.statusCode).toBe(418);
    expect(k.fields(bad)[0]).toMatch(/^customerId: /);
  });
});
