/**
 * Personal Details (spec builder section 2): name, home address, apt/suite (optional), telephone,
 * ZIP with the read-only city, county and state, date of birth, SSN, gender and tobacco answer.
 */
import { Radio, RadioGroupField, TextField } from '@aws-amplify/ui-react';
import { DOB_MIN, todayIso } from '../../../../../shared/schemas/profile';
import { profileTexts } from '../texts';
import type { Gender, YesNo } from '../profile-form';
import type { MemberField, ProfileFormApi } from '../use-profile-form';
import { RequiredLabel } from './required-label';
import { profileLabels } from '../profile-labels';
import { SsnField } from './ssn-field';
import { ZipField } from './zip-field';
import { componentTexts } from '../../../components/texts';

const l = profileLabels;

type TextMember = Extract<MemberField, 'firstname' | 'lastname' | 'address1' | 'address2' | 'phonenumber'>;

export function PersonalDetails({ api }: { api: ProfileFormApi }) {
  const { form, setMember, touch, errorOf } = api;
  const text = (field: TextMember, label: string, autoComplete: string, required = true, type = 'text') => (
    <TextField
      className="profile-field"
      label={required ? <RequiredLabel text={label} /> : label}
      name={field}
      type={type}
      isRequired={required}
      autoComplete={autoComplete}
      value={form[field]}
      hasError={!!errorOf(`member.${field}`)}
      errorMessage={errorOf(`member.${field}`)}
      onChange={(e) => setMember(field, e.target.value)}
      onBlur={() => touch(`member.${field}`)}
    />
  );
  return (
    <section className="profile-section" aria-labelledby="profile-personal-heading">
      <h2 id="profile-personal-heading" className="profile-section__title">
        {profileTexts('personalDetails')}
      </h2>
      <div className="profile-grid">
        {text('firstname', l().firstname, 'given-name')}
        {text('lastname', l().lastname, 'family-name')}
        {text('address1', l().address1, 'address-line1')}
        {text('address2', l().address2, 'address-line2', false)}
        {text('phonenumber', l().phonenumber, 'tel', true, 'tel')}
        <ZipField api={api} />
        <TextField
          className="profile-field"
          label={<RequiredLabel text={l().birthdate} />}
          name="birthdate"
          type="date"
          isRequired
          autoComplete="bday"
          min={DOB_MIN}
          max={todayIso()}
          value={form.birthdate}
          hasError={!!errorOf('member.birthdate')}
          errorMessage={errorOf('member.birthdate')}
          onChange={(e) => setMember('birthdate', e.target.value)}
          onBlur={() => touch('member.birthdate')}
        />
        <SsnField api={api} />
        <RadioGroupField
          className="profile-field profile-radios"
          legend={<RequiredLabel text={l().gender} />}
          name="gender"
          direction="row"
          isRequired
          value={form.gender}
          hasError={!!errorOf('member.gender')}
          errorMessage={errorOf('member.gender')}
          onChange={(e) => {
            setMember('gender', e.target.value as Gender);
            touch('member.gender');
          }}
        >
          <Radio value="male">{profileTexts('profileMale')}</Radio>
          <Radio value="female">{profileTexts('profileFemale')}</Radio>
        </RadioGroupField>
        <RadioGroupField
          className="profile-field profile-radios"
          legend={<RequiredLabel text={l().tobacco} />}
          name="tobacco"
          direction="row"
          isRequired
          value={form.tobacco}
          hasError={!!errorOf('member.istobaccouser')}
          errorMessage={errorOf('member.istobaccouser')}
          onChange={(e) => {
            setMember('tobacco', e.target.value as YesNo);
            touch('member.istobaccouser');
          }}
        >
          <Radio value="yes">{componentTexts('profileYes')}</Radio>
          <Radio value="no">{componentTexts('profileNo')}</Radio>
        </RadioGroupField>
      </div>
    </section>
  );
}
