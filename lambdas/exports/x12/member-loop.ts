/**
 * One member loop (2000) in the implementation guide's segment order: INS, REF*0F (the
 * subscriber's member id, for the subscriber and each dependent alike), REF*17 (the person's own
 * id), the member level DTPs, then the member name loop 2100A (NM1*IL with the SSN as NM109 when
 * one is stored, PER for the subscriber's phone and e-mail, N3, N4, DMG), then one health
 * coverage loop 2300 per plan (HD with the insurance line HLT, the plan id and the coverage
 * level, DTP*348 coverage begin, DTP*349 coverage end, DTP*303 the day a level change applies).
 */
import type { ExportAddress } from '../types';
import type { MemberLoop834 } from './maintenance';
import { type Segment, d8, isX12Safe, x12Text } from './segments';

const RELATIONSHIP_CODE = { self: '18', spouse: '01', child: '19' } as const;
const GENDER_CODE = { Male: 'M', Female: 'F' } as const;

/** INS08 for the subscriber: AC, active (an employee the employer offers the ICHRA to). */
const EMPLOYMENT_STATUS = 'AC';
/** INS05: A, active. */
const BENEFIT_STATUS = 'A';

export function memberLoopSegments(loop: MemberLoop834): Segment[] {
  const subscriber = loop.relationship === 'self';
  const segments: Segment[] = [
    [
      'INS',
      subscriber ? 'Y' : 'N',
      RELATIONSHIP_CODE[loop.relationship],
      loop.maintenance,
      loop.reason,
      BENEFIT_STATUS,
      '',
      '',
      subscriber ? EMPLOYMENT_STATUS : '',
    ],
    ['REF', '0F', x12Text(loop.memberId, 50, false)],
    ['REF', '17', x12Text(loop.personId, 50, false)],
    ...loop.dates.map(({ qualifier, date }): Segment => ['DTP', qualifier, 'D8', d8(date)]),
    memberName(loop),
  ];
  if (subscriber) {
    const per = contact(loop.details.phone, loop.details.email);
    if (per) segments.push(per);
  }
  if (loop.details.address) segments.push(...address(loop.details.address));
  const birthDate = loop.details.birthDate;
  if (birthDate && /^\d{4}-\d{2}-\d{2}$/.test(birthDate)) {
    segments.push(['DMG', 'D8', d8(birthDate), loop.details.gender ? GENDER_CODE[loop.details.gender] : 'U']);
  }
  for (const coverage of loop.coverages) {
    segments.push([
      'HD',
      coverage.maintenance,
      '',
      'HLT',
      x12Text(coverage.planId, 50, false),
      coverage.coverageLevel,
    ]);
    segments.push(['DTP', '348', 'D8', d8(coverage.begin)]);
    if (coverage.end) segments.push(['DTP', '349', 'D8', d8(coverage.end)]);
    if (coverage.changeEffective) segments.push(['DTP', '303', 'D8', d8(coverage.changeEffective)]);
  }
  return segments;
}

/** NM1*IL: last name (required), first name, and the SSN (qualifier 34) only when one is stored. */
function memberName(loop: MemberLoop834): Segment {
  const last = x12Text(loop.details.lastName, 60);
  if (!last) {
    throw new Error(
      `Person ${loop.personId} (member ${loop.memberId}) has no last name an 834 file can carry`,
    );
  }
  const first = x12Text(loop.details.firstName, 35);
  return ['NM1', 'IL', '1', last, first, '', '', '', loop.ssn ? '34' : '', loop.ssn ?? ''];
}

/** PER*IP: telephone (TE, ten digits) and e-mail (EM); an address with a separator in it is left out, never altered. */
function contact(phone: string | null, email: string | null): Segment | undefined {
  const numbers: string[] = [];
  const digits = (phone ?? '').replace(/\D/g, '').replace(/^1(?=\d{10}$)/, '');
  if (digits.length >= 10) numbers.push('TE', digits.slice(0, 80));
  const mail = email?.trim() ?? '';
  if (mail && isX12Safe(mail) && mail.length <= 256) numbers.push('EM', mail);
  return numbers.length > 0 ? ['PER', 'IP', '', ...numbers] : undefined;
}

/** N3 and N4; N405 CY with the county's FIPS code when the county is stored as one. */
function address(a: ExportAddress): Segment[] {
  const zip = a.zip.replace(/\D/g, '');
  const county = a.county && /^\d{5}$/.test(a.county.trim()) ? a.county.trim() : '';
  return [
    ['N3', x12Text(a.line1, 55), a.line2 ? x12Text(a.line2, 55) : ''],
    [
      'N4',
      x12Text(a.city, 30),
      x12Text(a.state, 2),
      zip.length === 9 || zip.length === 5 ? zip : zip.slice(0, 5),
      '',
      county ? 'CY' : '',
      county,
    ],
  ];
}
