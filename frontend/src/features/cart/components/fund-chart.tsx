/**
 * The Member Fund Chart (spec builder section 2, Cart modals): four bars, Monthly Employer
 * Contribution, Amount Spent, Amount Available and Your Monthly Cost. A small SVG written here
 * rather than a chart library, which would weigh more than the whole cart. The SVG is an image
 * labelled with its figures, and the same figures follow as a list.
 */
import { useId } from 'react';
import { formatDollars, type Cents } from '../../../../../shared/domain/money';
import { cartTexts } from '../texts';
import { componentTexts } from '../../../components/texts';

export interface FundChartProps {
  contributionCents: Cents;
  spentCents: Cents;
  availableCents: Cents;
  yourCostCents: Cents;
}

const WIDTH = 480;
const HEIGHT = 240;
const TOP = 28;
const BOTTOM = 56;
const BAR = 64;

export function FundChart(props: FundChartProps) {
  const titleId = useId();
  const bars: Array<{ label: string; cents: Cents; modifier: string }> = [
    {
      label: componentTexts('contribMonthlyEmployer'),
      cents: props.contributionCents,
      modifier: 'contribution',
    },
    { label: componentTexts('fundsAmountSpent'), cents: props.spentCents, modifier: 'spent' },
    { label: componentTexts('fundsAmountAvailable'), cents: props.availableCents, modifier: 'available' },
    { label: cartTexts('fundChartYourCost'), cents: props.yourCostCents, modifier: 'cost' },
  ];
  const max = Math.max(1, ...bars.map((b) => b.cents));
  const plot = HEIGHT - TOP - BOTTOM;
  const slot = WIDTH / bars.length;
  return (
    <figure className="cart-chart" aria-labelledby={titleId}>
      <figcaption id={titleId} className="cart-chart__title">
        {cartTexts('fundChartTitle')}
      </figcaption>
      <svg
        className="cart-chart__svg"
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-label={bars.map((b) => `${b.label}: ${formatDollars(b.cents)}`).join(', ')}
        data-testid="fund-chart"
      >
        <line x1={0} x2={WIDTH} y1={HEIGHT - BOTTOM} y2={HEIGHT - BOTTOM} className="cart-chart__axis" />
        {bars.map((b, i) => {
          const h = Math.round((b.cents / max) * plot);
          const x = i * slot + (slot - BAR) / 2;
          const y = HEIGHT - BOTTOM - h;
          return (
            <g key={b.modifier} data-bar={b.modifier} data-cents={b.cents}>
              <rect
                x={x}
                y={y}
                width={BAR}
                height={Math.max(h, 1)}
                className={`cart-chart__bar cart-chart__bar--${b.modifier}`}
              />
              <text x={x + BAR / 2} y={y - 6} textAnchor="middle" className="cart-chart__value">
                {formatDollars(b.cents)}
              </text>
              {b.label
                .split(' ')
                .reduce<string[]>((rows, word) => {
                  const last = rows[rows.length - 1];
                  if (last !== undefined && `${last} ${word}`.length <= 14)
                    rows[rows.length - 1] = `${last} ${word}`;
                  else rows.push(word);
                  return rows;
                }, [])
                .map((row, r) => (
                  <text
                    key={row}
                    x={x + BAR / 2}
                    y={HEIGHT - BOTTOM + 16 + r * 14}
                    textAnchor="middle"
                    className="cart-chart__label"
                  >
                    {row}
                  </text>
                ))}
            </g>
          );
        })}
      </svg>
      <ul className="cart-chart__legend">
        {bars.map((b) => (
          <li key={b.modifier}>
            <span className={`cart-chart__swatch cart-chart__bar--${b.modifier}`} aria-hidden="true" />
            {b.label}: <strong>{formatDollars(b.cents)}</strong>
          </li>
        ))}
      </ul>
    </figure>
  );
}
