/** The auth family's routes (one Lambda function): its handlers import only these schemas. */
import { route, routeLookup, type RouteDef } from '../route-def';
import { loginBody, loginResponse } from '../schemas/auth';

export const authRoutes = [
  route({
    family: 'auth',
    handler: 'post-login',
    method: 'POST',
    path: '/api/Login',
    access: 'public',
    summary: 'Sign in with e-mail and password; answers the user pool tokens',
    request: { body: loginBody },
    response: loginResponse,
  }),
] as const satisfies readonly RouteDef[];

/** The route of one of this family's handlers, with its schemas' types. */
export const getRoute = routeLookup(authRoutes);
