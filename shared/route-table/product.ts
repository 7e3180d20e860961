/** The product family's routes (one Lambda function): its handlers import only these schemas. */
import { route, routeLookup, type RouteDef } from '../route-def';
import { noParams } from '../schemas/common';
import { productsResponse } from '../schemas/employer';

export const productRoutes = [
  route({
    family: 'product',
    handler: 'get-products',
    method: 'GET',
    path: '/api/Product/test',
    access: 'member',
    summary: "Additional-service products of the caller's employer",
    request: { query: noParams },
    response: productsResponse,
  }),
] as const satisfies readonly RouteDef[];

/** The route of one of this family's handlers, with its schemas' types. */
export const getRoute = routeLookup(productRoutes);
