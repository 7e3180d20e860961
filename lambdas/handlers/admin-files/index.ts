import { adminFilesRoutes } from '../../../shared/route-table/admin-files';
import { familyHandler } from '../../middleware/family';
import { handler as getEmployerLifeEvents } from './get-employer-life-events';
import { handler as getFiles } from './get-files';
import { handler as postFiles } from './post-files';
import { handler as postFileLink } from './post-file-link';
import { handler as postProofLink } from './post-proof-link';
import { handler as postLifeEventLink } from './post-life-event-link';
import { handler as postLifeEventReview } from './post-life-event-review';
import { handler as postProofReview } from './post-proof-review';

/**
 * The console's files (the admin-files endpoint family): one Lambda function of its own, so that
 * only its role reaches the exports bucket, its key and the dependents table, and only its bundle
 * carries the S3 client, the presigner and the export steps.
 */
export const handler = familyHandler('admin-files', adminFilesRoutes, {
  'get-files': getFiles,
  'post-files': postFiles,
  'post-file-link': postFileLink,
  'post-proof-link': postProofLink,
  'post-proof-review': postProofReview,
  'get-employer-life-events': getEmployerLifeEvents,
  'post-life-event-link': postLifeEventLink,
  'post-life-event-review': postLifeEventReview,
});
