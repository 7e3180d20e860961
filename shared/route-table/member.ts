/** The member family's routes (one Lambda function): its handlers import only these schemas. */
import { route, routeLookup, type RouteDef } from '../route-def';
import {
  changePasswordBody,
  memberIdPath,
  memberResponse,
  saveLanguageBody,
  savePcpBody,
  successResponse,
} from '../schemas/member';
import { memberUpdateBody, saveProfileBody, saveProfileResponse, saveSsnBody } from '../schemas/profile';

export const memberRoutes = [
  route({
    family: 'member',
    handler: 'get-member',
    method: 'GET',
    path: '/api/Member/GetMember',
    access: 'member',
    summary: "The caller's own member record (SSN masked)",
    request: {},
    response: memberResponse,
  }),

  route({
    family: 'member',
    handler: 'get-member-by-id',
    method: 'GET',
    path: '/api/Member/{id}',
    access: 'member',
    summary: "A member by id: only the caller's own",
    request: { path: memberIdPath },
    response: memberResponse,
  }),

  route({
    family: 'member',
    handler: 'put-member',
    method: 'PUT',
    path: '/api/Member',
    access: 'member',
    summary:
      "Update the caller's own member fields (also sent with the json-patch content type); city, county and state come from the ZIP code",
    request: { body: memberUpdateBody },
    response: memberResponse,
  }),

  route({
    family: 'member',
    handler: 'put-profile',
    method: 'PUT',
    path: '/api/Member/Profile',
    access: 'member',
    summary:
      "Save the caller's profile and the complete list of dependents in one transaction (added, changed and removed dependents)",
    request: { body: saveProfileBody },
    response: saveProfileResponse,
  }),

  route({
    family: 'member',
    handler: 'put-member-ssn',
    method: 'PUT',
    path: '/api/Member/Ssn',
    access: 'member',
    summary:
      "Save the caller's SSN alone (the SSN popup of plan shopping); answers the member with the SSN masked",
    request: { body: saveSsnBody },
    response: memberResponse,
  }),

  route({
    family: 'member',
    handler: 'put-member-pcp',
    method: 'PUT',
    path: '/api/Member/Pcp',
    access: 'member',
    summary:
      "Save the caller's Primary Care Physician (name, id, existing patient) alone, from the member version the page read; answers the member",
    request: { body: savePcpBody },
    response: memberResponse,
  }),

  route({
    family: 'member',
    handler: 'put-member-language',
    method: 'PUT',
    path: '/api/Member/Language',
    access: 'member',
    summary:
      "Save the caller's language ('en' or 'es'; the member's e-mails are sent in it) alone, without the member version and without changing it; answers the member",
    request: { body: saveLanguageBody },
    response: memberResponse,
  }),

  route({
    family: 'member',
    handler: 'post-change-password',
    method: 'POST',
    path: '/api/changepassword',
    access: 'member',
    summary: "Change the caller's password",
    request: { body: changePasswordBody },
    response: successResponse,
  }),
] as const satisfies readonly RouteDef[];

/** The route of one of this family's handlers, with its schemas' types. */
export const getRoute = routeLookup(memberRoutes);
