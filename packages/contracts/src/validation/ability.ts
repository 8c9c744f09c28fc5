import { z } from 'zod';
import { ACTION_MUST_BE_PROVIDED, ENTITY_MUST_BE_OBJECT, INVALID_ABILITY } from './messages.ts';

/** R97: an ability's parts. */
export interface AbilityRef {
  app: string;
  module: string;
  action: string;
}

const PART = /^[^.\s]+$/;

/** R97: 'app.module.action' into its parts, or null unless there are exactly three non-blank parts. */
export function parseAbility(value: string): AbilityRef | null {
  const parts = value.split('.');
  if (parts.length !== 3 || !parts.every((p) => PART.test(p))) return null;
  const [app, module, action] = parts as [string, string, string];
  return { app, module, action };
}

/** R97: the string form of an ability. */
export const formatAbility = ({ app, module, action }: AbilityRef) => `${app}.${module}.${action}`;

/** R97. */
export const isAbilityString = (value: unknown) => typeof value === 'string' && parseAbility(value) !== null;

/** R97. */
export const abilityStringSchema = z.string().refine((v) => parseAbility(v) !== null, INVALID_ABILITY);

/** R98: an entity is a plain object (not null, not an array). */
export const isAbilityEntity = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** R98: throws 'Entity must be an object'. */
export function assertAbilityEntity(value: unknown): asserts value is Record<string, unknown> {
  if (!isAbilityEntity(value)) throw new Error(ENTITY_MUST_BE_OBJECT);
}

/** R99: throws 'Action must be provided' for a missing or blank action. */
export function assertAbilityAction(action: unknown): asserts action is string {
  if (typeof action !== 'string' || action.trim() === '') throw new Error(ACTION_MUST_BE_PROVIDED);
}

/** R98/R99: an ability check: a required action and, when tied to a record, an entity object. */
export const abilityCheckSchema = z.object({
  action: z.string({ error: ACTION_MUST_BE_PROVIDED }).trim().min(1, ACTION_MUST_BE_PROVIDED),
  entity: z.custom<Record<string, unknown>>(isAbilityEntity, ENTITY_MUST_BE_OBJECT).optional(),
});
