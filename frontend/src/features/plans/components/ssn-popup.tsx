/**
 * The SSN popup of plan shopping (spec builder sections 4 and 5): adding a plan needs a complete
 * SSN (3, 2 and 4 digits) on file; without one this popup asks for it, saves it alone with
 * PUT /api/Member/Ssn, and then the plan goes into the cart.
 */
import { Button, Flex, TextField } from '@aws-amplify/ui-react';
import { useState, type FormEvent } from 'react';
import { messages } from '../../../../../shared/messages';
import { Modal } from '../../../components/modal';
import { ApiError } from '../../../lib/api-client';
import { saveMemberSsn } from '../api/save-member-ssn';

const partLengths = [3, 2, 4] as const;

export function SsnPopup({ open, onClose, onSaved }: { open: boolean; onClose(): void; onSaved(): void }) {
  const [parts, setParts] = useState(['', '', '']);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (parts.some((p, i) => p.length !== partLengths[i])) {
      setError(messages.ssnIncomplete);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await saveMemberSsn(parts.join(''));
      setParts(['', '', '']);
      onSaved();
    } catch (err) {
      setError(err instanceof ApiError ? err.message : messages.somethingWentWrong);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal open={open} onClose={onClose} title={messages.shopSsnTitle} className="shop-modal">
      <form onSubmit={(e) => void submit(e)} noValidate>
        <p>{messages.ssnRequiredForElection}</p>
        <Flex direction="row" wrap="wrap" gap="small">
          {partLengths.map((len, i) => (
            <TextField
              key={len + i}
              label={messages.shopSsnPart((i + 1) as 1 | 2 | 3)}
              inputMode="numeric"
              autoComplete="off"
              maxLength={len}
              width={`${len + 6}em`}
              value={parts[i]}
              hasError={error !== null}
              onChange={(e) => {
                const digits = e.target.value.replace(/\D/g, '').slice(0, len);
                setParts((p) => p.map((v, j) => (j === i ? digits : v)));
              }}
            />
          ))}
        </Flex>
        {error && (
          <p className="field__error" role="alert">
            {error}
          </p>
        )}
        <div className="modal__actions">
          <Button type="submit" variation="primary" isLoading={busy}>
            {messages.shopSsnSave}
          </Button>
          <Button onClick={onClose}>{messages.shopCancel}</Button>
        </div>
      </form>
    </Modal>
  );
}
