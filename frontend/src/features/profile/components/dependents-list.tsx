/**
 * The dependents (spec builder section 2): a table (#ID, first name, last name, date of birth,
 * gender, relation, smoker, SSN, delete) on wide screens, a stacked card list with a Delete button
 * at 840 px or less; '+ Add Dependent'. At most one spouse: once a row is the spouse, the others
 * cannot choose it. A saved SSN shows as its last four digits; typing 9 digits replaces it.
 */
import {
  Button,
  SelectField,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
} from '@aws-amplify/ui-react';
import { DOB_MIN, todayIso } from '../../../../../shared/schemas/profile';
import { profileTexts } from '../texts';
import { ssnLength, ssnValue } from '../../../components/ssn/ssn-parts';
import { mobileQuery, useMediaQuery } from '../../../lib/use-media-query';
import type { DependentForm, FieldKey, Gender, YesNo } from '../profile-form';
import type { ProfileFormApi } from '../use-profile-form';
import { RequiredLabel } from './required-label';
import { profileLabels } from '../profile-labels';
import { componentTexts } from '../../../components/texts';

const l = profileLabels;

interface RowProps {
  api: ProfileFormApi;
  dependent: DependentForm;
  index: number;
  /** Another row is the spouse already. */
  spouseTaken: boolean;
  /** Labels shown (cards) or only announced (table cells, under the column headers). */
  labelHidden: boolean;
}

function dependentFields({ api, dependent: d, index, spouseTaken, labelHidden }: RowProps) {
  const n = index + 1;
  const key = (field: string) => `dependents.${index}.${field}` as FieldKey;
  const err = (field: string) => api.errorOf(key(field));
  const label = (text: string) =>
    labelHidden ? profileTexts('dependentFieldLabel', { n, label: text }) : <RequiredLabel text={text} />;
  const set = (patch: Partial<DependentForm>) => api.setDependent(index, patch);
  const touch = (field: string) => () => api.touch(key(field));
  const text = (field: 'firstname' | 'lastname', text: string) => (
    <TextField
      className="profile-dependent__field"
      label={label(text)}
      labelHidden={labelHidden}
      name={`dependent-${n}-${field}`}
      isRequired
      value={d[field]}
      hasError={!!err(field)}
      errorMessage={err(field)}
      onChange={(e) => set({ [field]: e.target.value })}
      onBlur={touch(field)}
    />
  );
  const select = (
    field: 'gender' | 'relationship' | 'smoker',
    errorField: string,
    text: string,
    options: [string, string, boolean?][],
  ) => (
    <SelectField
      className="profile-dependent__field"
      label={label(text)}
      labelHidden={labelHidden}
      name={`dependent-${n}-${field}`}
      isRequired
      value={d[field]}
      hasError={!!err(errorField)}
      errorMessage={err(errorField)}
      onChange={(e) => {
        set({ [field]: e.target.value } as Partial<DependentForm>);
        api.touch(key(errorField));
      }}
    >
      {field !== 'relationship' ? <option value="">{profileTexts('profileSelectPlaceholder')}</option> : null}
      {options.map(([value, name, disabled]) => (
        <option key={value} value={value} disabled={disabled}>
          {name}
        </option>
      ))}
    </SelectField>
  );
  return {
    n,
    firstname: text('firstname', l().firstname),
    lastname: text('lastname', l().lastname),
    dateofbirth: (
      <TextField
        className="profile-dependent__field"
        label={label(l().birthdate)}
        labelHidden={labelHidden}
        name={`dependent-${n}-dateofbirth`}
        type="date"
        isRequired
        min={DOB_MIN}
        max={todayIso()}
        value={d.dateofbirth}
        hasError={!!err('dateofbirth')}
        errorMessage={err('dateofbirth')}
        onChange={(e) => set({ dateofbirth: e.target.value })}
        onBlur={touch('dateofbirth')}
      />
    ),
    gender: select('gender', 'gender', l().gender, [
      ['male', profileTexts('profileMale')],
      ['female', profileTexts('profileFemale')],
    ] satisfies [Gender, string][]),
    relationship: select('relationship', 'relationship', l().relationship, [
      ['spouse', profileTexts('profileSpouse'), spouseTaken && d.relationship !== 'spouse'],
      ['child', profileTexts('profileChild')],
    ]),
    smoker: select('smoker', 'istobaccouser', l().smoker, [
      ['yes', componentTexts('profileYes')],
      ['no', componentTexts('profileNo')],
    ] satisfies [YesNo, string][]),
    ssn: (
      <TextField
        className="profile-dependent__field profile-dependent__ssn"
        label={
          d.ssnOnFile === null
            ? label(l().ssn)
            : labelHidden
              ? profileTexts('dependentFieldLabel', { n, label: l().ssn })
              : l().ssn
        }
        labelHidden={labelHidden}
        name={`dependent-${n}-ssn`}
        isRequired={d.ssnOnFile === null}
        inputMode="numeric"
        autoComplete="off"
        maxLength={ssnLength()}
        value={d.ssn}
        descriptiveText={
          d.ssnOnFile === null
            ? profileTexts('dependentSsnHint')
            : profileTexts('dependentSsnKeep', { last4: d.ssnOnFile })
        }
        hasError={!!err('additionalid')}
        errorMessage={err('additionalid')}
        onChange={(e) => set({ ssn: ssnValue(e.target.value) })}
        onBlur={touch('additionalid')}
      />
    ),
  };
}

