/**
 * The prerendered frames of the signed-in pages (issue 41): what each page paints from its HTML,
 * before the entry, the configuration, the session check, the route's chunks and its API reads.
 * The header with the logo, the builder's frame with its step indicators and top bar, and the
 * page's heading; the parts that depend on the member (the /welcome greeting, the tabs chosen by
 * the member's path, the funds) are places of their size, filled when React renders the page over
 * the frame. The top bar's greeting and the builder's "Enroll by" deadline are painted with the
 * frame when the tab has shown them before (lib/frame-fill.ts), else they have no place. Built by
 * frontend/frames-plugin.ts with the same components the pages use, in every language; the paths
 * are shared/web-frames.ts's.
 */
import type { ReactNode } from 'react';
import type { FramedPath } from '../../../../shared/web-frames';
import { apiTexts } from '../../lib/api-texts';
import { builderTexts } from '../../features/builder/texts';
import { cartTexts } from '../../features/cart/texts';
import { componentTexts } from '../../components/texts';
import { healthPlanTexts } from '../../features/health-plan/texts';
import { noticeTexts } from '../../features/ichra-notice/texts';
import { lifeEventTexts } from '../../features/life-event/texts';
import { profileTexts } from '../../features/profile/texts';
import { StepIndicator } from '../../features/builder/components/step-indicator';
import { TopBarView } from '../../features/builder/components/top-bar';
import { Header } from '../layout/header';
import { appTexts } from '../texts';
import { currentLocale } from '../../lib/i18n';
import type { FrameFill } from '../../lib/frame-fill';

/**
 * A page of the builder's frame (step 2, the profile; step 3, the sub-steps), or one under the top
 * bar. `intro` is a page's first paragraph when it is the same for every member and comes right
 * under the heading: the largest text of the page's first screen, painted with the frame. A page
 * under the top bar whose heading names the member (/welcome) has no `heading`: its frame keeps
 * the heading's place.
 */
type Frame =
  | { kind: 'profile' }
  | { kind: 'sub-step'; section: string; heading: () => string; intro?: () => string }
  | { kind: 'after'; section: string; heading?: () => string; intro?: () => string };

/** Each framed page: its frame and heading, read when rendered (in the language being built). */
export const routeFrames: Record<FramedPath, Frame> = {
  '/profile': { kind: 'profile' },
  '/enrollment/contributions': {
    kind: 'sub-step',
    section: 'builder-options contributions',
    heading: () => builderTexts('contribHeading'),
  },
  '/enrollment/ichra-acknowledgment': {
    kind: 'sub-step',
    section: 'builder-options ichra',
    heading: () => apiTexts().subStepIchraAcknowledgment,
    intro: () => builderTexts('ichraIntro'),
  },
  '/enrollment/shop': {
    kind: 'sub-step',
    section: 'shop',
    heading: () => apiTexts().subStepShop,
  },
  '/enrollment/hsa': {
    kind: 'sub-step',
    section: 'builder-options hsa',
    heading: () => builderTexts('hsaHeading'),
  },
  '/enrollment/additional-services': {
    kind: 'sub-step',
    section: 'builder-options services',
    heading: () => apiTexts().subStepAdditionalServices,
  },
  '/enrollment/coverage-attestation': {
    kind: 'sub-step',
    section: 'builder-options coverage-attestation',
    heading: () => apiTexts().subStepCoverageAttestation,
  },
  '/enrollment/cart': {
    kind: 'sub-step',
    section: 'cart',
    heading: () => cartTexts('cartTitle'),
  },
  '/welcome': { kind: 'after', section: 'after-page welcome-page' },
  '/health-plan': {
    kind: 'after',
    section: 'after-page health-plans',
    heading: () => healthPlanTexts('employeeHealthPlans'),
  },
  '/contact-us': {
    kind: 'after',
    section: 'after-page contact-us',
    heading: () => componentTexts('contactUs'),
  },
  // The notice's heading is its title (the employer and the plan year) once it is read; before, the
  // page's own title, as the page shows it while it loads.
  '/ichra-notice': {
    kind: 'after',
    section: 'after-page ichra-notice',
    heading: () => noticeTexts('noticePageTitle'),
  },
  '/life-event': {
    kind: 'after',
    section: 'after-page life-event-page',
    heading: () => lifeEventTexts('lifeEventTitle'),
    intro: () => lifeEventTexts('lifeEventIntro'),
  },
};

/**
 * The portal's layout around a page (app/layout/root-layout.tsx), signed in, without the footer
 * yet. Every language's frame is in the page, so the main landmark's id names the language; the
 * frames carry no other id.
 */
function Shell({ children }: { children: ReactNode }) {
  const main = `main-${currentLocale()}`;
  return (
    <div className="app-shell">
      <a href={`#${main}`} className="skip-link">
        {appTexts('skipToContent')}
      </a>
      <Header employer={null} signedIn />
      <main id={main} className="site-main" tabIndex={-1}>
        <div className="builder-theme">{children}</div>
      </main>
    </div>
  );
}

/** The builder's frame (features/builder/components/builder-frame.tsx) at step 2 or 3. */
function BuilderFrameShell({ step, children }: { step: 2 | 3; children: ReactNode }) {
  return (
    <div className="builder-frame">
      <aside className="builder-frame__rail">
        <StepIndicator current={step} orientation="vertical" />
      </aside>
      <div className="builder-frame__main">
        <TopBarView greeting={null} />
        <div className="builder-frame__steps-narrow">
          <StepIndicator current={step} orientation="horizontal" />
        </div>
        {/* The deadline the tab's builder showed last, put in by public/locale.js (lib/frame-fill.ts). */}
        <p className="notice enroll-by" data-frame-fill={'enroll-by' satisfies FrameFill} hidden />
        {children}
      </div>
    </div>
  );
}

/** A framed page's frame, in the language active when it is called. */
export function RouteFrame({ path }: { path: FramedPath }) {
  const frame = routeFrames[path];
  switch (frame.kind) {
    case 'profile':
      return (
        <Shell>
          <BuilderFrameShell step={2}>
            <div className="profile-step">
              <h1 className="profile-step__title">{profileTexts('profileHeading')}</h1>
            </div>
          </BuilderFrameShell>
        </Shell>
      );
    case 'sub-step':
      return (
        <Shell>
          <BuilderFrameShell step={3}>
            {/* The tabs and the funds bar depend on the member: their places, kept at their height. */}
            <div className="frame-place frame-place--tabs" aria-hidden="true" />
            <div className="frame-place frame-place--funds" aria-hidden="true" />
            <section className={frame.section}>
              <h2>{frame.heading()}</h2>
              {frame.intro && <p>{frame.intro()}</p>}
            </section>
          </BuilderFrameShell>
        </Shell>
      );
    case 'after':
      return (
        <Shell>
          <div className="after-frame">
            <TopBarView greeting={null} />
            <section className={frame.section}>
              {frame.heading ? (
                <h1>{frame.heading()}</h1>
              ) : (
                <div className="frame-place frame-place--heading" aria-hidden="true" />
              )}
              {frame.intro && <p>{frame.intro()}</p>}
            </section>
          </div>
        </Shell>
      );
  }
}
