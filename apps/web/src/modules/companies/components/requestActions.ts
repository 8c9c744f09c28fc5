import { companies } from '@atrium/contracts';

/** The permission each R12 move needs (the endpoints' access rules). */
export const ACTION_PERMISSIONS: Record<companies.RequestAction, string> = {
  engage: 'p_company_service_requests_handle',
  cancel: 'p_company_service_requests_cancel',
  disengage: 'p_company_service_requests_disengage',
};

/**
 * The moves `companyId` may make on a request: the state machine of R12 allows it from the request's
 * status, the side fits (the receiver engages, the sender cancels, either disengages) and the user holds
 * the permission.
 */
export function allowedRequestActions(
  request: companies.ServiceRequest,
  companyId: number,
  can: (permission: string) => boolean,
): companies.RequestAction[] {
  const sender = request.senderCompany.id === companyId;
  const receiver = request.destinationCompany?.id === companyId;
  const side: Record<companies.RequestAction, boolean> = {
    engage: receiver,
    cancel: sender,
    disengage: sender || receiver,
  };
  return (['engage', 'cancel', 'disengage'] as const).filter(
    (action) =>
      side[action] &&
      companies.nextRequestStatus(request.status, action) !== null &&
      can(ACTION_PERMISSIONS[action]),
  );
}
