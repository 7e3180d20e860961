/**
 * Whether the member has an SSN on file, for the elections that need one (spec builder section 5).
 * Apart from the SSN popup (components/election-ssn-modal.tsx) so that a step asks the question
 * without loading the popup.
 */
import { useQuery } from '@tanstack/react-query';
import { useBuilderContext } from './api/builder-context';

/** Whether the member has an SSN on file (the API answers its last four digits, or null). */
const hasSsnOnFile = (additionalid: string | null): boolean => !!additionalid && /\d{4}$/.test(additionalid);

/**
 * The query-cache entry that says this tab has just saved the member's SSN: set by the save, read
 * until the member is read again (the builder's route loaders reload it after the save).
 */
export const ssnSavedKey = (memberId: string) => ['ssn-saved', memberId] as const;

/**
 * Whether the member has an SSN on file, counting one saved in this tab a moment ago: the member is
 * read again after a save (revalidation), and an election made in between must not ask again.
 */
export function useSsnOnFile(): boolean {
  const { member } = useBuilderContext();
  // Never fetched: only the save sets it (enabled: false).
  const saved = useQuery({ queryKey: ssnSavedKey(member.id), queryFn: () => false, enabled: false });
  return saved.data === true || hasSsnOnFile(member.additionalid);
}
