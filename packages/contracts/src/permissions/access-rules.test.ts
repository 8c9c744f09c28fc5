import { describe, expect, test } from 'vitest';
import {
  type AbilityMap,
  type AbilitySubject,
  ALL_ABILITIES,
  hasAbility,
  meetsVisibility,
  passesAbility,
  type VisibilitySubject,
} from './access-rules.ts';

const customerOwner: VisibilitySubject = { companyType: 'Customer', adminType: null, companySelected: true };
const superAdmin: VisibilitySubject = { companyType: null, adminType: 'Super Admin', companySelected: false };
const financialAdmin: VisibilitySubject = { ...superAdmin, adminType: 'Financial Admin' };

describe('visibility rules (spec §6)', () => {
  test('no rule, or a rule stating nothing, passes', () => {
    expect(meetsVisibility(customerOwner, undefined)).toBe(true);
    expect(meetsVisibility(superAdmin, {})).toBe(true);
  });

  test('R112 the company type must be in the included list and not in the excluded one', () => {
    expect(meetsVisibility(customerOwner, { companyTypes: { include: ['Customer', 'School'] } })).toBe(true);
    expect(meetsVisibility(customerOwner, { companyTypes: { include: ['Integrator'] } })).toBe(false);
    expect(meetsVisibility(customerOwner, { companyTypes: { exclude: ['Customer'] } })).toBe(false);
    expect(meetsVisibility(customerOwner, { companyTypes: { exclude: ['Integrator'] } })).toBe(true);
    // Included and excluded at once: both must hold.
    expect(
      meetsVisibility(customerOwner, { companyTypes: { include: ['Customer'], exclude: ['Customer'] } }),
    ).toBe(false);
    // Without a company, an include list cannot be met; an exclude list cannot be hit.
    expect(meetsVisibility(superAdmin, { companyTypes: { include: ['Customer'] } })).toBe(false);
    expect(meetsVisibility(superAdmin, { companyTypes: { exclude: ['Integrator'] } })).toBe(true);
  });

  test('R113 the admin type must be in the included list and not in the excluded one', () => {
    expect(meetsVisibility(superAdmin, { adminTypes: { include: ['Super Admin'] } })).toBe(true);
    expect(meetsVisibility(financialAdmin, { adminTypes: { include: ['Super Admin'] } })).toBe(false);
    expect(meetsVisibility(financialAdmin, { adminTypes: { exclude: ['Financial Admin'] } })).toBe(false);
    expect(meetsVisibility(customerOwner, { adminTypes: { include: ['Super Admin'] } })).toBe(false);
    expect(meetsVisibility(customerOwner, { adminTypes: { exclude: ['Financial Admin'] } })).toBe(true);
  });

  test('R114 a selected company can be required, and every condition must pass', () => {
    expect(meetsVisibility(superAdmin, { requiresCompany: true })).toBe(false);
    expect(meetsVisibility({ ...superAdmin, companySelected: true }, { requiresCompany: true })).toBe(true);
    const rule = { companyTypes: { exclude: ['Integrator' as const] }, requiresCompany: true };
    expect(meetsVisibility(customerOwner, rule)).toBe(true);
    expect(meetsVisibility({ ...customerOwner, companyType: 'Integrator' }, rule)).toBe(false);
    expect(meetsVisibility({ ...customerOwner, companySelected: false }, rule)).toBe(false);
  });
});

describe('abilities (spec §3, §6)', () => {
  const map: AbilityMap = {
    '12': { devices: ['view', 'unlock'] },
    '13': { alarms: ['view'] },
    '*': { groups: ['view'] },
    '20': { '*': ['view'] },
  };

  test('R111 an ability is held on an entity id: module → actions', () => {
    expect(hasAbility(map, 'devices', 'unlock', 12)).toBe(true);
    expect(hasAbility(map, 'devices', 'unlock', '12')).toBe(true);
    expect(hasAbility(map, 'devices', 'unlock', 13)).toBe(false);
    expect(hasAbility(map, 'devices', 'lock', 12)).toBe(false);
    // `*` as entity or module: every entity's groups, and every module of entity 20.
    expect(hasAbility(map, 'groups', 'view', 99)).toBe(true);
    expect(hasAbility(map, 'templates', 'view', 20)).toBe(true);
    expect(hasAbility(map, 'templates', 'update', 20)).toBe(false);
    // Without an entity: held on some entity.
    expect(hasAbility(map, 'alarms', 'view')).toBe(true);
    expect(hasAbility(map, 'alarms', 'terminate')).toBe(false);
    expect(hasAbility({}, 'alarms', 'view')).toBe(false);
  });

  const member: AbilitySubject = { isAdmin: false, companyAdmin: false, companyId: 5, abilities: map };

  test('R26 system admins hold every ability', () => {
    expect(
      passesAbility({ ...member, isAdmin: true, abilities: {} }, { module: 'x', action: 'y' }, { id: 1 }),
    ).toBe(true);
    expect(hasAbility(ALL_ABILITIES, 'anything', 'at-all', 'any-id')).toBe(true);
  });

  test('R117 the administrator of the entity’s customer company passes; of another company not', () => {
    const owner = { ...member, companyAdmin: true, abilities: {} };
    const check = { module: 'devices', action: 'unlock' };
    expect(passesAbility(owner, check, { id: 77, customerId: 5 })).toBe(true);
    expect(passesAbility(owner, check, { id: 77, customerId: 6 })).toBe(false);
    expect(passesAbility(owner, check, { id: 77 })).toBe(false);
    // A plain member of the customer company needs the ability itself.
    expect(passesAbility(member, check, { id: 77, customerId: 5 })).toBe(false);
    expect(passesAbility(member, check, { id: 12, customerId: 5 })).toBe(true);
  });
});
