import { z } from 'zod';
import { defineEndpoint } from '../kernel/endpoint.ts';
import { errorBody, fieldErrors } from '../kernel/errors.ts';
import { recordId } from '../kernel/ids.ts';
import { paged } from '../kernel/list.ts';
import { customerIdSchema, listQuery, placeName } from '../places/common.ts';
import { accessGrant, accessRevoke, accessView } from './schedules.ts';

/**
 * Access tokens (spec §3, §4): the credentials a person presents at a door: a card, a PIN or a phone key.
 * The code is stored only as a keyed hash; lists show at most its last characters.
 */
export const CREDENTIAL_KINDS = ['card', 'pin', 'phone-key'] as const;
export type CredentialKind = (typeof CREDENTIAL_KINDS)[number];

export const CREDENTIAL_STATES = ['active', 'inactive', 'blocked', 'locked'] as const;
export type CredentialState = (typeof CREDENTIAL_STATES)[number];

/** R7: the six actions on an access token. */
export const CREDENTIAL_ACTIONS = ['activate', 'deactivate', 'block', 'unblock', 'lock', 'unlock'] as const;
export type CredentialAction = (typeof CREDENTIAL_ACTIONS)[number];

/**
 * Which action is allowed from which state, and where it leads. Blocking (a lost card) is the
 * administrator's stop and wins over everything; locking is a temporary hold of an active credential.
 */
export const CREDENTIAL_TRANSITIONS: Record<
  CredentialAction,
  { from: readonly CredentialState[]; to: CredentialState }
> = {
  activate: { from: ['inactive'], to: 'active' },
  deactivate: { from: ['active'], to: 'inactive' },
  block: { from: ['active', 'inactive', 'locked'], to: 'blocked' },
  unblock: { from: ['blocked'], to: 'active' },
  lock: { from: ['active'], to: 'locked' },
  unlock: { from: ['locked'], to: 'active' },
};

/** The actions a credential in `state` allows (the buttons a row shows). */
export const credentialActionsFrom = (state: CredentialState): CredentialAction[] =>
  CREDENTIAL_ACTIONS.filter((action) => CREDENTIAL_TRANSITIONS[action].from.includes(state));

export const CREDENTIAL_STATE_WORDS: Record<CredentialState, string> = {
  active: 'active',
  inactive: 'inactive',
  blocked: 'blocked',
  locked: 'locked',
};

/** The code each kind takes: a card number, a PIN of 4 to 8 digits, a phone key's identifier. */
export const CREDENTIAL_CODE_RULES: Record<CredentialKind, { pattern: RegExp; msg: string }> = {
  card: { pattern: /^[A-Za-z0-9]{4,32}$/, msg: 'A Card Number Has 4 to 32 Letters or Digits' },
  pin: { pattern: /^\d{4,8}$/, msg: 'A PIN Has 4 to 8 Digits' },
  'phone-key': {
    pattern: /^[A-Za-z0-9._:-]{8,128}$/,
    msg: 'A Phone Key Has 8 to 128 Letters, Digits or . _ : -',
  },
};
export const credentialCode = z.string({ error: 'Required' }).trim().min(1, 'Required').max(128);

/** What a list may show of a code: a card's or phone key's last 4 characters, nothing of a PIN. */
export const codeHint = (kind: CredentialKind, code: string) => (kind === 'pin' ? null : code.slice(-4));

const named = z.object({ id: z.number().int(), name: z.string() });

