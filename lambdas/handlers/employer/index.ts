import { employerRoutes } from '../../../shared/route-table/employer';
import { familyHandler } from '../../middleware/family';
import { handler as getEmployer } from './get-employer';
import { handler as getBroker } from './get-broker';
import { handler as getContacts } from './get-contacts';
import { handler as getIchraNotice } from './get-ichra-notice';
import { handler as postIchraNoticeAcknowledgment } from './post-ichra-notice-acknowledgment';

/** The employer endpoint family: one Lambda function. */
export const handler = familyHandler('employer', employerRoutes, {
  'get-employer': getEmployer,
  'get-broker': getBroker,
  'get-contacts': getContacts,
  'get-ichra-notice': getIchraNotice,
  'post-ichra-notice-acknowledgment': postIchraNoticeAcknowledgment,
});