function TableRowOf(props: RowProps) {
  const f = dependentFields(props);
  return (
    <TableRow>
      <TableCell as="th" scope="row">
        {f.n}
      </TableCell>
      <TableCell>{f.firstname}</TableCell>
      <TableCell>{f.lastname}</TableCell>
      <TableCell>{f.dateofbirth}</TableCell>
      <TableCell>{f.gender}</TableCell>
      <TableCell>{f.relationship}</TableCell>
      <TableCell>{f.smoker}</TableCell>
      <TableCell>{f.ssn}</TableCell>
      <TableCell>
        <Button
          size="small"
          variation="link"
          className="profile-dependent__delete-icon"
          aria-label={profileTexts('deleteDependent', { n: f.n })}
          onClick={() => props.api.removeDependent(props.index)}
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20" focusable="false">
            <path
              fill="currentColor"
              d="M9 3h6l1 1h4v2H4V4h4l1-1zm-3 5h12l-1 13H7L6 8zm4 2v9h1v-9h-1zm3 0v9h1v-9h-1z"
            />
          </svg>
        </Button>
      </TableCell>
    </TableRow>
  );
}

function CardOf(props: RowProps) {
  const f = dependentFields(props);
  const headingId = `dependent-card-${f.n}`;
  return (
    <li className="profile-dependent-card" aria-labelledby={headingId}>
      <h3 id={headingId} className="profile-dependent-card__title">
        {profileTexts('dependentNumber', { n: f.n })}
      </h3>
      {f.firstname}
      {f.lastname}
      {f.dateofbirth}
      {f.gender}
      {f.relationship}
      {f.smoker}
      {f.ssn}
      <Button
        size="small"
        variation="destructive"
        aria-label={profileTexts('deleteDependent', { n: f.n })}
        onClick={() => props.api.removeDependent(props.index)}
      >
        {l().delete}
      </Button>
    </li>
  );
}

export function DependentsList({ api }: { api: ProfileFormApi }) {
  const narrow = useMediaQuery(mobileQuery);
  const { dependents } = api.form;
  const spouseAt = dependents.findIndex((d) => d.relationship === 'spouse');
  const rowProps = (d: DependentForm, index: number): RowProps => ({
    api,
    dependent: d,
    index,
    spouseTaken: spouseAt >= 0 && spouseAt !== index,
    labelHidden: !narrow,
  });
  return (
    <section className="profile-section" aria-labelledby="profile-dependents-heading">
      <h2 id="profile-dependents-heading" className="profile-section__title">
        {componentTexts('contribDependents')}
      </h2>
      {dependents.length === 0 ? (
        <p className="profile-hint">{profileTexts('noDependents')}</p>
      ) : narrow ? (
        <ul className="profile-dependent-cards">
          {dependents.map((d, i) => (
            <CardOf key={d.key} {...rowProps(d, i)} />
          ))}
        </ul>
      ) : (
        <div className="profile-dependents-table">
          <Table size="small" variation="bordered" aria-labelledby="profile-dependents-heading">
            <TableHead>
              <TableRow>
                {[
                  l().id,
                  l().firstname,
                  l().lastname,
                  l().birthdate,
                  l().gender,
                  l().relationship,
                  l().smoker,
                  l().ssn,
                  l().delete,
                ].map((h) => (
                  <TableCell as="th" scope="col" key={h}>
                    {h}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {dependents.map((d, i) => (
                <TableRowOf key={d.key} {...rowProps(d, i)} />
              ))}
            </TableBody>
          </Table>
        </div>
      )}
      <Button className="profile-add-dependent" onClick={api.addDependent}>
        {profileTexts('addDependent')}
      </Button>
    </section>
  );
}
