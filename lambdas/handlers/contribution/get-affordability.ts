import { getRoute } from '../../../shared/routes';
import { httpHandler } from '../../middleware/http';
import { notImplemented } from '../../middleware/not-implemented';

/** GET /api/EmployerContribution/Affordability/{planYear}: lands with the data issue. */
export const handler = httpHandler(getRoute('get-affordability'), notImplemented);
