/**
 * The member's SSN in three boxes of 3, 2 and 4 digits (spec builder sections 2, 3 and 5). An SSN
 * on file shows as its last four digits only (the server never answers more) and is entered again
 * to change it. The '?' beside it opens the explanation.
 */
import { Button } from '@aws-amplify/ui-react';
import { useId, useState } from 'react';
import { profileTexts } from '../texts';
import { Modal } from '../../../components/modal';
import { SsnInput } from '../../../components/ssn/ssn-input';
import { ssnPartShort, type SsnPartIndex } from '../../../components/ssn/ssn-parts';
import { ssnRequired } from '../profile-form';
import type { ProfileFormApi } from '../use-profile-form';
import { RequiredLabel } from './required-label';

export function SsnField({ api }: { api: ProfileFormApi }) {
  const { form, setMember, setSsnPart, touch, errorOf } = api;
  const [helpOpen, setHelpOpen] = useState(false);
  const errorId = useId();
  const editing = ssnRequired(form);
  // A box left short shows the spec's part message once touched; the schema's covers the rest.
  const partError = form.ssn.some((p, i) => p !== '' && ssnPartShort(p, i as SsnPartIndex))
    ? profileTexts('ssnPartInvalid')
    : undefined;
  const error = errorOf('member.additionalid') ? (partError ?? errorOf('member.additionalid')) : undefined;

  return (
    <fieldset className="profile-ssn">
      <legend className="profile-ssn__legend">
        <RequiredLabel text={profileTexts('profileLabels.ssn')} />
      </legend>
      <div className="profile-ssn__row">
        {editing ? (
          <SsnInput
            className="profile-ssn__box"
            labelHidden
            isRequired
            named
            parts={form.ssn}
            onChange={setSsnPart}
            onBlur={() => touch('member.additionalid')}
            hasError={!!error}
            describedBy={errorId}
          />
        ) : (
          <p className="profile-ssn__on-file">{profileTexts('ssnOnFile', { last4: form.ssnOnFile ?? '' })}</p>
        )}
        <Button
          size="small"
          className="profile-ssn__help"
          aria-label={profileTexts('ssnHelpButton')}
          onClick={() => setHelpOpen(true)}
        >
          ?
        </Button>
        {form.ssnOnFile !== null ? (
          <Button
            size="small"
            variation="link"
            onClick={() => {
              setMember('ssnEditing', !editing);
              if (editing) ([0, 1, 2] as const).forEach((i) => setSsnPart(i, ''));
            }}
          >
            {editing ? profileTexts('ssnKeep') : profileTexts('ssnChange')}
          </Button>
        ) : null}
      </div>
      <p id={errorId} className="profile-error" aria-live="polite">
        {error}
      </p>
      <Modal open={helpOpen} onClose={() => setHelpOpen(false)} title={profileTexts('ssnHelpTitle')}>
        {[profileTexts('ssnHelpText.0'), profileTexts('ssnHelpText.1')].map((text) => (
          <p key={text}>{text}</p>
        ))}
        <div className="profile-modal-actions">
          <Button variation="primary" onClick={() => setHelpOpen(false)}>
            {profileTexts('profileOk')}
          </Button>
        </div>
      </Modal>
    </fieldset>
  );
}
