/** Every endpoint family's Lambda handler, as deployed: the local server invokes these. */
import type { Family } from '../../shared/routes';
import type { LambdaHandler } from '../../lambdas/middleware/http';
import { handler as auth } from '../../lambdas/handlers/auth/index';
import { handler as version } from '../../lambdas/handlers/version/index';
import { handler as registration } from '../../lambdas/handlers/registration/index';
import { handler as member } from '../../lambdas/handlers/member/index';
import { handler as employer } from '../../lambdas/handlers/employer/index';
import { handler as memberAccount } from '../../lambdas/handlers/member-account/index';
import { handler as dependent } from '../../lambdas/handlers/dependent/index';
import { handler as location } from '../../lambdas/handlers/location/index';
import { handler as contribution } from '../../lambdas/handlers/contribution/index';
import { handler as order } from '../../lambdas/handlers/order/index';
import { handler as media } from '../../lambdas/handlers/media/index';
import { handler as quote } from '../../lambdas/handlers/quote/index';
import { handler as product } from '../../lambdas/handlers/product/index';
import { handler as admin } from '../../lambdas/handlers/admin/index';
import { handler as adminFiles } from '../../lambdas/handlers/admin-files/index';
import { handler as coverageProof } from '../../lambdas/handlers/coverage-proof/index';

export const familyHandlers: Record<Family, LambdaHandler> = {
  auth,
  version,
  registration,
  member,
  employer,
  'member-account': memberAccount,
  dependent,
  location,
  contribution,
  order,
  media,
  quote,
  product,
  admin,
  'admin-files': adminFiles,
  'coverage-proof': coverageProof,
};
