/**
 * What /profile loads: the builder frame's context (member and employer) and the member's saved
 * dependents, all through the query cache with the endpoints' shared options, read by the profile
 * step with useProfileData().
 */
import { useLoaderData } from 'react-router';
import {
  loadBuilderContext,
  loadSavedDependents,
  type BuilderContextData,
} from '../../../enrollment/api/builder-context';
import type { Dependent } from '../../../../../shared/schemas/dependent';

export interface ProfileData extends BuilderContextData {
  dependents: Dependent[];
}

export async function loadProfile(request: Request): Promise<ProfileData> {
  // The dependents are asked for beside the employer and the orders (the member's read is the one
  // the context makes: the query cache shares it).
  const [context, dependents] = await Promise.all([
    loadBuilderContext(request),
    loadSavedDependents(request.signal),
  ]);
  return { ...context, dependents };
}

export function useProfileData(): ProfileData {
  const data = useLoaderData<ProfileData | undefined>();
  if (!data?.dependents) throw new Error('useProfileData is used outside the /profile route');
  return data;
}
