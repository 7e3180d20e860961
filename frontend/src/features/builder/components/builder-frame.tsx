/**
 * The enrollment page's frame: on wide screens a left rail with the employer logo, name and the
 * vertical step indicator; at 840 px or less the horizontal indicator above the content. Above the
 * step (the profile, the builder's tabs, the cart): "Enroll by" the employer's deadline, when set,
 * which the tab's next prerendered frame paints too (lib/frame-fill.ts).
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useBuilderContext } from '../../../enrollment/api/builder-context';
import { EnrollBy, enrollByText } from '../../../enrollment/components/enroll-by';
import { useFrameFill } from '../../../lib/frame-fill';
import { apiTexts } from '../../../lib/api-texts';
import { builderTexts } from '../texts';
import { BuilderThemeProvider } from '../theme';
import { StepIndicator } from './step-indicator';
import { TopBar } from './top-bar';

export function BuilderFrame({ step, children }: { step: 2 | 3; children: ReactNode }) {
  const { employer, enrollment } = useBuilderContext();
  // After the employer's window, without one of the member's own, POST /api/Order answers 409:
  // the builder says so with the same message instead of the steps (issue 40).
  const closed =
    enrollment?.state === 'closed' && enrollment.deadline !== null
      ? apiTexts().enrollmentClosed(enrollment.planYear, enrollment.deadline)
      : null;
  const enrollBy = enrollByText(employer);
  // What the frame of this tab's next page paints above the step (lib/frame-fill.ts): the
  // deadline shown here, nothing when the builder shows none.
  useFrameFill('enroll-by', closed ? null : enrollBy);
  return (
    <BuilderThemeProvider>
      <div className="builder-frame">
        <aside className="builder-frame__rail">
          {employer?.logo ? (
            <img src={employer.logo} alt={employer.accountname} width={190} height={50} />
          ) : null}
          {employer ? <p className="builder-frame__employer">{employer.accountname}</p> : null}
          <StepIndicator current={step} orientation="vertical" />
        </aside>
        <div className="builder-frame__main">
          <TopBar />
          <div className="builder-frame__steps-narrow">
            <StepIndicator current={step} orientation="horizontal" />
          </div>
          {closed ? (
            <>
              <p className="notice enrollment-closed" role="alert">
                {closed}
              </p>
              <p className="enrollment-closed__life-event">
                <Link to={paths.lifeEvent}>{builderTexts('closedReportLifeEvent')}</Link>
              </p>
            </>
          ) : (
            <>
              <EnrollBy text={enrollBy} />
              {children}
            </>
          )}
        </div>
      </div>
    </BuilderThemeProvider>
  );
}
