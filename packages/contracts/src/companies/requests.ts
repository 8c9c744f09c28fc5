import { z } from 'zod';
import { COMPANY_TYPES } from '../auth/index.ts';
import { anyOf, authenticated, defineEndpoint } from '../kernel/endpoint.ts';
import { errorBody } from '../kernel/errors.ts';
import { recordId } from '../kernel/ids.ts';
import { paged } from '../kernel/list.ts';
import { emailSchema } from '../validation/email.ts';

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

export const serviceRequest = z.object({
  id: z.number().int(),
  senderCompany: z.object({ id: z.number().int(), name: z.string() }),
  destinationType: z.enum(COMPANY_TYPES),
  destinationEmail: z.string(),
  destinationCompany: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  type: z.enum(REQUEST_TYPES),
  status: z.enum(REQUEST_STATUSES),
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
    querystring: z.looseObject({
      status: z.enum(REQUEST_STATUSES).optional(),
      direction: z.enum(['sent', 'received']).optional(),
      limit: z.string().optional(),
      offset: z.string().optional(),
      skip: z.string().optional(),
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
