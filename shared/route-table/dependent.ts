/** The dependent family's routes (one Lambda function): its handlers import only these schemas. */
import { route, routeLookup, type RouteDef } from '../route-def';
import { memberVersionQuery } from '../schemas/common';
import { dependentIdPath, dependentMemberPath, dependentsResponse } from '../schemas/dependent';
import { dependentBody, newDependentBody } from '../schemas/profile';

export const dependentRoutes = [
  route({
    family: 'dependent',
    handler: 'get-dependents',
    method: 'GET',
    path: '/api/Dependent/{memberid}',
    access: 'member',
    summary: "The caller's dependents",
    request: { path: dependentMemberPath },
    response: dependentsResponse,
  }),

  route({
    family: 'dependent',
    handler: 'post-dependent',
    method: 'POST',
    path: '/api/Dependent',
    access: 'member',
    summary:
      "Add a dependent to the caller's household (sent with the all-zero id); answers every dependent, SSNs masked",
    request: { body: newDependentBody },
    response: dependentsResponse,
  }),

  route({
    family: 'dependent',
    handler: 'put-dependent',
    method: 'PUT',
    path: '/api/Dependent',
    access: 'member',
    summary: "Change one of the caller's dependents; answers every dependent, SSNs masked",
    request: { body: dependentBody },
    response: dependentsResponse,
  }),

  route({
    family: 'dependent',
    handler: 'delete-dependent',
    method: 'DELETE',
    path: '/api/Dependent/{id}',
    access: 'member',
    summary:
      "Remove one of the caller's dependents (the query carries the member version the page read); answers the dependents left, SSNs masked",
    request: { path: dependentIdPath, query: memberVersionQuery },
    response: dependentsResponse,
  }),
] as const satisfies readonly RouteDef[];

/** The route of one of this family's handlers, with its schemas' types. */
export const getRoute = routeLookup(dependentRoutes);
