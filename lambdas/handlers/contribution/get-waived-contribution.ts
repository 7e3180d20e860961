import { getRoute } from '../../../shared/routes';
import { httpHandler } from '../../middleware/http';
import { notImplemented } from '../../middleware/not-implemented';

/** GET /api/EmployerContribution/GetWaivedContribution/{accountid}/{effectiveDate}/{dob}/{state}: Monthly employer contribution when coverage is waived. Lands with a later issue. */
export const handler = httpHandler(getRoute('get-waived-contribution'), notImplemented);
