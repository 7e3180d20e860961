/** 'Selected Plan Details' (spec builder sections 2 and 3): every benefit row, 'N/A' where missing. */
import type { BenefitField, HealthPlan } from '../../../../../shared/schemas/quote';
import { messages } from '../../../../../shared/messages';
import { Modal } from '../../../components/modal';
import { cutPlanName, formatSpecMoney } from '../utils/plan-format';

const rows = Object.entries(messages.shopBenefitLabels) as Array<[BenefitField, string]>;

export function PlanDetailsModal({ plan, onClose }: { plan: HealthPlan | null; onClose(): void }) {
  return (
    <Modal open={plan !== null} onClose={onClose} title={messages.shopDetailsTitle} className="shop-modal">
      {plan && (
        <>
          <p className="shop-details__name">
            <strong>{cutPlanName(plan.planname)}</strong>
            <br />
            {plan.issuername} · {plan.plantype} · {plan.metallevel}
          </p>
          <table className="shop-table shop-details__table">
            <thead>
              <tr>
                <th scope="col">{messages.shopBenefit}</th>
                <th scope="col">{messages.shopValue}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map(([field, label]) => (
                <tr key={field}>
                  <th scope="row">{label}</th>
                  <td>{formatSpecMoney(plan[field])}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </Modal>
  );
}
