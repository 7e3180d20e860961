// Route module for /profile (signed in only), loaded on demand: the builder frame at step 2 with
// the profile step (member, employer and saved dependents loaded here; Save and Next are this
// route's action).
import { useEffect } from 'react';
import { type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import { memberTexts } from '../../features/member/texts';
import { useBuilderContext } from '../../enrollment/api/builder-context';
import { BuilderFrame } from '../../features/builder/components/builder-frame';
import { builderActions } from '../../enrollment/state/builder-store';
import { loadProfile } from '../../features/profile/api/profile-data';
import { profileIntents, saveProfile, saveProfileAndContinue } from '../../features/profile/api/save-profile';
import { routeAction } from '../../lib/route-action';
import { ProfileStep } from '../../features/profile/components/profile-step';
import { usePageTitle } from '../../lib/use-page-title';
import { requireSession } from '../require-session';

export async function loader({ request }: LoaderFunctionArgs) {
  await requireSession(request);
  return loadProfile(request);
}

/** Save (the page then reads what it shows from the server again) and Next (saved, then the sub-steps). */
export const profileWrites = routeAction({
  [profileIntents.save]: saveProfile,
  [profileIntents.next]: saveProfileAndContinue,
});

export async function action(args: ActionFunctionArgs) {
  await requireSession(args.request);
  return profileWrites(args);
}

export function Component() {
  const { member } = useBuilderContext();
  usePageTitle(memberTexts('profileTitle', { firstname: member.firstname }));
  // Reaching the profile step resets the plan, cart, HSA amount and compare list (spec section 4).
  useEffect(() => builderActions.enterProfileStep(), []);
  return (
    <BuilderFrame step={2}>
      <ProfileStep />
    </BuilderFrame>
  );
}
