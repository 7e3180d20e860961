import { memberAccountRoutes } from '../../../shared/route-table/member-account';
import { familyHandler } from '../../middleware/family';
import { handler as getMemberAccount } from './get-member-account';

/** The member-account endpoint family: one Lambda function. */
export const handler = familyHandler('member-account', memberAccountRoutes, {
  'get-member-account': getMemberAccount,
});
