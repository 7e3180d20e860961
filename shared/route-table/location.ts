/** The location family's routes (one Lambda function): its handlers import only these schemas. */
import { route, routeLookup, type RouteDef } from '../route-def';
import { locationResponse, zipPath } from '../schemas/location';

export const locationRoutes = [
  route({
    family: 'location',
    handler: 'get-zip-county',
    method: 'GET',
    path: '/api/USZipCounty/{zip}',
    access: 'member',
    summary: 'Counties, city and state of a ZIP code',
    request: { path: zipPath },
    response: locationResponse,
  }),
] as const satisfies readonly RouteDef[];

/** The route of one of this family's handlers, with its schemas' types. */
export const getRoute = routeLookup(locationRoutes);
