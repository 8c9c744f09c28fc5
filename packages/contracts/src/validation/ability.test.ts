import { describe, expect, test } from 'vitest';
import {
  abilityCheckSchema,
  abilityStringSchema,
  assertAbilityAction,
  assertAbilityEntity,
  formatAbility,
  isAbilityEntity,
  isAbilityString,
  parseAbility,
} from './ability.ts';
import { ACTION_MUST_BE_PROVIDED, ENTITY_MUST_BE_OBJECT, INVALID_ABILITY } from './messages.ts';

describe('abilities (spec §5)', () => {
  test('R97 ability string form is app.module.action', () => {
    const ref = { app: 'metrowatch', module: 'device', action: 'unlock' };
    expect(parseAbility('metrowatch.device.unlock')).toEqual(ref);
    expect(formatAbility(ref)).toBe('metrowatch.device.unlock');
    for (const v of ['metrowatch.device', 'a.b.c.d', 'a..c', '.b.c', 'a.b.', 'a b.c.d', '']) {
      expect(isAbilityString(v)).toBe(false);
    }
    expect(abilityStringSchema.safeParse('a.b').error?.issues[0]?.message).toBe(INVALID_ABILITY);
  });

  test('R98 ability entity must be an object', () => {
    expect(isAbilityEntity({ id: 1 })).toBe(true);
    for (const v of [null, undefined, [], 'x', 1]) {
      expect(isAbilityEntity(v)).toBe(false);
      expect(() => assertAbilityEntity(v)).toThrow(ENTITY_MUST_BE_OBJECT);
    }
    expect(abilityCheckSchema.safeParse({ action: 'read', entity: [] }).error?.issues[0]?.message).toBe(
      'Entity must be an object',
    );
  });

  test("R99 ability action is required ('Action must be provided')", () => {
    expect(() => assertAbilityAction('read')).not.toThrow();
    for (const v of ['', '  ', undefined, null])
      expect(() => assertAbilityAction(v)).toThrow(ACTION_MUST_BE_PROVIDED);
    expect(abilityCheckSchema.safeParse({}).error?.issues[0]?.message).toBe('Action must be provided');
    expect(abilityCheckSchema.safeParse({ action: ' ' }).error?.issues[0]?.message).toBe(
      'Action must be provided',
    );
    expect(abilityCheckSchema.parse({ action: 'read', entity: { id: 3 } })).toEqual({
      action: 'read',
      entity: { id: 3 },
    });
  });
});
