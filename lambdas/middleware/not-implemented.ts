import { NotImplementedError } from '../../shared/domain/errors';
import * as apiMessages from '../../shared/api-messages';

/** Body of a route whose issue has not landed yet: a clear 501, after auth and validation ran. */
export async function notImplemented(): Promise<never> {
  throw new NotImplementedError(apiMessages.notImplemented);
}
