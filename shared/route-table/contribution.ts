/** The contribution family's routes (one Lambda function): its handlers import only these schemas. */
import { route, routeLookup, type RouteDef } from '../route-def';
import {
  affordabilityPath,
  affordabilityQuery,
  affordabilityResponse,
  contributionResponse,
  monthlyContributionPath,
  waivedContributionPath,
} from '../schemas/contribution';

export const contributionRoutes = [
  route({
    family: 'contribution',
    handler: 'get-monthly-contribution',
    method: 'GET',
    path: '/api/EmployerContribution/GetMonthlyEmployerContributionWithClass/{accountid}/{effectiveDate}/{dob}/{state}/{class}/{d1}/{d2}/{d3}/{d4}/{d5}',
    access: 'member',
    summary: 'Monthly employer contribution for the household',
    request: { path: monthlyContributionPath },
    response: contributionResponse,
  }),

  route({
    family: 'contribution',
    handler: 'get-waived-contribution',
    method: 'GET',
    path: '/api/EmployerContribution/GetWaivedContribution/{accountid}/{effectiveDate}/{dob}/{state}',
    access: 'member',
    summary: 'Monthly employer contribution when coverage is waived',
    request: { path: waivedContributionPath },
    response: contributionResponse,
  }),

  route({
    family: 'contribution',
    handler: 'get-affordability',
    method: 'GET',
    path: '/api/EmployerContribution/Affordability/{planYear}',
    access: 'member',
    summary:
      "Whether the caller's offer is affordable for the plan year, with the numbers behind the verdict",
    request: { path: affordabilityPath, query: affordabilityQuery },
    response: affordabilityResponse,
  }),
] as const satisfies readonly RouteDef[];

/** The route of one of this family's handlers, with its schemas' types. */
export const getRoute = routeLookup(contributionRoutes);
