/** 'Selected Plan Details' (spec builder sections 2 and 3): every benefit row, 'N/A' where missing. */
import type { BenefitField, HealthPlan } from '../../../../../shared/schemas/quote';
import { plansTexts } from '../texts';
import { Modal } from '../../../components/modal';
import { cutPlanName, formatSpecMoney } from '../utils/plan-format';
import { metalTierLabel } from '../../../components/metal-tier';

const rows = () =>
  Object.entries({
    imagingctpetscansmris: plansTexts('shopBenefitLabels.imagingctpetscansmris'),
    xraysanddiagnosticimaging: plansTexts('shopBenefitLabels.xraysanddiagnosticimaging'),
    specialistvisit: plansTexts('shopBenefitLabels.specialistvisit'),
    primarycarevisit: plansTexts('shopPrimaryCare'),
    genericdrugs: plansTexts('shopGenericDrugs'),
    preferredbranddrugs: plansTexts('shopBenefitLabels.preferredbranddrugs'),
    nonpreferreddrugs: plansTexts('shopBenefitLabels.nonpreferreddrugs'),
    specialtydrugs: plansTexts('shopBenefitLabels.specialtydrugs'),
    preventivecare: plansTexts('shopBenefitLabels.preventivecare'),
    urgentcare: plansTexts('shopUrgentCare'),
    emergencyroomservices: plansTexts('shopEmergencyRoom'),
    emergencytransportation: plansTexts('shopBenefitLabels.emergencytransportation'),
    outpatientrehab: plansTexts('shopBenefitLabels.outpatientrehab'),
    habilitationservices: plansTexts('shopBenefitLabels.habilitationservices'),
    skillednursingfacility: plansTexts('shopBenefitLabels.skillednursingfacility'),
    substanceabuseoutpatient: plansTexts('shopBenefitLabels.substanceabuseoutpatient'),
    substanceabuseinpatient: plansTexts('shopBenefitLabels.substanceabuseinpatient'),
    prepostnatalcare: plansTexts('shopBenefitLabels.prepostnatalcare'),
    homehealthcareservices: plansTexts('shopBenefitLabels.homehealthcareservices'),
    inpatienthospitalservices: plansTexts('shopInpatient'),
    inpatientbehavioralservices: plansTexts('shopBenefitLabels.inpatientbehavioralservices'),
    outpatientbehavioralservices: plansTexts('shopBenefitLabels.outpatientbehavioralservices'),
    durablemedicalequipment: plansTexts('shopBenefitLabels.durablemedicalequipment'),
    hospiceservices: plansTexts('shopBenefitLabels.hospiceservices'),
    childroutineeyeexam: plansTexts('shopBenefitLabels.childroutineeyeexam'),
    eyeglassesforchildren: plansTexts('shopBenefitLabels.eyeglassesforchildren'),
  }) as Array<[BenefitField, string]>;

export function PlanDetailsModal({ plan, onClose }: { plan: HealthPlan | null; onClose(): void }) {
  return (
    <Modal
      open={plan !== null}
      onClose={onClose}
      title={plansTexts('shopDetailsTitle')}
      className="shop-modal"
    >
      {plan && (
        <>
          <p className="shop-details__name">
            <strong>{cutPlanName(plan.planname)}</strong>
            <br />
            {plan.issuername} · {plan.plantype} · {metalTierLabel(plan.metallevel)}
          </p>
          <table className="shop-table shop-details__table">
            <thead>
              <tr>
                <th scope="col">{plansTexts('shopBenefit')}</th>
                <th scope="col">{plansTexts('shopValue')}</th>
              </tr>
            </thead>
            <tbody>
              {rows().map(([field, label]) => (
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
