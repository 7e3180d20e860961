import { locationRoutes } from '../../../shared/route-table/location';
import { familyHandler } from '../../middleware/family';
import { handler as getZipCounty } from './get-zip-county';

/** The location endpoint family: one Lambda function. */
export const handler = familyHandler('location', locationRoutes, {
  'get-zip-county': getZipCounty,
});
