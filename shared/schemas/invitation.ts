/**
 * An invitation from the census (shared/domain/census.ts): what the registration page learns from
 * the token of its link, to pre-fill the form. Only what the form shows and the class the
 * registration will take; nothing else of the census.
 */
import * as z from 'zod/mini';
import { guid, ok } from './common';

export const invitationPath = z.lazy(() =>
  z.strictObject({
    token: z.string().check(z.minLength(16), z.maxLength(512), z.regex(/^[A-Za-z0-9_-]+$/, 'is not valid')),
  }),
);

export const invitationResponse = z.lazy(() =>
  ok({
    data: z.object({
      employer_id: guid,
      firstname: z.string(),
      lastname: z.string(),
      email: z.string(),
      class: z.string(),
    }),
  }),
);
export type Invitation = z.infer<typeof invitationResponse>['data'];
