/** The employer family's routes (one Lambda function): its handlers import only these schemas. */
import { route, routeLookup, type RouteDef } from '../route-def';
import { noParams } from '../schemas/common';
import { brokerResponse, contactsResponse, employerIdPath, employerResponse } from '../schemas/employer';
import {
  noticeAcknowledgmentBody,
  noticeAcknowledgmentResponse,
  noticeQuery,
  noticeResponse,
} from '../schemas/ichra-notice';

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

  route({
    family: 'employer',
    handler: 'get-ichra-notice',
    method: 'GET',
    path: '/api/IchraNotice',
    access: 'member',
    summary:
      "The caller's ICHRA notice, rendered from the employer's terms for the caller's class and plan year (the one being enrolled, or `planYear` the next), in `language` (else the caller's), with the caller's acknowledgment of that version or null",
    request: { query: noticeQuery },
    response: noticeResponse,
  }),

  route({
    family: 'employer',
    handler: 'post-ichra-notice-acknowledgment',
    method: 'POST',
    path: '/api/IchraNotice/Acknowledgment',
    access: 'member',
    summary:
      'Acknowledge the ICHRA notice version read: stored once with its exact text (a second acknowledgment of the version answers the first); 409 when the notice changed since it was read',
    request: { body: noticeAcknowledgmentBody },
    response: noticeAcknowledgmentResponse,
  }),
] as const satisfies readonly RouteDef[];

/** The route of one of this family's handlers, with its schemas' types. */
export const getRoute = routeLookup(employerRoutes);
