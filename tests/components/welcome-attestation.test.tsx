/**
 * /welcome shows the coverage attestation stored with the authorization (issue 40, item 2): its
 * text, whom it names, when and the text's version; none on a waiver; and a stored attestation of
 * another version is named by its version without today's wording.
 */
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as apiMessages from '../../shared/api-messages';
import { coverageAttestationVersion } from '../../shared/domain/coverage-attestation';
import type { OrderDetail } from '../../shared/schemas/order';
import { enrollmentTexts } from '../../frontend/src/enrollment/texts';
import { WelcomePage } from '../../frontend/src/features/welcome/components/welcome-page';
import type { MemberAccount } from '../../frontend/src/features/welcome/api/get-member-account';
import { renderRoutes } from './support';

const order = (over: Partial<OrderDetail>): OrderDetail => ({
  id: crypto.randomUUID(),
  category: 'healthinsurance',
  vendorname: 'Acme Health',
  productname: 'Acme Silver PPO',
  description: null,
  amountspent: 612.34,
  policyholdersname: 'Ada Hopper',
  policycarriername: 'Acme Health',
  options: null,
  tax_status: 'Pre-Tax',
  ordernumber: '0',
  createdon: '2027-01-05T10:00:00.000Z',
  policyeffectivedate: '2027-02-01',
  policyishsaeligible: 0,
  waivecoverage: 0,
  businessyear: 2027,
  summary_link: null,
  accountname: 'Initech',
  address1: null,
  address2: null,
  city: null,
  stateorprovince: null,
  postalcode: null,
  phonenumber: null,
  emailaddress: null,
  ...over,
});

const account = (over: Partial<MemberAccount> = {}): MemberAccount => ({
  id: crypto.randomUUID(),
  memberid: crypto.randomUUID(),
  waivecoverage: 0,
  waivecoveragereason: null,
  currentemployercontribution: 700,
  currenthealthinsurancepremium: 612.34,
  currentpayrolldeduction: 0,
  currentbalance: 87.66,
  currentemployeeclass: null,
  ...over,
});

const attestation = (version = coverageAttestationVersion) => ({
  version,
  attestedAt: '2027-01-05T10:00:00.000Z',
  people: [
    { id: crypto.randomUUID(), relationship: 'self', firstname: 'Ada', lastname: 'Hopper' },
    { id: crypto.randomUUID(), relationship: 'child', firstname: 'Alan', lastname: 'Hopper' },
  ],
});

const renderWelcome = (orders: OrderDetail[], acc: MemberAccount) =>
  renderRoutes(
    [
      {
        path: '/welcome',
        element: (
          <WelcomePage
            orders={orders}
            account={acc}
            contacts={[]}
            firstname="Ada"
            authorized
            employerName="Initech"
          />
        ),
      },
    ],
    '/welcome',
  );

const section = () =>
  screen.queryByRole('region', { name: apiMessages.subStepCoverageAttestation }) ??
  screen.queryByRole('heading', { name: apiMessages.subStepCoverageAttestation })?.closest('section') ??
  null;

describe('/welcome and the coverage attestation', () => {
  it('shows the attestation stored with the plan: its text, whom it names, when and the version', () => {
    renderWelcome([order({})], account({ coverageAttestation: attestation() }));
    const shown = section();
    expect(shown).not.toBeNull();
    expect(shown!.textContent).toContain(enrollmentTexts('coverageAttestationStatement'));
    expect(shown!.textContent).toContain(
      enrollmentTexts('coverageAttestationSummary', { date: '2027-01-05', names: 'Ada Hopper, Alan Hopper' }),
    );
    expect(shown!.textContent).toContain(
      enrollmentTexts('coverageAttestationVersion', { version: coverageAttestationVersion }),
    );
  });

  it('names an older version without today’s wording', () => {
    renderWelcome([order({})], account({ coverageAttestation: attestation('coverage-attestation-2026-1') }));
    const shown = section();
    expect(shown!.textContent).not.toContain(enrollmentTexts('coverageAttestationStatement'));
    expect(shown!.textContent).toContain('coverage-attestation-2026-1');
  });

  it('shows none for a waiver or an account without one', () => {
    renderWelcome(
      [order({ category: 'waive', waivecoverage: 1, options: 'Coverage under Medicare', amountspent: 0 })],
      account({ waivecoverage: 1, waivecoveragereason: 'Coverage under Medicare' }),
    );
    expect(section()).toBeNull();
  });
});
