import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type DevicesKit, devicesKit } from '../../modules/devices/__tests__/kit.ts';
import { NUL_MESSAGE, nulPaths } from './nul-characters.ts';

const rules = [{ kind: 'above', key: 'battery', value: 10, severity: 'major' }];

describe('[KERNEL] a NUL character in the input', () => {
  test('its paths are found in nested bodies', () => {
    expect(nulPaths({ name: 'a\u0000', rules: [{ note: 'ok' }, { note: '\u0000' }], n: 1 })).toEqual([
      'name',
      'rules.1.note',
    ]);
    expect(nulPaths({ name: 'plain', list: ['a', 'b'] })).toEqual([]);
  });

  let k: DevicesKit;
  beforeAll(async () => {
    k = await devicesKit();
  });
  afterAll(() => k.t.close());

  test('is a 418 on its field, not a 500 from the database (a template name, a list filter); nothing written', async () => {
    const made = await k.call('Customer', 'POST', '/api/swam/template', { name: 'Plain', rules });
    expect(made.statusCode).toBe(201);
    const id = made.json().data.id;
    const put = await k.call('Customer', 'PUT', `/api/swam/template/${id}`, {
      name: 'nul\u0000inside',
      rules,
    });
    expect(put.statusCode).toBe(418);
    expect(put.json()).toEqual([{ param: 'name', msg: NUL_MESSAGE }]);
    expect((await k.call('Customer', 'GET', `/api/swam/template/${id}`)).json().data.name).toBe('Plain');
    const list = await k.call('Customer', 'GET', '/api/swam/template?name=a%00b');
    expect(list.statusCode).toBe(418);
    expect(list.json()).toEqual([{ param: 'name', msg: NUL_MESSAGE }]);
    // Still the access rule first: no session, 401.
    const anonymous = await k.t.app.inject({
      method: 'PUT',
      url: `/api/swam/template/${id}`,
      payload: { name: '\u0000', rules },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
