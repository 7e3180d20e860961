/** The member-account family's routes (one Lambda function): its handlers import only these schemas. */
import { route, routeLookup, type RouteDef } from '../route-def';
import { memberAccountResponse } from '../schemas/member';

export const memberAccountRoutes = [
  route({
    family: 'member-account',
    handler: 'get-member-account',
    method: 'GET',
    path: '/api/MemberAccount/GetMemberAccount',
    access: 'member',
    summary: "The caller's member account (waiver reason, contribution)",
    request: {},
    response: memberAccountResponse,
  }),
] as const satisfies readonly RouteDef[];

/** The route of one of this family's handlers, with its schemas' types. */
export const getRoute = routeLookup(memberAccountRoutes);
