import { companies } from '@atrium/contracts';
import { parseListQuery } from '../../kernel/http/list-query.ts';
import { type AppDeps, defineRoute } from '../../kernel/module.ts';
import {
  COMPANY_SORTS,
  callerCompanyType,
  createCompany,
  findVisibleCompany,
  listCompanies,
  toCompany,
  updateCompany,
} from './companies.service.ts';
import { getRequest, listRequests, moveRequest, sendRequest } from './company-requests.service.ts';
import {
  createCompanyRole,
  deleteCompanyRole,
  listCompanyRoles,
  updateCompanyRole,
} from './company-roles.service.ts';
import {
  assignCompanyUserRole,
  createCompanyUser,
  getCompanyUser,
  listCompanyUsers,
  setCompanyUserExpiration,
  USER_SORTS,
  unassignCompanyUserRole,
} from './company-users.service.ts';

export const companyRoutes = ({ config, database: { db } }: AppDeps) => [
  defineRoute(companies.list, async ({ ctx, query }) =>
    listCompanies(
      db,
      ctx,
      query,
      parseListQuery(query, { sortable: COMPANY_SORTS, defaultSort: [{ field: 'name', direction: 'asc' }] }),
    ),
  ),
  defineRoute(companies.relatedTypes, async ({ ctx }) => ({
    data: companies.creatableCompanyTypes({
      isAdmin: ctx.user?.isAdmin ?? false,
      companyType: await callerCompanyType(db, ctx),
    }),
  })),
  defineRoute(companies.create, async ({ ctx, body, reply }) =>
    reply.code(201).send({ data: await createCompany(db, ctx, body) }),
  ),
  defineRoute(companies.get, async ({ ctx, params }) => ({
    data: toCompany(await findVisibleCompany(db, ctx, params.id)),
  })),
  defineRoute(companies.update, async ({ ctx, params, body }) => ({
    data: await updateCompany(db, ctx, params.id, body),
  })),
  defineRoute(companies.setContract, async ({ ctx, params, body }) => ({
    data: await updateCompany(db, ctx, params.id, body),
  })),
  defineRoute(companies.listUsers, async ({ ctx, params, query }) =>
    listCompanyUsers(db, ctx, params.id, query.nameFilter, parseListQuery(query, { sortable: USER_SORTS })),
  ),
  defineRoute(companies.createUser, async ({ ctx, params, body, reply }) =>
    reply.code(201).send({ data: await createCompanyUser(db, config, ctx, params.id, body) }),
  ),
  defineRoute(companies.getUser, async ({ ctx, params }) => ({
    data: await getCompanyUser(db, ctx, params.id, params.userId),
  })),
  defineRoute(companies.assignRole, async ({ ctx, params, body }) => ({
    data: await assignCompanyUserRole(db, ctx, params.id, params.userId, body.roleId),
  })),
  defineRoute(companies.unassignRole, async ({ ctx, params, body }) => ({
    data: await unassignCompanyUserRole(db, ctx, params.id, params.userId, body.roleId),
  })),
  defineRoute(companies.setExpiration, async ({ ctx, params, body }) => ({
    data: await setCompanyUserExpiration(db, ctx, params.id, params.userId, body.expiresAt),
  })),
  defineRoute(companies.listRoles, async ({ ctx, params }) => ({
    data: await listCompanyRoles(db, ctx, params.id),
  })),
  defineRoute(companies.createRole, async ({ ctx, params, body, reply }) =>
    reply.code(201).send({ data: await createCompanyRole(db, ctx, params.id, body) }),
  ),
  defineRoute(companies.updateRole, async ({ ctx, params, body }) => ({
    data: await updateCompanyRole(db, ctx, params.id, params.roleId, body),
  })),
  defineRoute(companies.deleteRole, async ({ ctx, params, reply }) => {
    await deleteCompanyRole(db, ctx, params.id, params.roleId);
    return reply.code(204).send();
  }),
  defineRoute(companies.requestTypes, async () => ({ data: [...companies.REQUEST_TYPES] })),
  defineRoute(companies.listRequests, async ({ ctx, params, query }) =>
    listRequests(db, ctx, params.id, query, parseListQuery(query, { sortable: [] })),
  ),
  defineRoute(companies.sendRequest, async ({ ctx, params, body, reply }) =>
    reply.code(201).send({ data: await sendRequest(db, config, ctx, params.id, body) }),
  ),
  defineRoute(companies.getRequest, async ({ ctx, params }) => ({
    data: await getRequest(db, ctx, params.id, params.requestId),
  })),
  defineRoute(companies.engageRequest, async ({ ctx, params, body }) => ({
    data: await moveRequest(db, ctx, params.id, body.requestId, 'engage'),
  })),
  defineRoute(companies.cancelRequest, async ({ ctx, params }) => ({
    data: await moveRequest(db, ctx, params.id, params.requestId, 'cancel'),
  })),
  defineRoute(companies.disengageRequest, async ({ ctx, params }) => ({
    data: await moveRequest(db, ctx, params.id, params.requestId, 'disengage'),
  })),
];
