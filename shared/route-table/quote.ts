/** The quote family's routes (one Lambda function): its handlers import only these schemas. */
import { route, routeLookup, type RouteDef } from '../route-def';
import { quoteBody, quoteResponse } from '../schemas/quote';

export const quoteRoutes = [
  route({
    family: 'quote',
    handler: 'post-quote',
    method: 'POST',
    path: '/api/HealthPlanQuote',
    access: 'member',
    summary: 'Health plans offered in the county with the household monthly premium',
    request: { body: quoteBody },
    response: quoteResponse,
  }),
] as const satisfies readonly RouteDef[];

/** The route of one of this family's handlers, with its schemas' types. */
export const getRoute = routeLookup(quoteRoutes);
