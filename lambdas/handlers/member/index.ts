import { memberRoutes } from '../../../shared/route-table/member';
import { familyHandler } from '../../middleware/family';
import { handler as getMember } from './get-member';
import { handler as getMemberById } from './get-member-by-id';
import { handler as putMember } from './put-member';
import { handler as putProfile } from './put-profile';
import { handler as putMemberSsn } from './put-member-ssn';
import { handler as putMemberPcp } from './put-member-pcp';
import { handler as putMemberLanguage } from './put-member-language';
import { handler as postChangePassword } from './post-change-password';

/** The member endpoint family: one Lambda function. */
export const handler = familyHandler('member', memberRoutes, {
  'get-member': getMember,
  'get-member-by-id': getMemberById,
  'put-member': putMember,
  'put-profile': putProfile,
  'put-member-ssn': putMemberSsn,
  'put-member-pcp': putMemberPcp,
  'put-member-language': putMemberLanguage,
  'post-change-password': postChangePassword,
});
