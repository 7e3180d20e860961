/** The media family's routes (one Lambda function): its handlers import only these schemas. */
import { route, routeLookup, type RouteDef } from '../route-def';
import { noParams } from '../schemas/common';
import { documentsResponse } from '../schemas/employer';

export const mediaRoutes = [
  route({
    family: 'media',
    handler: 'get-documents',
    method: 'GET',
    path: '/api/media/getdocs',
    access: 'member',
    summary: "ICHRA documents of the caller's employer",
    request: { query: noParams },
    response: documentsResponse,
  }),
] as const satisfies readonly RouteDef[];

/** The route of one of this family's handlers, with its schemas' types. */
export const getRoute = routeLookup(mediaRoutes);
