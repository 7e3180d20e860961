/**
 * Additional Services (spec builder sections 2 and 4; shown when employeazecustomer is 1): one
 * product card (subcategory, vendor, description), the price dropdown of the employer's options
 * with their costs, the monthly tax status and the cost; 'Add To Cart' / 'Remove' toggles it in
 * the builder state's cart, and changing the option takes it out of the cart. Details shows the
 * product's full description (the spec's product only said 'In Development', DESIGN.md section 6).
 */
import { Badge, Button, Card, Loader, SelectField } from '@aws-amplify/ui-react';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useState } from 'react';
import { formatDollars } from '../../../../../shared/domain/money';
import { apiTexts } from '../../../lib/api-texts';
import { builderTexts } from '../texts';
import { commonTexts } from '../../../lib/texts';
import { Modal } from '../../../components/modal';
import { ApiError } from '../../../lib/api-client';
import { useBuilderContext } from '../../../enrollment/api/builder-context';
import { serviceKey, serviceProductsQuery } from '../../../enrollment/api/additional-services';
import { StepNextButton } from '../components/step-next-button';
import { useBuilder } from '../../../enrollment/state/builder-store';
import { useBuilderNav } from '../../../enrollment/use-builder-nav';
import { componentTexts } from '../../../components/texts';

export function AdditionalServicesStep() {
  const { state, actions } = useBuilder();
  const { next } = useBuilderNav();
  const { member } = useBuilderContext();
  // Rendered from a deferred copy of the answer, in slices React can interrupt, as the shop's plans
  // are: the query cache's updates are otherwise rendered at once, in one task (issue 41).
  const load = useDeferredValue(useQuery(serviceProductsQuery(member.id)));
  const [chosenKey, setChosenKey] = useState<string | null>(null);
  const [detailsOpen, setDetailsOpen] = useState(false);

  const inCart = state.additionalService;
  const cartKey = inCart ? serviceKey({ subcategory: inCart.productId, option: inCart.optionId }) : null;
  const products = load.data ?? [];
  // The option shown: the one chosen here, else the one in the cart, else the first.
  const selected = products.find((p) => serviceKey(p) === (chosenKey ?? cartKey)) ?? products[0] ?? null;
  const selectedInCart = selected !== null && cartKey === serviceKey(selected);

  const body = load.isPending ? (
    <Loader ariaLabel={commonTexts('loading')} />
  ) : load.isError ? (
    <p className="builder-options__error" role="alert">
      {load.error instanceof ApiError ? load.error.message : builderTexts('serviceLoadFailed')}
    </p>
  ) : !selected ? (
    <p>{builderTexts('serviceNone')}</p>
  ) : (
    <Card variation="outlined" className="service-card">
      <h3 className="service-card__subcategory">{selected.subcategory}</h3>
      <p className="service-card__vendor">{selected.vendorname}</p>
      <p className="service-card__description">{selected.description}</p>
      <SelectField
        label={componentTexts('servicePriceLabel')}
        value={serviceKey(selected)}
        onChange={(e) => {
          setChosenKey(e.target.value);
          // Changing the option takes the service out of the cart (spec builder section 4).
          if (inCart && e.target.value !== cartKey) actions.setAdditionalService(null);
        }}
      >
        {products.map((p) => (
          <option key={serviceKey(p)} value={serviceKey(p)}>
            {builderTexts('serviceOption', {
              option: p.option,
              subcategory: p.subcategory,
              cost: formatDollars(p.costCents),
            })}
          </option>
        ))}
      </SelectField>
      <p className="service-card__cost">
        <span className="service-card__tax">
          {builderTexts('serviceTaxStatus', { status: selected.taxstatus })}
        </span>{' '}
        <strong data-testid="service-cost">{formatDollars(selected.costCents)}</strong>
      </p>
      {selectedInCart ? (
        <Badge variation="success" data-testid="service-in-cart">
          {componentTexts('serviceInCart')}
        </Badge>
      ) : null}
      <div className="service-card__buttons">
        <Button
          variation={selectedInCart ? 'destructive' : 'primary'}
          onClick={() =>
            actions.setAdditionalService(
              selectedInCart
                ? null
                : {
                    productId: selected.subcategory,
                    optionId: selected.option,
                    monthlyCents: selected.costCents,
                  },
            )
          }
        >
          {selectedInCart ? builderTexts('serviceRemove') : builderTexts('serviceAddToCart')}
        </Button>
        <Button onClick={() => setDetailsOpen(true)}>{builderTexts('serviceDetails')}</Button>
      </div>
      <Modal
        open={detailsOpen}
        onClose={() => setDetailsOpen(false)}
        title={`${selected.subcategory}: ${selected.vendorname}`}
        closeIcon={false}
      >
        <dl className="service-card__details">
          <dt>{componentTexts('servicePriceLabel')}</dt>
          <dd>
            {builderTexts('serviceOption', {
              option: selected.option,
              subcategory: selected.subcategory,
              cost: formatDollars(selected.costCents),
            })}
          </dd>
          <dt>{builderTexts('serviceTaxStatus', { status: selected.taxstatus })}</dt>
          <dd>{formatDollars(selected.costCents)}</dd>
        </dl>
        <p>{selected.description}</p>
        <div className="builder-options__actions">
          <Button onClick={() => setDetailsOpen(false)}>{commonTexts('close')}</Button>
        </div>
      </Modal>
    </Card>
  );

  return (
    <section className="builder-options services" aria-labelledby="services-heading">
      <h2 id="services-heading">{apiTexts().subStepAdditionalServices}</h2>
      {body}
      <StepNextButton onClick={next} />
    </section>
  );
}
