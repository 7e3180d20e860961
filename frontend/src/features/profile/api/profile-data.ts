/**
 * What /profile loads: the builder frame's context (member and employer) and the member's saved
 * dependents, all through the query cache with the endpoints' shared options, read by the profile
 * step with useProfileData().
 */
import { useLoaderData } from 'react-router';
import { loadBuilderContext, type BuilderContextData } from '../../../enrollment/api/builder-context';
import { ensureQuery } from '../../../enrollment/api/cached-read';
import type { Dependent } from '../../../../../shared/schemas/dependent';
import { dependentsQuery } from '../../../enrollment/api/dependents';
import { memberQuery } from '../../../enrollment/api/get-member';

export interface ProfileData extends BuilderContextData {
  dependents: Dependent[];
}

export async function loadProfile(request: Request): Promise<ProfileData> {
  // The dependents are asked for as soon as the member is known, beside the employer and the
  // orders (the member's read is the one the context makes: the query cache shares it).
  const [context, dependents] = await Promise.all([
    loadBuilderContext(request),
    ensureQuery(memberQuery, request.signal).then((member) =>
      ensureQuery(dependentsQuery(member.id), request.signal),
    ),
  ]);
  return { ...context, dependents };
}

export function useProfileData(): ProfileData {
  const data = useLoaderData<ProfileData | undefined>();
  if (!data?.dependents) throw new Error('useProfileData is used outside the /profile route');
  return data;
}
