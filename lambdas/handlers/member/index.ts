import { familyHandler } from '../../middleware/family';
import { handler as getMember } from './get-member';
import { handler as getMemberById } from './get-member-by-id';
import { handler as putMember } from './put-member';
import { handler as postChangePassword } from './post-change-password';

/** The member endpoint family: one Lambda function. */
export const handler = familyHandler('member', {
  'get-member': getMember,
  'get-member-by-id': getMemberById,
  'put-member': putMember,
  'post-change-password': postChangePassword,
});
