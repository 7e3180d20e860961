import { componentTexts } from '../../components/texts';
import { profileTexts } from './texts';

/**
 * The profile's field labels by field name (spec builder section 5), in the page's language: read
 * while rendering, so a translation loaded with the route or a later switch applies.
 */
export const profileLabels = () => ({
  firstname: componentTexts('firstName'),
  lastname: componentTexts('lastName'),
  address1: profileTexts('profileLabels.address1'),
  address2: profileTexts('profileLabels.address2'),
  phonenumber: profileTexts('profileLabels.phonenumber'),
  postalcode: componentTexts('profileLabels.postalcode'),
  city: profileTexts('profileLabels.city'),
  county: profileTexts('profileLabels.county'),
  stateorprovince: profileTexts('profileLabels.stateorprovince'),
  birthdate: profileTexts('profileLabels.birthdate'),
  ssn: profileTexts('profileLabels.ssn'),
  gender: profileTexts('profileLabels.gender'),
  tobacco: profileTexts('profileLabels.tobacco'),
  relationship: profileTexts('profileLabels.relationship'),
  smoker: profileTexts('profileLabels.smoker'),
  id: profileTexts('profileLabels.id'),
  delete: profileTexts('profileLabels.delete'),
});
