import { Logger } from '@aws-lambda-powertools/logger';
import { redactValue } from '../../shared/domain/redact';

/** The one structured logger: SSNs, passwords and tokens are redacted from every line. */
export const logger = new Logger({
  serviceName: process.env.POWERTOOLS_SERVICE_NAME ?? 'ichra-portal',
  jsonReplacerFn: (key: string, value: unknown) => redactValue(key, value),
});
