import { authRoutes } from '../../../shared/route-table/auth';
import { familyHandler } from '../../middleware/family';
import { handler as postLogin } from './post-login';

/** The auth endpoint family: one Lambda function. */
export const handler = familyHandler('auth', authRoutes, {
  'post-login': postLogin,
});
