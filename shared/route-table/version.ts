/** The version family's routes (one Lambda function): its handlers import only these schemas. */
import { route, routeLookup, type RouteDef } from '../route-def';
import { versionResponse } from '../schemas/auth';

export const versionRoutes = [
  route({
    family: 'version',
    handler: 'get-version',
    method: 'GET',
    path: '/api/Version/test',
    access: 'public',
    summary: 'The build version text of the portal',
    request: {},
    response: versionResponse,
  }),
] as const satisfies readonly RouteDef[];

/** The route of one of this family's handlers, with its schemas' types. */
export const getRoute = routeLookup(versionRoutes);
