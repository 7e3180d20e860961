/**
 * Whom the Coverage Attestation step lists (issue 40): the member, then each dependent on the
 * profile, in that order, by name. The server requires the same people (the member and the
 * dependents its pricing covers: lambdas/rules/household.ts `coveredPeople`); this list is only
 * what the screens show and send, never what the server trusts. Pure.
 */
export interface AttestationPerson {
  id: string;
  name: string;
  relationship: 'self' | 'spouse' | 'child';
}

const fullName = (first: string | null | undefined, last: string | null | undefined): string =>
  [first, last].filter((n) => n && n.trim()).join(' ');

export function attestationPeople(
  member: { id: string; firstname: string | null; lastname: string | null },
  dependents: ReadonlyArray<{
    id: string;
    firstname: string;
    lastname: string;
    relationship: 'spouse' | 'child';
  }>,
): AttestationPerson[] {
  return [
    { id: member.id, name: fullName(member.firstname, member.lastname), relationship: 'self' },
    ...dependents.map((d): AttestationPerson => ({
      id: d.id,
      name: fullName(d.firstname, d.lastname),
      relationship: d.relationship,
    })),
  ];
}

/** The names of the people attested for, in the list's order. */
export const attestedNames = (
  people: readonly AttestationPerson[],
  attestedIds: readonly string[],
): string[] => people.filter((p) => attestedIds.includes(p.id)).map((p) => p.name);

/** Whether every person listed is attested for. */
export const everyoneAttested = (
  people: readonly AttestationPerson[],
  attestedIds: readonly string[],
): boolean => people.length > 0 && people.every((p) => attestedIds.includes(p.id));
