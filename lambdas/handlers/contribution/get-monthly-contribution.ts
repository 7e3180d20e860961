import { getRoute } from '../../../shared/routes';
import { httpHandler } from '../../middleware/http';
import { notImplemented } from '../../middleware/not-implemented';

/** GET /api/EmployerContribution/GetMonthlyEmployerContributionWithClass/{accountid}/{effectiveDate}/{dob}/{state}/{class}/{d1}/{d2}/{d3}/{d4}/{d5}: Monthly employer contribution for the household. Lands with a later issue. */
export const handler = httpHandler(getRoute('get-monthly-contribution'), notImplemented);
