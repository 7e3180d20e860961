/**
 * Plan Comparisons (spec builder section 2): a Back button and a table with one column per plan
 * (at most 3) headed by its issuer, with every row of the spec; Export Plans downloads them.
 */
import { Button } from '@aws-amplify/ui-react';
import type { HealthPlan } from '../../../../../shared/schemas/quote';
import { plansTexts } from '../texts';
import { comparisonRows } from './plan-rows';
import { componentTexts } from '../../../components/texts';

export function PlanComparisons({
  plans,
  onBack,
  onExport,
}: {
  plans: readonly HealthPlan[];
  onBack(): void;
  onExport(): void;
}) {
  return (
    <section className="shop-view" aria-labelledby="shop-comparisons-title">
      <div className="shop-view__bar">
        <Button onClick={onBack}>{componentTexts('back')}</Button>
        <h2 id="shop-comparisons-title">{plansTexts('shopComparisonsTitle')}</h2>
        <Button onClick={onExport}>{plansTexts('shopExportPlans')}</Button>
      </div>
      <div className="shop-table-scroll" role="region" aria-labelledby="shop-comparisons-title" tabIndex={0}>
        <table
          className="shop-table shop-compare"
          // Wide enough for every column to stay readable; narrower screens scroll the region.
          style={{ minWidth: `${7 + plans.length * 8}rem` }}
        >
          <thead>
            <tr>
              <td />
              {plans.map((p) => (
                <th key={p.id} scope="col">
                  {p.issuername}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {comparisonRows().map((row) => (
              <tr key={row.label}>
                <th scope="row">{row.label}</th>
                {plans.map((p) => (
                  <td key={p.id}>{row.value(p)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
