import { mediaRoutes } from '../../../shared/route-table/media';
import { familyHandler } from '../../middleware/family';
import { handler as getDocuments } from './get-documents';

/** The media endpoint family: one Lambda function. */
export const handler = familyHandler('media', mediaRoutes, {
  'get-documents': getDocuments,
});
