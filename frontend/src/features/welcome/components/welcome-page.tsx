/**
 * /welcome (spec portal "/welcome"): the greeting, enrolled or waived, the employer's contacts,
 * the additional services and the plan panel of the latest authorization.
 */
import { Table, TableBody, TableCell, TableHead, TableRow } from '@aws-amplify/ui-react';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { apiTexts } from '../../../lib/api-texts';
import { welcomeTexts } from '../texts';
import { commonTexts } from '../../../lib/texts';
import type { OrderDetail } from '../../../../../shared/schemas/order';
import { paths } from '../../../config/paths';
import { usePageTitle } from '../../../lib/use-page-title';
import type { MemberAccount } from '../api/get-member-account';
import {
  contributionText,
  dollarsText,
  planSummary,
  selectionDate,
  type ContactCard,
  type PlanSummary,
} from '../utils/welcome-summary';
import { componentTexts } from '../../../components/texts';
import { orderProductName } from '../../../components/order-product-name';
import { shownWaiverReason } from '../../../enrollment/waiver-reasons';
import { enrollmentTexts } from '../../../enrollment/texts';
import { coverageAttestationVersion } from '../../../../../shared/domain/coverage-attestation';
import type { ProofStatus } from '../api/coverage-proof';
import { CoverageProofSection } from './coverage-proof-section';

export interface WelcomeData {
  /** The caller's orders, newest first. */
  orders: OrderDetail[];
  account: MemberAccount | null;
  /** The contacts to show, already chosen by the contacts rule. */
  contacts: ContactCard[];
  /** Proof of coverage of the plan year (coverage-proof-section.tsx); null or absent when none is asked. */
  proof?: ProofStatus | null;
}

export interface WelcomePageProps extends WelcomeData {
  firstname: string;
  /** ?authorize is present: the employee has just authorized. */
  authorized: boolean;
  employerName: string | null;
}

const orNotAvailable = (v: string | null | undefined) => (v?.trim() ? v : componentTexts('notAvailable'));

