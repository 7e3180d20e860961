/**
 * The chain of an admin route: http.ts's, with the administrator's grant read and checked in the
 * caller's place (admin.ts). Its own module, so that only the console's bundles (the admin and
 * admin-files families: any route with access 'admin') carry the admin table's adapter.
 */
import type { RouteDef } from '../../shared/route-def';
import { adminStore } from '../composition';
import { adminCaller } from './admin';
import { httpHandler, type HandlerFn } from './http';

/**
 * @example
 * export const handler = adminHttpHandler(getRoute('get-admin-me'), async ({ admin }) => ({ data: ... }));
 */
export function adminHttpHandler<R extends RouteDef>(route: R, fn: HandlerFn<R>) {
  return httpHandler(route, fn, { admin: adminCaller(route, (sub) => adminStore().grant(sub)) });
}
