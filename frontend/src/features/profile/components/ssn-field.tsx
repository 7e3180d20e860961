/**
 * The member's SSN in three boxes of 3, 2 and 4 digits (spec builder sections 2, 3 and 5). An SSN
 * on file shows as its last four digits only (the server never answers more) and is entered again
 * to change it. The '?' beside it opens the explanation.
 */
import { Button, TextField } from '@aws-amplify/ui-react';
import { useId, useRef, useState } from 'react';
import { messages } from '../../../../../shared/messages';
import { Modal } from '../../../components/modal';
import { ssnPartInvalid, ssnPartLengths, ssnRequired } from '../profile-form';
import type { ProfileFormApi } from '../use-profile-form';
import { RequiredLabel } from './required-label';

const parts = [0, 1, 2] as const;

export function SsnField({ api }: { api: ProfileFormApi }) {
  const { form, setMember, setSsnPart, touch, errorOf } = api;
  const [helpOpen, setHelpOpen] = useState(false);
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const errorId = useId();
  const editing = ssnRequired(form);
  // A box left short shows the spec's part message once touched; the schema's covers the rest.
  const partError = form.ssn.some((p, i) => p !== '' && ssnPartInvalid(p, i))
    ? messages.ssnPartInvalid
    : undefined;
  const error = errorOf('member.additionalid') ? (partError ?? errorOf('member.additionalid')) : undefined;

  return (
    <fieldset className="profile-ssn">
      <legend className="profile-ssn__legend">
        <RequiredLabel text={messages.profileLabels.ssn} />
      </legend>
      <div className="profile-ssn__row">
        {editing ? (
          parts.map((i) => (
            <TextField
              key={i}
              className="profile-ssn__box"
              width={`${ssnPartLengths[i] + 2.5}rem`}
              label={messages.ssnPartLabels[i]}
              labelHidden
              name={`ssn${i + 1}`}
              isRequired
              inputMode="numeric"
              autoComplete="off"
              maxLength={ssnPartLengths[i]}
              value={form.ssn[i]}
              hasError={!!error}
              aria-describedby={error ? errorId : undefined}
              ref={(el: HTMLInputElement | null) => {
                boxes.current[i] = el;
              }}
              onChange={(e) => {
                const digits = e.target.value.replace(/\D/g, '').slice(0, ssnPartLengths[i]);
                setSsnPart(i, digits);
                // A full box moves on to the next one.
                if (digits.length === ssnPartLengths[i] && i < 2) boxes.current[i + 1]?.focus();
              }}
              onBlur={() => touch('member.additionalid')}
            />
          ))
        ) : (
          <p className="profile-ssn__on-file">{messages.ssnOnFile(form.ssnOnFile ?? '')}</p>
        )}
        <Button
          size="small"
          className="profile-ssn__help"
          aria-label={messages.ssnHelpButton}
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
              if (editing) parts.forEach((i) => setSsnPart(i, ''));
            }}
          >
            {editing ? messages.ssnKeep : messages.ssnChange}
          </Button>
        ) : null}
      </div>
      <p id={errorId} className="profile-error" aria-live="polite">
        {error}
      </p>
      <Modal open={helpOpen} onClose={() => setHelpOpen(false)} title={messages.ssnHelpTitle}>
        {messages.ssnHelpText.map((text) => (
          <p key={text}>{text}</p>
        ))}
        <div className="profile-modal-actions">
          <Button variation="primary" onClick={() => setHelpOpen(false)}>
            {messages.profileOk}
          </Button>
        </div>
      </Modal>
    </fieldset>
  );
}
