/**
 * The local portal server started on its own, without the stack: no Cognito, no S3, and only the
 * handlers a test passes. For tests of the server itself (its listeners, its headers, how it invokes
 * functions); the stack's tests use the real one (tests/helpers/global-stack.ts).
 */
import type { S3Client } from '@aws-sdk/client-s3';
import { startPortalServer, type PortalServer, type PortalServerOptions } from '../../infra/local/server';
import type { LambdaHandler } from '../../lambdas/middleware/http';
import type { Family } from '../../shared/routes';

export function startBarePortal(
  webDir: string,
  options: Partial<Omit<PortalServerOptions, 'handlers'>> & {
    handlers?: Partial<Record<Family, LambdaHandler>>;
  } = {},
): Promise<PortalServer> {
  const { handlers = {}, ...rest } = options;
  return startPortalServer({
    port: 0,
    webDir,
    // A request for a family not given here fails as a handler error would (500).
    handlers: handlers as Record<Family, LambdaHandler>,
    cognitoUrl: 'http://127.0.0.1:9',
    userPoolId: 'local_pool',
    clientId: 'client',
    workforcePool: { userPoolId: 'local_workforce', clientId: 'console' },
    s3: {} as S3Client,
    assetsBucket: 'assets',
    webConfig: (origin) => ({ apiUrl: origin, userPoolEndpoint: `${origin}/cognito/` }),
    ...rest,
  });
}
