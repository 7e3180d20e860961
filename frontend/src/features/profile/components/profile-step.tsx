/**
 * The profile step, 'Welcome to your Benefits Package Creator' (spec builder sections 2–5, 7):
 * personal details, the additional enrollment information, the dependents, and Save / Next /
 * Cancel. Save and Next run the profile checks, then send the member with every dependent in one
 * request (PUT /api/Member/Profile, one transaction); a failure keeps what was typed and says why.
 * Next advances to the sub-steps, at most once per 1000 ms, and is off when the employer's
 * employeazecustomer is 0, with the reason shown.
 */
import { Button } from '@aws-amplify/ui-react';
import { useState } from 'react';
import { profileTexts } from '../texts';
import { commonTexts } from '../../../lib/texts';
import { Modal } from '../../../components/modal';
import { useSnackbar } from '../../../components/snackbar';
import { useRouteAction } from '../../../lib/route-action';
import { useBuilderContext } from '../../../enrollment/api/builder-context';
import { advanceThrottled, claimAdvance } from '../../../enrollment/use-builder-nav';
import { useProfileData } from '../api/profile-data';
import { profileIntents, type SavedProfile } from '../api/save-profile';
import { checkProfile } from '../profile-form';
import { useProfileForm } from '../use-profile-form';
import { AdditionalInfoModal } from './additional-info-modal';
import { DependentsList } from './dependents-list';
import { PersonalDetails } from './personal-details';
import { RequiredHint } from './required-label';
import { componentTexts } from '../../../components/texts';

type Mode = 'save' | 'next';

export function ProfileStep() {
  const loaded = useProfileData();
  const { employer } = useBuilderContext();
  const save = useRouteAction<SavedProfile>(profileIntents.save);
  const saveAndContinue = useRouteAction<never>(profileIntents.next);
  const { showError } = useSnackbar();
  const api = useProfileForm(loaded.member, loaded.dependents);
  // What Cancel goes back to: the profile as last loaded or saved.
  const [saved, setSaved] = useState<Pick<SavedProfile, 'data' | 'dependents'>>({
    data: loaded.member,
    dependents: loaded.dependents,
  });
  const [busy, setBusy] = useState<Mode | null>(null);
  const [savedOpen, setSavedOpen] = useState(false);
  const [missing, setMissing] = useState<string[] | null>(null);
  const [additionalOpen, setAdditionalOpen] = useState(false);

  const nextBlocked =
    employer === null
      ? profileTexts('nextDisabledNoEmployer')
      : employer.employeazecustomer === 0
        ? profileTexts('nextDisabledReason', {
            employer: employer.accountname,
            email: employer.emailaddress ?? 'none',
          })
        : null;

  const submit = async (mode: Mode) => {
    if (busy) return;
    // One advance per 1000 ms (spec section 4), however often Next is pressed.
    if (mode === 'next' && (nextBlocked || advanceThrottled())) return;
    const check = checkProfile(api.form);
    if (!check.ok) {
      api.touchAll();
      if (check.kind === 'missing') setMissing(check.fields);
      else showError(check.message);
      return;
    }
    if (mode === 'next' && !claimAdvance()) return;
    setBusy(mode);
    // Next that saved goes on to the sub-steps (the action redirects) and never answers here.
    const answer = await (mode === 'next' ? saveAndContinue : save)(check.body);
    setBusy(null);
    if (answer.ok) {
      // The page's loader has read the saved profile again; Cancel goes back to it from now on.
      setSaved(answer.data);
      api.reset(answer.data.data, answer.data.dependents);
      setSavedOpen(true);
      return;
    }
    // The server said no, or could not be reached: what was typed stays on screen.
    if (answer.fields) api.setServerErrors(answer.fields);
    // The server's message is preferred (spec section 8); a bare failure gets ours.
    showError(
      answer.status === 0 || answer.message === commonTexts('somethingWentWrong')
        ? profileTexts('profileSaveFailed')
        : answer.message,
    );
  };

  return (
    <div className="profile-step">
      <h1 className="profile-step__title">{profileTexts('profileHeading')}</h1>
      <RequiredHint />
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit('save');
        }}
      >
        <PersonalDetails api={api} />
        <div className="profile-additional-open">
          <Button onClick={() => setAdditionalOpen(true)}>{profileTexts('additionalInfoButton')}</Button>
        </div>
        <DependentsList api={api} />
        {nextBlocked ? (
          <p id="profile-next-blocked" className="profile-next-blocked">
            {nextBlocked}
          </p>
        ) : null}
        <div className="profile-actions">
          <Button
            type="submit"
            isLoading={busy === 'save'}
            loadingText={profileTexts('profileSaving')}
            isDisabled={busy !== null}
          >
            {componentTexts('profileSave')}
          </Button>
          <Button
            variation="primary"
            isDisabled={nextBlocked !== null || busy !== null}
            isLoading={busy === 'next'}
            loadingText={profileTexts('profileSaving')}
            aria-describedby={nextBlocked ? 'profile-next-blocked' : undefined}
            onClick={() => void submit('next')}
          >
            {componentTexts('stepNext')}
          </Button>
          <Button
            variation="link"
            isDisabled={busy !== null}
            onClick={() => api.reset(saved.data, saved.dependents)}
          >
            {profileTexts('profileCancel')}
          </Button>
        </div>
      </form>
      <AdditionalInfoModal api={api} open={additionalOpen} onClose={() => setAdditionalOpen(false)} />
      <Modal open={savedOpen} onClose={() => setSavedOpen(false)} title={profileTexts('savedSuccessfully')}>
        <p>{profileTexts('profileSavedText')}</p>
        <div className="profile-modal-actions">
          <Button variation="primary" onClick={() => setSavedOpen(false)}>
            {profileTexts('profileOk')}
          </Button>
        </div>
      </Modal>
      <Modal
        open={missing !== null}
        onClose={() => setMissing(null)}
        title={profileTexts('missingFieldsTitle')}
      >
        <p>{profileTexts('missingFieldsIntro')}</p>
        <ul className="profile-missing">
          {missing?.map((field) => (
            <li key={field}>{field}</li>
          ))}
        </ul>
        <div className="profile-modal-actions">
          <Button variation="primary" onClick={() => setMissing(null)}>
            {profileTexts('profileOk')}
          </Button>
        </div>
      </Modal>
    </div>
  );
}
