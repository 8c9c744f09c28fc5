import { z } from 'zod';
import { COMPANY_TYPES, SERVICE_PROVIDER_TYPES, type ServiceProviderType } from '../auth/index.ts';
import { anyOf, authenticated, defineEndpoint, publicAccess } from '../kernel/endpoint.ts';
import { errorBody } from '../kernel/errors.ts';
import { recordId } from '../kernel/ids.ts';
import { paged, pageQuery } from '../kernel/list.ts';
import { emailSchema } from '../validation/email.ts';
import { CONTRACT_STATUSES } from './contract-status.ts';

/** R12: a service request is sent, then handled (engaged) or cancelled; a handled one can be disengaged. */
export const REQUEST_STATUSES = ['sent', 'handled', 'cancelled', 'disengaged'] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];
export type RequestAction = 'engage' | 'cancel' | 'disengage';

const TRANSITIONS: Record<RequestAction, { from: RequestStatus; to: RequestStatus }> = {
  engage: { from: 'sent', to: 'handled' },
  cancel: { from: 'sent', to: 'cancelled' },
  disengage: { from: 'handled', to: 'disengaged' },
};
/** The status after an action, or null when the action is not allowed from `status`. */
export const nextRequestStatus = (status: RequestStatus, action: RequestAction): RequestStatus | null =>
  TRANSITIONS[action].from === status ? TRANSITIONS[action].to : null;

export const REQUEST_TYPES = ['maintenance', 'monitoring', 'security', 'installation'] as const;
export type RequestType = (typeof REQUEST_TYPES)[number];

