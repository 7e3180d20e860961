import { registrationRoutes } from '../../../shared/route-table/registration';
import { familyHandler } from '../../middleware/family';
import { handler as postForgotPassword } from './post-forgot-password';
import { handler as postResetPassword } from './post-reset-password';
import { handler as postRegister } from './post-register';
import { handler as deletePending } from './delete-pending';
import { handler as getPasswordInfo } from './get-password-info';
import { handler as postSetPassword } from './post-set-password';
import { handler as getInvitation } from './get-invitation';

/** The registration endpoint family: one Lambda function. */
export const handler = familyHandler('registration', registrationRoutes, {
  'post-forgot-password': postForgotPassword,
  'post-reset-password': postResetPassword,
  'post-register': postRegister,
  'delete-pending': deletePending,
  'get-password-info': getPasswordInfo,
  'post-set-password': postSetPassword,
  'get-invitation': getInvitation,
});
