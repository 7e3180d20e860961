/**
 * The filters of Shop Health Plans (spec builder sections 2 and 9): carrier (from the results),
 * metal tier, deductible band, price band, the sort and HSA Eligible.
 */
import { CheckboxField, SelectField } from '@aws-amplify/ui-react';
import {
  deductibleBands,
  metalTiers,
  priceBands,
  type PlanFilters,
} from '../../../../../shared/domain/plan-filters';
import { plansTexts } from '../texts';
import { componentTexts } from '../../../components/texts';
import { bandLabel } from '../utils/band-label';
import { metalTierLabel } from '../../../components/metal-tier';

export function PlanFiltersBar({
  filters,
  carriers,
  onChange,
}: {
  filters: PlanFilters;
  carriers: readonly string[];
  /** The one filter changed: applied to the latest filters, so quick changes never undo each other. */
  onChange(change: Partial<PlanFilters>): void;
}) {
  const set = <K extends keyof PlanFilters>(key: K, value: PlanFilters[K]) =>
    onChange({ [key]: value } as Partial<PlanFilters>);
  return (
    <fieldset className="shop-filters">
      <legend className="visually-hidden">{plansTexts('shopFilters')}</legend>
      <SelectField
        label={componentTexts('cartColCarrier')}
        value={filters.carrier}
        onChange={(e) => set('carrier', e.target.value)}
      >
        <option value="">{plansTexts('shopAll')}</option>
        {carriers.map((c) => (
          <option key={c} value={c}>
            {c}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={componentTexts('cartColMetalTier')}
        value={filters.metal}
        onChange={(e) => set('metal', e.target.value)}
      >
        <option value="">{plansTexts('shopAll')}</option>
        {metalTiers.map((m) => (
          <option key={m} value={m}>
            {metalTierLabel(m)}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={plansTexts('shopDeductible')}
        value={filters.deductible}
        onChange={(e) => set('deductible', e.target.value)}
      >
        <option value="">{plansTexts('shopAll')}</option>
        {deductibleBands.map((b) => (
          <option key={b.id} value={b.id}>
            {bandLabel(b)}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={componentTexts('servicePriceLabel')}
        value={filters.price}
        onChange={(e) => set('price', e.target.value)}
      >
        <option value="">{plansTexts('shopAll')}</option>
        {priceBands.map((b) => (
          <option key={b.id} value={b.id}>
            {bandLabel(b)}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={plansTexts('shopSort')}
        value={filters.sort}
        onChange={(e) => set('sort', e.target.value as PlanFilters['sort'])}
      >
        <option value="">{plansTexts('shopSortNone')}</option>
        <option value="priceAsc">{plansTexts('shopSortPriceAsc')}</option>
        <option value="priceDesc">{plansTexts('shopSortPriceDesc')}</option>
        <option value="yearlyAsc">{plansTexts('shopSortYearly')}</option>
      </SelectField>
      <CheckboxField
        className="shop-filters__hsa"
        name="hsa"
        label={plansTexts('shopHsaEligible')}
        checked={filters.hsaOnly}
        onChange={(e) => set('hsaOnly', e.target.checked)}
      />
    </fieldset>
  );
}
