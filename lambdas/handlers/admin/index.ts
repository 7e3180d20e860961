import { adminRoutes } from '../../../shared/route-table/admin';
import { familyHandler } from '../../middleware/family';
import { handler as getAdminMe } from './get-admin-me';
import { handler as postAdminSetPassword } from './post-admin-set-password';
import { handler as postAdminMfa } from './post-admin-mfa';
import { handler as getTracker } from './get-tracker';
import { handler as getActivity } from './get-activity';
import { handler as getCensusTemplate } from './get-census-template';
import { handler as postCensusCheck } from './post-census-check';
import { handler as postCensusConfirm } from './post-census-confirm';
import { handler as postCensusResend } from './post-census-resend';
import { handler as getWindows } from './get-windows';
import { handler as putWindow } from './put-window';
import { handler as postReminders } from './post-reminders';
import { handler as postMemberWindow } from './post-member-window';
import { handler as putNewHireRules } from './put-new-hire-rules';
import { handler as getNewHireRules } from './get-new-hire-rules';

/** The admin endpoint family (the console but its files: lambdas/handlers/admin-files/): one Lambda function. */
export const handler = familyHandler('admin', adminRoutes, {
  'get-admin-me': getAdminMe,
  'post-admin-set-password': postAdminSetPassword,
  'post-admin-mfa': postAdminMfa,
  'get-tracker': getTracker,
  'get-activity': getActivity,
  'get-census-template': getCensusTemplate,
  'post-census-check': postCensusCheck,
  'post-census-confirm': postCensusConfirm,
  'post-census-resend': postCensusResend,
  'get-windows': getWindows,
  'put-window': putWindow,
  'post-reminders': postReminders,
  'post-member-window': postMemberWindow,
  'put-new-hire-rules': putNewHireRules,
  'get-new-hire-rules': getNewHireRules,
});
