/**
 * The writes of /enrollment's sub-steps (its route action, lib/route-action.ts): the election's
 * SSN, the cart's PCP and Authorize Elections. Loaded with the first submission, not with the
 * route: most visits of a tab write nothing, and the route's first chunk stays small.
 */
import { saveSsn } from '../../enrollment/api/save-ssn';
import { saveSsnIntent } from '../../enrollment/api/intents';
import { authorizeElections } from '../../features/cart/api/authorize-elections';
import { authorizeIntent, savePcpIntent } from '../../features/cart/api/intents';
import { savePcp } from '../../features/cart/api/save-pcp';
import { routeAction } from '../../lib/route-action';

export const enrollmentWrites = routeAction({
  [saveSsnIntent]: saveSsn,
  [savePcpIntent]: savePcp,
  [authorizeIntent]: authorizeElections,
});
