import * as z from 'zod/mini';
import { email, ok } from './common';

export const loginBody = z.lazy(() =>
  z.strictObject({
    email,
    password: z.string().check(z.minLength(1, 'is required'), z.maxLength(256)),
  }),
);
export type LoginBody = z.infer<typeof loginBody>;

export const tokenResponse = z.lazy(() =>
  z.object({
    access_token: z.string(),
    id_token: z.string(),
    refresh_token: z.string(),
  }),
);
export type TokenResponse = z.infer<typeof tokenResponse>;

export const loginResponse = z.lazy(() => ok({ tokenResponse }));

export const versionResponse = z.lazy(() => ok({ data: z.string() }));
