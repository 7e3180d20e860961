/**
 * The SSN popup of an election (spec builder section 5: 'Your SSN is required when making an
 * health insurance election, including when waiving coverage.'): three boxes of 3, 2 and 4
 * digits, saved alone with PUT /api/Member/Ssn; the member is then reloaded (its SSN shows as the
 * last four digits) and the caller continues.
 */
import { Button, Flex } from '@aws-amplify/ui-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { apiTexts } from '../../lib/api-texts';
import { enrollmentTexts } from '../texts';
import { commonTexts } from '../../lib/texts';
import { Modal } from '../../components/modal';
import { useSnackbar } from '../../components/snackbar';
import { SsnInput } from '../../components/ssn/ssn-input';
import { emptySsnParts, ssnPartsComplete, type SsnParts } from '../../components/ssn/ssn-parts';
import { ApiError } from '../../lib/api-client';
import { useBuilderContext } from '../api/builder-context';
import { saveSsn } from '../api/save-ssn';
import { ssnSavedKey } from '../ssn-on-file';

/** The popup itself, loaded on demand by `ElectionSsnModal` (./election-ssn.tsx). */
export function ElectionSsnDialog({
  open,
  onClose,
  onSaved,
  submitLabel = enrollmentTexts('ssnSave'),
}: {
  open: boolean;
  onClose: () => void;
  onSaved: () => void;
  /** The save button's text, e.g. 'Save and Add to Cart' where saving also adds the plan. */
  submitLabel?: string;
}) {
  const { member, reloadMember } = useBuilderContext();
  const { showError, showInfo } = useSnackbar();
  const queryClient = useQueryClient();
  const [parts, setParts] = useState<SsnParts>(emptySsnParts);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!ssnPartsComplete(parts)) {
      setError(apiTexts().ssnIncomplete);
      showError(apiTexts().ssnIncomplete);
      return;
    }
    setBusy(true);
    try {
      await saveSsn(parts.join(''), member.version);
      queryClient.setQueryData(ssnSavedKey(member.id), true);
      setParts(emptySsnParts());
      setError(null);
      reloadMember();
      showInfo(enrollmentTexts('ssnSaved'));
      onSaved();
    } catch (err) {
      const message = err instanceof ApiError ? err.message : commonTexts('somethingWentWrong');
      setError(message);
      showError(message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal open={open} onClose={onClose} title={enrollmentTexts('ssnModalTitle')}>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <p>{apiTexts().ssnRequiredForElection}</p>
        <Flex direction="row" wrap="wrap" gap="small">
          <SsnInput
            size="small"
            parts={parts}
            hasError={error !== null}
            onChange={(i, digits) => setParts((p) => p.map((v, j) => (j === i ? digits : v)) as SsnParts)}
          />
        </Flex>
        {error ? (
          <p className="builder-options__error" role="alert">
            {error}
          </p>
        ) : null}
        <div className="builder-options__actions">
          <Button type="submit" variation="primary" isLoading={busy}>
            {submitLabel}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
