/**
 * The SSN popup of an election (spec builder section 5: 'Your SSN is required when making an
 * health insurance election, including when waiving coverage.'): three boxes of 3, 2 and 4
 * digits, saved alone with PUT /api/Member/Ssn through the /enrollment route's action; the router
 * then reads the member again (its SSN shows as the last four digits) and the caller continues.
 */
import { Button, Flex } from '@aws-amplify/ui-react';
import { saveSsnBody } from '../../../../shared/schemas/profile';
import { apiTexts } from '../../lib/api-texts';
import { enrollmentTexts } from '../texts';
import { useSchemaForm } from '../../components/form/use-schema-form';
import { Modal } from '../../components/modal';
import { useSnackbar } from '../../components/snackbar';
import { SsnInput } from '../../components/ssn/ssn-input';
import { emptySsnParts, type SsnParts } from '../../components/ssn/ssn-parts';
import { useRouteAction } from '../../lib/route-action';
import { useBuilderContext } from '../api/builder-context';
import { saveSsnIntent } from '../api/intents';

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
  const { member } = useBuilderContext();
  const { showError, showInfo } = useSnackbar();
  const saveSsn = useRouteAction<void>(saveSsnIntent);
  // The boxes are checked as the request the server parses (PUT /api/Member/Ssn).
  const form = useSchemaForm<typeof saveSsnBody, { parts: SsnParts }>({
    schema: saveSsnBody,
    initial: () => ({ parts: emptySsnParts() }),
    toInput: ({ parts }) => ({ additionalid: parts.join(''), version: member.version }),
    inputPath: () => 'additionalid',
  });
  const error = form.errorOf('additionalid') ?? form.formError;

  const submit = form.handleSubmit(
    async (body) => {
      const answer = await saveSsn(body);
      if (!answer.ok) {
        form.setFormError(answer.message);
        showError(answer.message);
        return;
      }
      // The member shown is the one read after the save: its SSN is on file.
      form.reset();
      showInfo(enrollmentTexts('ssnSaved'));
      onSaved();
    },
    undefined,
    // Said under the boxes and in the snackbar (spec builder section 5).
    () => showError(apiTexts().ssnIncomplete),
  );

  return (
    <Modal open={open} onClose={onClose} title={enrollmentTexts('ssnModalTitle')}>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <p>{apiTexts().ssnRequiredForElection}</p>
        <Flex direction="row" wrap="wrap" gap="small">
          <SsnInput
            size="small"
            parts={form.values.parts}
            hasError={error !== null}
            onChange={(i, digits) => form.setValue(`parts.${i}`, digits)}
          />
        </Flex>
        {error ? (
          <p className="builder-options__error" role="alert">
            {error}
          </p>
        ) : null}
        <div className="builder-options__actions">
          <Button type="submit" variation="primary" isLoading={form.busy}>
            {submitLabel}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
