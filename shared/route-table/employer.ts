/** The employer family's routes (one Lambda function): its handlers import only these schemas. */
import { route, routeLookup, type RouteDef } from '../route-def';
import { noParams } from '../schemas/common';
import { brokerResponse, contactsResponse, employerIdPath, employerResponse } from '../schemas/employer';

export const employerRoutes = [
  route({
    family: 'employer',
    handler: 'get-employer',
    method: 'GET',
    path: '/api/Employer/{id}',
    access: 'public',
    summary: 'Public fields of an employer (registration and set-password pages)',
    request: { path: employerIdPath },
    response: employerResponse,
  }),

  route({
    family: 'employer',
    handler: 'get-broker',
    method: 'GET',
    path: '/api/Brocker',
    access: 'member',
    summary: "The broker of the caller's employer team",
    request: { query: noParams },
    response: brokerResponse,
  }),

  route({
    family: 'employer',
    handler: 'get-contacts',
    method: 'GET',
    path: '/api/Contacts',
    access: 'member',
    summary: "Contacts of the caller's employer",
    request: { query: noParams },
    response: contactsResponse,
  }),
] as const satisfies readonly RouteDef[];

/** The route of one of this family's handlers, with its schemas' types. */
export const getRoute = routeLookup(employerRoutes);
