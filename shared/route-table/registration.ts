/** The registration family's routes (one Lambda function): its handlers import only these schemas. */
import { route, routeLookup, type RouteDef } from '../route-def';
import {
  deletePendingQuery,
  forgotPasswordBody,
  memberIdPath,
  passwordInfoQuery,
  passwordInfoResponse,
  registerBody,
  registerResponse,
  resetPasswordBody,
  setPasswordBody,
  successResponse,
} from '../schemas/member';
import { invitationPath, invitationResponse } from '../schemas/invitation';

export const registrationRoutes = [
  route({
    family: 'registration',
    handler: 'post-register',
    method: 'POST',
    path: '/api/Member/Register',
    access: 'public',
    summary: 'Register a member from an employer link and send the confirmation e-mail',
    request: { body: registerBody },
    response: registerResponse,
  }),

  route({
    family: 'registration',
    handler: 'delete-pending',
    method: 'DELETE',
    path: '/api/Member/{id}',
    access: 'public',
    summary: 'Delete a pending registration, with the proof returned by that registration',
    request: { path: memberIdPath, query: deletePendingQuery },
    response: successResponse,
  }),

  route({
    family: 'registration',
    handler: 'get-password-info',
    method: 'GET',
    path: '/api/Member/GetMemberPasswordInfo',
    access: 'public',
    summary: 'Whether a set-password link is valid and the password still unset',
    request: { query: passwordInfoQuery },
    response: passwordInfoResponse,
  }),

  route({
    family: 'registration',
    handler: 'post-set-password',
    method: 'POST',
    path: '/api/Member/SetPassword',
    access: 'public',
    summary: 'Set the first password with the one-time token of the e-mailed link',
    request: { body: setPasswordBody },
    response: successResponse,
  }),

  route({
    family: 'registration',
    handler: 'post-forgot-password',
    method: 'POST',
    path: '/api/Member/ForgotPassword',
    access: 'public',
    summary:
      'Send a password-reset code by e-mail, or a new set-password link while the registration is pending (always answers success: no account enumeration)',
    request: { body: forgotPasswordBody },
    response: successResponse,
  }),

  route({
    family: 'registration',
    handler: 'post-reset-password',
    method: 'POST',
    path: '/api/Member/ResetPassword',
    access: 'public',
    summary: 'Set a new password with the e-mailed reset code',
    request: { body: resetPasswordBody },
    response: successResponse,
  }),

  route({
    family: 'registration',
    handler: 'get-invitation',
    method: 'GET',
    path: '/api/Invitation/{token}',
    access: 'public',
    summary:
      "An invitation link's employee (name, e-mail, class) and employer, to pre-fill registration; 403 for a link that is not valid",
    request: { path: invitationPath },
    response: invitationResponse,
  }),
] as const satisfies readonly RouteDef[];

/** The route of one of this family's handlers, with its schemas' types. */
export const getRoute = routeLookup(registrationRoutes);