/** A table that scrolls sideways on a narrow screen, reachable by keyboard. */
function ScrollTable({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="after-table" role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}

function Contacts({ contacts, employerName }: { contacts: ContactCard[]; employerName: string | null }) {
  const id = useId();
  return (
    <section className="welcome-contacts" aria-labelledby={id}>
      <h2 id={id}>{welcomeTexts('contactsHeading')}</h2>
      {contacts.length === 0 ? (
        <p>{componentTexts('notAvailable')}</p>
      ) : (
        <ul className="welcome-contacts__list">
          {contacts.map((c, i) => (
            <li key={i} className="welcome-contacts__card">
              <h3>
                {
                  {
                    '1': welcomeTexts('contactTypes.1'),
                    '2': welcomeTexts('contactTypes.2'),
                    '3': welcomeTexts('contactTypes.3'),
                    '4': welcomeTexts('contactTypes.4'),
                    '5': commonTexts('supportContact'),
                  }[c.contacttype]
                }
              </h3>
              <dl>
                <dt>{componentTexts('employerName')}</dt>
                <dd>{orNotAvailable(employerName)}</dd>
                <dt>{welcomeTexts('contactName')}</dt>
                <dd>{orNotAvailable(c.name)}</dd>
                <dt>{componentTexts('email')}</dt>
                <dd>
                  {c.emailaddress ? (
                    <a href={`mailto:${c.emailaddress}`}>{c.emailaddress}</a>
                  ) : (
                    componentTexts('notAvailable')
                  )}
                </dd>
                <dt>{welcomeTexts('contactPhone')}</dt>
                <dd>
                  {c.phonenumber ? (
                    <a href={`tel:${c.phonenumber}`}>{c.phonenumber}</a>
                  ) : (
                    componentTexts('notAvailable')
                  )}
                </dd>
              </dl>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function AdditionalServices({ services }: { services: OrderDetail[] }) {
  const id = useId();
  return (
    <section className="welcome-services" aria-labelledby={id}>
      <h2 id={id}>{apiTexts().subStepAdditionalServices}</h2>
      <ScrollTable label={welcomeTexts('servicesTableLabel')}>
        <Table size="small" variation="bordered">
          <TableHead>
            <TableRow>
              <TableCell as="th">{welcomeTexts('serviceVendor')}</TableCell>
              <TableCell as="th">{welcomeTexts('serviceProduct')}</TableCell>
              <TableCell as="th">{welcomeTexts('serviceCost')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {services.map((s) => (
              <TableRow key={s.id}>
                <TableCell>{orNotAvailable(s.vendorname)}</TableCell>
                <TableCell>{[s.productname, s.options].filter(Boolean).join(' - ')}</TableCell>
                <TableCell>{dollarsText(s.amountspent)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </ScrollTable>
    </section>
  );
}

function PlanPanel({ summary, account }: { summary: PlanSummary; account: MemberAccount | null }) {
  const id = useId();
  const title = welcomeTexts('healthPlanSelected', { year: summary.year });
  return (
    <section className="welcome-plan" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {summary.summaryLink ? (
        <p>
          <a href={summary.summaryLink} target="_blank" rel="noopener noreferrer">
            {welcomeTexts('viewSummaryPlanDescription')}
            <span className="visually-hidden"> {commonTexts('opensInNewTab')}</span>
          </a>
        </p>
      ) : null}
      <p className="welcome-plan__contribution">
        {welcomeTexts('employerContribution', {
          amount: contributionText(account?.currentemployercontribution),
        })}
      </p>
      <ScrollTable label={welcomeTexts('planTableCaption')}>
        <Table size="small" variation="bordered">
          <TableHead>
            <TableRow>
              {[
                welcomeTexts('planTableColumns.0'),
                componentTexts('productName'),
                welcomeTexts('planTableColumns.2'),
                componentTexts('options'),
                welcomeTexts('planTableColumns.4'),
                welcomeTexts('serviceCost'),
                welcomeTexts('planTableColumns.6'),
              ].map((c) => (
                <TableCell as="th" key={c}>
                  {c}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {summary.orders.map((o) => (
              <TableRow key={o.id}>
                <TableCell>
                  {
                    {
                      healthinsurance: componentTexts('orderAreas.healthinsurance'),
                      HSA: componentTexts('orderAreas.HSA'),
                      additionalservices: apiTexts().subStepAdditionalServices,
                      waive: componentTexts('orderAreas.waive'),
                    }[o.category]
                  }
                </TableCell>
                <TableCell>{orderProductName(o)}</TableCell>
                <TableCell>{o.vendorname ?? o.policycarriername ?? ''}</TableCell>
                {/* A waiver's order holds the stored (English) reason as its options. */}
                <TableCell>
                  {o.category === 'waive' && o.options ? shownWaiverReason(o.options) : (o.options ?? '')}
                </TableCell>
                <TableCell>{o.tax_status ?? ''}</TableCell>
                <TableCell>{dollarsText(o.amountspent)}</TableCell>
                <TableCell>{selectionDate(o.createdon)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </ScrollTable>
    </section>
  );
}

/**
 * The coverage attestation stored with the authorization (issue 40): its text, whom it names, when,
 * and the text's version.
 */
function CoverageAttestation({
  attestation,
}: {
  attestation: NonNullable<MemberAccount['coverageAttestation']>;
}) {
  const id = useId();
  return (
    <section className="welcome-attestation" aria-labelledby={id}>
      <h2 id={id}>{apiTexts().subStepCoverageAttestation}</h2>
      {/* The catalogs hold the current version's text only: an older version is named, not re-worded. */}
      {attestation.version === coverageAttestationVersion ? (
        <p>{enrollmentTexts('coverageAttestationStatement')}</p>
      ) : null}
      <p className="welcome-attestation__people">
        {enrollmentTexts('coverageAttestationSummary', {
          date: selectionDate(attestation.attestedAt),
          names: attestation.people
            .map((p) => [p.firstname, p.lastname].filter(Boolean).join(' '))
            .join(', '),
        })}
      </p>
      <p>{enrollmentTexts('coverageAttestationVersion', { version: attestation.version })}</p>
    </section>
  );
}

export function WelcomePage({
  orders,
  account,
  contacts,
  proof,
  firstname,
  authorized,
  employerName,
}: WelcomePageProps) {
  const heading = authorized
    ? welcomeTexts('welcomeCongratulations', { firstname })
    : welcomeTexts('welcomeBack', { firstname });
  usePageTitle(heading);
  const summary = planSummary(orders);
  return (
    <section className="after-page welcome-page" aria-labelledby="welcome-title">
      <h1 id="welcome-title">{heading}</h1>
      {!summary ? (
        <p>
          {welcomeTexts('noEnrollmentYet')} <Link to={paths.profile}>{welcomeTexts('startEnrollment')}</Link>
        </p>
      ) : summary.waived ? (
        <div className="welcome-page__waived">
          <p>
            <strong>{welcomeTexts('coverageWaived', { year: summary.year })}</strong>
          </p>
          <p>{welcomeTexts('waivedNoFurtherAction')}</p>
          <p>{welcomeTexts('waivedContactIfError')}</p>
          {account?.waivecoveragereason ? (
            <p>
              {welcomeTexts('waiveReasonLabel')}{' '}
              <span className="welcome-page__reason">{shownWaiverReason(account.waivecoveragereason)}</span>
            </p>
          ) : null}
        </div>
      ) : (
        <p className="welcome-page__completed">{welcomeTexts('enrollmentCompleted')}</p>
      )}
      <p className="welcome-page__notice">
        <Link to={paths.ichraNotice}>{welcomeTexts('ichraNoticeLink')}</Link>
      </p>
      <p className="welcome-page__life-event">
        {welcomeTexts('lifeEventPrompt')} <Link to={paths.lifeEvent}>{welcomeTexts('lifeEventLink')}</Link>
      </p>
      <Contacts contacts={contacts} employerName={employerName} />
      {summary && summary.services.length > 0 ? <AdditionalServices services={summary.services} /> : null}
      {summary ? <PlanPanel summary={summary} account={account} /> : null}
      {summary && !summary.waived && account?.coverageAttestation ? (
        <CoverageAttestation attestation={account.coverageAttestation} />
      ) : null}
      {summary && !summary.waived && proof ? <CoverageProofSection initial={proof} /> : null}
    </section>
  );
}
