import { dependentRoutes } from '../../../shared/route-table/dependent';
import { familyHandler } from '../../middleware/family';
import { handler as getDependents } from './get-dependents';
import { handler as postDependent } from './post-dependent';
import { handler as putDependent } from './put-dependent';
import { handler as deleteDependent } from './delete-dependent';

/** The dependent endpoint family: one Lambda function. */
export const handler = familyHandler('dependent', dependentRoutes, {
  'get-dependents': getDependents,
  'post-dependent': postDependent,
  'put-dependent': putDependent,
  'delete-dependent': deleteDependent,
});
