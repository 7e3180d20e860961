/**
 * What /profile loads: the builder frame's context (member and employer) and the member's saved
 * dependents, read by the profile step with useProfileData().
 */
import { useLoaderData } from 'react-router';
import { loadBuilderContext, type BuilderContextData } from '../../../enrollment/api/builder-context';
import type { Dependent } from '../../../../../shared/schemas/dependent';
import { getDependents } from '../../../enrollment/api/dependents';

export interface ProfileData extends BuilderContextData {
  dependents: Dependent[];
}

export async function loadProfile(request: Request): Promise<ProfileData> {
  const context = await loadBuilderContext(request);
  const dependents = await getDependents(context.member.id, request.signal);
  return { ...context, dependents };
}

export function useProfileData(): ProfileData {
  const data = useLoaderData<ProfileData | undefined>();
  if (!data?.dependents) throw new Error('useProfileData is used outside the /profile route');
  return data;
}
