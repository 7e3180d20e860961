/**
 * The sub-step tab bar (spec section 2 "Sub-step tabs"): Roman numerals, drawn from
 * shared/domain/sub-steps.ts; tabs before the current one can be clicked (the first included),
 * later ones cannot; titles are hidden on small screens (CSS).
 */
import { localizeApiText } from '../../../lib/api-texts';
import { builderTexts } from '../texts';
import { useBuilderNav, useCurrentTabs } from '../../../enrollment/use-builder-nav';

// Up to eight tabs: the registry's steps all shown at once (shared/domain/steps/index.ts).
const roman = ['I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII'];

export function SubStepTabs() {
  const { tabs, current } = useCurrentTabs();
  const { goTo } = useBuilderNav();
  const currentIndex = tabs.findIndex((t) => t.id === current);
  return (
    <nav aria-label={builderTexts('subStepTabs')}>
      <ol className="sub-step-tabs">
        {tabs.map((tab, i) => {
          const past = i < currentIndex;
          // The title is the API's English text (shared/domain/sub-steps.ts), said in the page's language.
          const title = localizeApiText(tab.title);
          const content = (
            <>
              <span className="sub-step-tabs__number">
                {past ? '✓ ' : ''}
                {roman[tab.number - 1]}
              </span>
              <span className="sub-step-tabs__title">{title}</span>
            </>
          );
          return (
            <li key={tab.id} className={`sub-step-tabs__tab${i === currentIndex ? ' is-current' : ''}`}>
              {past ? (
                <button
                  type="button"
                  onClick={() => goTo(tab.id)}
                  aria-label={`${roman[tab.number - 1]} ${title}`}
                >
                  {content}
                </button>
              ) : (
                <span aria-current={i === currentIndex ? 'step' : undefined} aria-disabled="true">
                  {content}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
