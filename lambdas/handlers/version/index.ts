import { versionRoutes } from '../../../shared/route-table/version';
import { familyHandler } from '../../middleware/family';
import { handler as getVersion } from './get-version';

/** The version endpoint family: one Lambda function. */
export const handler = familyHandler('version', versionRoutes, {
  'get-version': getVersion,
});
