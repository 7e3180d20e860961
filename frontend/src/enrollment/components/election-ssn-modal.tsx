/**
 * The SSN popup of an election (spec builder section 5: 'Your SSN is required when making an
 * health insurance election, including when waiving coverage.'): three boxes of 3, 2 and 4
 * digits, saved alone with PUT /api/Member/Ssn; the member is then reloaded (its SSN shows as the
 * last four digits) and the caller continues.
 */
import { Button, Flex, TextField } from '@aws-amplify/ui-react';
import { useState, type FormEvent } from 'react';
import { messages } from '../../../../shared/messages';
import { Modal } from '../../components/modal';
import { useSnackbar } from '../../components/snackbar';
import { ApiError } from '../../lib/api-client';
import { useBuilderContext } from '../api/builder-context';
import { saveSsn } from '../api/save-ssn';

const partLengths = [3, 2, 4] as const;
const partLabels = [messages.ssnPart1, messages.ssnPart2, messages.ssnPart3];

/** Whether the member has an SSN on file (the API answers its last four digits, or null). */
export const hasSsnOnFile = (additionalid: string | null): boolean =>
  !!additionalid && /\d{4}$/.test(additionalid);

/** The member whose SSN this tab has just saved: on file, even before the member is read again. */
let savedFor: string | null = null;

/**
 * Whether the member has an SSN on file, counting one saved in this tab a moment ago: the member is
 * read again after a save (revalidation), and an election made in between must not ask again.
 */
export function useSsnOnFile(): boolean {
  const { member } = useBuilderContext();
  return savedFor === member.id || hasSsnOnFile(member.additionalid);
}

export function ElectionSsnModal({
  open,
  onClose,
  onSaved,
  submitLabel = messages.ssnSave,
}: {
  open: boolean;
  onClose: () => void;
  onSaved: () => void;
  /** The save button's text, e.g. 'Save and Add to Cart' where saving also adds the plan. */
  submitLabel?: string;
}) {
  const { member, reloadMember } = useBuilderContext();
  const { showError, showInfo } = useSnackbar();
  const [parts, setParts] = useState(['', '', '']);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (parts.some((p, i) => p.length !== partLengths[i])) {
      setError(messages.ssnIncomplete);
      showError(messages.ssnIncomplete);
      return;
    }
    setBusy(true);
    try {
      await saveSsn(parts.join(''), member.version);
      savedFor = member.id;
      setParts(['', '', '']);
      setError(null);
      reloadMember();
      showInfo(messages.ssnSaved);
      onSaved();
    } catch (err) {
      const message = err instanceof ApiError ? err.message : messages.somethingWentWrong;
      setError(message);
      showError(message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal open={open} onClose={onClose} title={messages.ssnModalTitle}>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <p>{messages.ssnRequiredForElection}</p>
        <Flex direction="row" wrap="wrap" gap="small">
          {partLengths.map((len, i) => (
            <TextField
              key={len + i}
              label={partLabels[i]}
              inputMode="numeric"
              autoComplete="off"
              maxLength={len}
              size="small"
              width={`${len + 4}em`}
              value={parts[i]}
              hasError={error !== null}
              onChange={(e) => {
                const digits = e.target.value.replace(/\D/g, '').slice(0, len);
                setParts((p) => p.map((v, j) => (j === i ? digits : v)));
              }}
            />
          ))}
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
