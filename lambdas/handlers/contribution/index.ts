import { contributionRoutes } from '../../../shared/route-table/contribution';
import { familyHandler } from '../../middleware/family';
import { handler as getMonthlyContribution } from './get-monthly-contribution';
import { handler as getWaivedContribution } from './get-waived-contribution';
import { handler as getAffordability } from './get-affordability';

/** The contribution endpoint family: one Lambda function. */
export const handler = familyHandler('contribution', contributionRoutes, {
  'get-monthly-contribution': getMonthlyContribution,
  'get-waived-contribution': getWaivedContribution,
  'get-affordability': getAffordability,
});