export const serviceRequest = z.object({
  id: z.number().int(),
  senderCompany: z.object({ id: z.number().int(), name: z.string() }),
  destinationType: z.enum(COMPANY_TYPES),
  destinationEmail: z.string(),
  destinationCompany: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  type: z.enum(REQUEST_TYPES),
  status: z.enum(REQUEST_STATUSES),
  /** The engagement's contract once handled (R13): the sender may suspend it (Inactive) and resume it. */
  contractStatus: z.enum(CONTRACT_STATUSES),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ServiceRequest = z.infer<typeof serviceRequest>;

const id = recordId;
const companyParams = z.object({ id });
const requestParams = z.object({ id, requestId: id });
const one = { 200: z.object({ data: serviceRequest }), 404: errorBody, 409: errorBody };

export const requestTypes = defineEndpoint({
  method: 'GET',
  path: '/company/requestTypes',
  summary: 'The kinds of service a company can request',
  tags: ['company requests'],
  access: authenticated,
  schemas: { response: { 200: z.object({ data: z.array(z.enum(REQUEST_TYPES)) }) } },
});

export const listRequests = defineEndpoint({
  method: 'GET',
  path: '/company/:id/request',
  summary: 'Service requests the company sent or received',
  tags: ['company requests'],
  access: anyOf('p_company_service_requests_view'),
  schemas: {
    params: companyParams,
    querystring: pageQuery.extend({
      status: z.enum(REQUEST_STATUSES).optional(),
      direction: z.enum(['sent', 'received']).optional(),
    }),
    response: { 200: paged(serviceRequest), 404: errorBody },
  },
});

export const sendRequest = defineEndpoint({
  method: 'POST',
  path: '/company/:id/request',
  summary: 'Ask a provider (by email) for a service; a provider not yet on the platform gets an invitation',
  tags: ['company requests'],
  access: anyOf('p_company_service_requests_send'),
  schemas: {
    params: companyParams,
    body: z.strictObject({
      destinationType: z.enum(COMPANY_TYPES, { error: 'Choose a company type' }),
      type: z.enum(REQUEST_TYPES, { error: 'Choose a request type' }),
      destinationEmail: emailSchema,
    }),
    response: { 201: z.object({ data: serviceRequest }), 404: errorBody },
  },
});

export const getRequest = defineEndpoint({
  method: 'GET',
  path: '/company/:id/request/:requestId',
  summary: 'One service request of the company',
  tags: ['company requests'],
  access: anyOf('p_company_service_requests_view'),
  schemas: { params: requestParams, response: one },
});

export const engageRequest = defineEndpoint({
  method: 'POST',
  path: '/company/:id/request/engage',
  summary: 'The receiving provider takes the request on (sent → handled)',
  tags: ['company requests'],
  access: anyOf('p_company_service_requests_handle'),
  schemas: { params: companyParams, body: z.strictObject({ requestId: id }), response: one },
});

export const cancelRequest = defineEndpoint({
  method: 'POST',
  path: '/company/:id/request/:requestId/cancel',
  summary: 'The sender withdraws a request not yet handled (sent → cancelled)',
  tags: ['company requests'],
  access: anyOf('p_company_service_requests_cancel'),
  schemas: { params: requestParams, response: one },
});

export const disengageRequest = defineEndpoint({
  method: 'POST',
  path: '/company/:id/disengage/:requestId',
  summary: 'Either side ends a handled engagement (handled → disengaged)',
  tags: ['company requests'],
  access: anyOf('p_company_service_requests_disengage'),
  schemas: { params: requestParams, response: one },
});

export const setRequestContract = defineEndpoint({
  method: 'PUT',
  path: '/company/:id/contract/:contractId',
  summary:
    'The customer suspends (Inactive, shown as Suspended) or resumes (Active) the contract of a handled request; a suspended provider stops seeing the customer (R13)',
  tags: ['company requests'],
  access: anyOf('p_company_contract_management_update'),
  schemas: {
    params: z.object({ id, contractId: id }),
    body: z.strictObject({
      contractStatus: z.enum(CONTRACT_STATUSES, { error: 'Choose Active or Inactive' }),
    }),
    response: one,
  },
});

/** What an invitation link shows before sign-up: who asks, for what, and the type to sign up as. */
export const invitationView = z.object({
  senderCompany: z.object({ name: z.string() }),
  destinationType: z.enum(SERVICE_PROVIDER_TYPES),
  destinationEmail: z.string(),
  type: z.enum(REQUEST_TYPES),
  createdAt: z.string(),
});
export type Invitation = z.infer<typeof invitationView>;

export const invitation = defineEndpoint({
  method: 'GET',
  path: '/company/request/invitation/:token',
  summary:
    'The service request behind an invitation link (public: the token is the secret); 404 once the request was answered or withdrawn',
  tags: ['company requests'],
  access: publicAccess,
  schemas: {
    params: z.object({ token: z.string().min(16, 'Invalid link').max(128, 'Invalid link') }),
    response: { 200: z.object({ data: invitationView }), 404: errorBody },
  },
});

/** Which kinds of service each provider type is usually asked for, most usual first. */
export const RECOMMENDED_REQUEST_TYPES: Record<ServiceProviderType, readonly RequestType[]> = {
  FMC: ['maintenance', 'installation'],
  AMC: ['maintenance'],
  Operator: ['monitoring', 'installation'],
  Authority: ['monitoring'],
  'Security Company': ['security', 'monitoring'],
};

export const recommendedMeta = z.object({
  destinations: z.array(
    z.object({
      destinationType: z.enum(SERVICE_PROVIDER_TYPES),
      requestTypes: z.array(z.enum(REQUEST_TYPES)),
      /** A handled request with an active contract serves this company already. */
      engaged: z.boolean(),
      /** A request to this type waits for an answer. */
      pending: z.boolean(),
    }),
  ),
});
export type RecommendedMeta = z.infer<typeof recommendedMeta>;

export const getRecommendedMeta = defineEndpoint({
  method: 'GET',
  path: '/company/:id/recommended-meta',
  summary:
    'For the send-request form: the provider types this company may ask, the usual request types of each, and which it already has or awaits',
  tags: ['company requests'],
  access: anyOf('p_company_service_requests_view'),
  schemas: { params: companyParams, response: { 200: z.object({ data: recommendedMeta }), 404: errorBody } },
});
