/**
 * The enrollment step indicator (spec portal "Step indicators"): numbered circles with labels,
 * vertical in the left rail or horizontal; completed steps show a check and can be clicked to go
 * back, except the first.
 */
import { Link } from 'react-router';
import { builderTexts } from '../texts';
import { commonTexts } from '../../../lib/texts';
import { paths } from '../../../config/paths';

const stepPaths: (string | null)[] = [null, paths.profile, `${paths.enrollment}/contributions`];

export function StepIndicator({
  current,
  orientation,
}: {
  /** 1-based current step. */
  current: number;
  orientation: 'vertical' | 'horizontal';
}) {
  return (
    <nav aria-label={builderTexts('enrollmentSteps')}>
      <ol className={`step-indicator step-indicator--${orientation}`}>
        {[
          commonTexts('getStarted'),
          builderTexts('enrollmentStepLabels.1'),
          builderTexts('enrollmentStepLabels.2'),
        ].map((label, i) => {
          const number = i + 1;
          const done = number < current;
          const to = stepPaths[i];
          const circle = (
            <span className="step-indicator__circle" aria-hidden="true">
              {done ? '✓' : number}
            </span>
          );
          return (
            <li
              key={label}
              className={`step-indicator__step${done ? ' is-done' : ''}${number === current ? ' is-current' : ''}`}
              aria-current={number === current ? 'step' : undefined}
            >
              {done && number > 1 && to ? (
                // The label is hidden on small screens: the link keeps its name there.
                <Link to={to} aria-label={label}>
                  {circle}
                  <span className="step-indicator__label">{label}</span>
                </Link>
              ) : (
                <span>
                  {circle}
                  <span className="step-indicator__label">{label}</span>
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
