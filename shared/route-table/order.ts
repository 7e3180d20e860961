/** The order family's routes (one Lambda function): its handlers import only these schemas. */
import { route, routeLookup, type RouteDef } from '../route-def';
import { authorizeBody, authorizeResponse, ordersResponse } from '../schemas/order';
import { enrollmentGateResponse } from '../schemas/enrollment-gate';

export const orderRoutes = [
  route({
    family: 'order',
    handler: 'post-order',
    method: 'POST',
    path: '/api/Order',
    access: 'member',
    summary: 'Authorize Elections: creates every order of the elections in one transaction',
    request: { body: authorizeBody },
    response: authorizeResponse,
  }),

  route({
    family: 'order',
    handler: 'list-orders',
    method: 'GET',
    path: '/api/Order',
    access: 'member',
    summary: "The caller's orders, newest first (same answer as GetOrderByMember)",
    request: {},
    response: ordersResponse,
  }),

  route({
    family: 'order',
    handler: 'get-orders',
    method: 'GET',
    path: '/api/Order/GetOrderByMember',
    access: 'member',
    summary: "The caller's orders, newest first",
    request: {},
    response: ordersResponse,
  }),

  route({
    family: 'order',
    handler: 'get-enrollment-window',
    method: 'GET',
    path: '/api/Order/EnrollmentWindow',
    access: 'member',
    summary:
      "Whether the caller may elect for the plan year enrolled now: open enrollment, a window of the caller's own, or closed with the deadline that passed",
    request: {},
    response: enrollmentGateResponse,
  }),
] as const satisfies readonly RouteDef[];

/** The route of one of this family's handlers, with its schemas' types. */
export const getRoute = routeLookup(orderRoutes);