export const credential = z.object({
  id: z.number().int(),
  kind: z.enum(CREDENTIAL_KINDS),
  label: z.string(),
  holder: named,
  company: named,
  /** The code's last characters (null for a PIN). */
  codeHint: z.string().nullable(),
  state: z.enum(CREDENTIAL_STATES),
  /** How many accesses name this credential. */
  accessCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Credential = z.infer<typeof credential>;

export const newCredentialInput = z
  .strictObject({
    kind: z.enum(CREDENTIAL_KINDS, { error: 'Choose a kind' }),
    label: placeName,
    /** The holder: a user of a company the caller sees; the credential belongs to the holder's company. */
    userId: recordId,
    code: credentialCode,
    state: z.enum(['active', 'inactive']).default('active'),
  })
  .superRefine((value, issue) => {
    const rule = CREDENTIAL_CODE_RULES[value.kind];
    if (!rule.pattern.test(value.code)) issue.addIssue({ code: 'custom', path: ['code'], message: rule.msg });
  });

/** A label or holder change; a new code replaces the old one (its kind stays). */
export const credentialUpdate = z.strictObject({
  label: placeName.optional(),
  userId: recordId.optional(),
  code: credentialCode.optional(),
});

export const CREDENTIAL_SORTS = ['id', 'label', 'kind', 'state', 'createdAt'] as const;
const credentialParams = z.object({ id: recordId });
const bad = { 403: errorBody, 404: errorBody, 418: fieldErrors };
const one = z.object({ data: credential });

export const listCredentials = defineEndpoint({
  method: 'GET',
  path: '/metrowatch/access-token',
  summary: `Access tokens (cards, PINs, phone keys); sorts: ${CREDENTIAL_SORTS.join(', ')}; search (name) matches the label or the holder's name; filters kind, state, userId, customerId`,
  tags: ['metrowatch', 'access'],
  access: accessView,
  schemas: {
    querystring: listQuery(CREDENTIAL_SORTS).extend({
      kind: z.enum(CREDENTIAL_KINDS).optional(),
      state: z.enum(CREDENTIAL_STATES).optional(),
      userId: recordId.optional(),
      customerId: customerIdSchema.optional(),
    }),
    response: { 200: paged(credential), ...bad },
  },
});

export const getCredential = defineEndpoint({
  method: 'GET',
  path: '/metrowatch/access-token/:id',
  summary: 'One access token',
  tags: ['metrowatch', 'access'],
  access: accessView,
  schemas: { params: credentialParams, response: { 200: one, ...bad } },
});

export const createCredential = defineEndpoint({
  method: 'POST',
  path: '/metrowatch/access-token',
  summary: 'Issue an access token to a user (409 when the company already has that code for that kind)',
  tags: ['metrowatch', 'access'],
  access: accessGrant,
  schemas: { body: newCredentialInput, response: { 201: one, 409: errorBody, ...bad } },
});

export const updateCredential = defineEndpoint({
  method: 'PUT',
  path: '/metrowatch/access-token/:id',
  summary: 'Rename an access token, give it to another user of its company or replace its code',
  tags: ['metrowatch', 'access'],
  access: accessGrant,
  schemas: {
    params: credentialParams,
    body: credentialUpdate,
    response: { 200: one, 409: errorBody, ...bad },
  },
});

export const deleteCredential = defineEndpoint({
  method: 'DELETE',
  path: '/metrowatch/access-token/:id',
  summary: 'Delete an access token and the accesses that name it',
  tags: ['metrowatch', 'access'],
  access: accessRevoke,
  schemas: { params: credentialParams, response: { 204: z.null(), ...bad } },
});

/** The rule of each action: giving access back needs grant, taking it away needs revoke. */
const ACTION_ACCESS: Record<CredentialAction, typeof accessGrant> = {
  activate: accessGrant,
  unblock: accessGrant,
  unlock: accessGrant,
  deactivate: accessRevoke,
  block: accessRevoke,
  lock: accessRevoke,
};

const transition = (action: CredentialAction) =>
  defineEndpoint({
    method: 'POST',
    path: `/metrowatch/access-token/:id/${action}`,
    summary: `R7: ${action} an access token (allowed from ${CREDENTIAL_TRANSITIONS[action].from.join(', ')}; 409 from another state)`,
    tags: ['metrowatch', 'access'],
    access: ACTION_ACCESS[action],
    schemas: { params: credentialParams, response: { 200: one, 409: errorBody, ...bad } },
  });

export const activateCredential = transition('activate');
export const deactivateCredential = transition('deactivate');
export const blockCredential = transition('block');
export const unblockCredential = transition('unblock');
export const lockCredential = transition('lock');
export const unlockCredential = transition('unlock');
export const CREDENTIAL_ACTION_ENDPOINTS = {
  activate: activateCredential,
  deactivate: deactivateCredential,
  block: blockCredential,
  unblock: unblockCredential,
  lock: lockCredential,
  unlock: unlockCredential,
} as const;
