/**
 * A client typed from the generated API types (generate.ts writes generated/api.d.ts from /api/docs/json):
 * if the document stops describing these calls as the server answers them, `npm run check` fails here.
 */
import type { components, paths } from './generated/api.d.ts';

type Json<R> = R extends { content: { 'application/json': infer B } } ? B : never;

type Login = paths['/api/auth/login']['post'];
export const signIn = (body: Login['requestBody']['content']['application/json']) => body;
signIn({ email: 'admin@example.com', password: 'secret' });

const session = {} as Json<Login['responses'][200]>;
export const token: string = session.data.token;
const refused = {} as Json<Login['responses'][418]>;
export const firstField: string | undefined = refused[0]?.param;
const tooMany = {} as Json<Login['responses'][429]>;
export const code: string | undefined = tooMany.code;

// A signed-in call: 401 and 403 are documented with the error body, 204 without a body.
type DeleteRole = paths['/api/company/{id}/role/{roleId}']['delete'];
export const roleIds: DeleteRole['parameters']['path'] = { id: 1, roleId: 2 };
const unauthorized = {} as Json<DeleteRole['responses'][401]>;
export const message: string = unauthorized.msg;
export const noContent: DeleteRole['responses'][204]['content'] = undefined as never;

// Files and recursive schemas.
type Bill = paths['/api/company/{id}/order/{orderId}/bill']['get']['responses'];
export const pdf: Bill[200]['content']['application/pdf'] = '%PDF-';
const notAvailable = {} as Json<Bill[477]>;
export const billCode: string | undefined = notAvailable.code;
const tree = {} as Json<paths['/api/permissions/hierarchy']['get']['responses'][200]>;
export const grandchild: string | undefined = tree.data[0]?.children[0]?.children[0]?.key;
export const errorBody: components['schemas']['Error'] = { msg: 'Not found', code: 'NOT_FOUND' };
