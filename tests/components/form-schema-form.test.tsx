/**
 * The one form hook (frontend/src/components/form): the rules of a form are the shared request
 * schema's (picked field by field, limits read from it), the form gives the spec's words, and a
 * submit shows the messages, focuses the first field in error and stays busy while it sends.
 */
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { Field, FormError } from '../../frontend/src/components/field';
import { choicesOf, fieldAt, formSchema, limitsOf } from '../../frontend/src/components/form/schema-fields';
import {
  checkForm,
  useSchemaForm,
  type SubmitOutcome,
} from '../../frontend/src/components/form/use-schema-form';
import {
  ssnLength,
  ssnPartLengths,
  ssnPartsComplete,
  ssnValue,
} from '../../frontend/src/components/ssn/ssn-parts';
import { loginBody } from '../../shared/schemas/auth';
import { ssnDigits, zipCode } from '../../shared/schemas/profile';
import { registerBody, resetPasswordBody, savePcpBody } from '../../shared/schemas/member';
import { authorizeBody, otherReasonGiven } from '../../shared/schemas/order';
import { waiverReasons } from '../../shared/domain/elections';
import { enterWaiverReason } from '../../shared/api-messages';
import { deferred } from './support';
import { isAtOrUnder, valueAt, withValueAt } from '../../frontend/src/components/form/form-check';

const registration = formSchema(
  registerBody,
  ['firstname', 'lastname', 'personalemailaddress', 'phonenumber'],
  ['member'],
);
const filled = {
  firstname: 'Ada',
  lastname: 'Lovelace',
  personalemailaddress: 'ada@example.com',
  phonenumber: '201-555-0100',
};

describe('reading the shared schemas', () => {
  it('picks a field with the rules and messages of the request schema', () => {
    const pcpname = fieldAt(savePcpBody, ['pcpname']);
    expect(pcpname.safeParse('  ').success).toBe(false);
    expect(pcpname.safeParse('Dr. Who').success).toBe(true);
    const { error } = pcpname.safeParse('');
    expect(error?.issues[0]?.message).toBe('Primary Care Physician Name is required');
  });

  it('reads the maximum length and whether an empty value breaks the rule', () => {
    expect(limitsOf(fieldAt(loginBody, ['email']))).toEqual({ maxLength: 254, required: true });
    expect(limitsOf(fieldAt(loginBody, ['password']))).toEqual({ maxLength: 256, required: true });
    expect(limitsOf(fieldAt(resetPasswordBody, ['code']))).toEqual({ maxLength: 6, required: true });
    expect(limitsOf(fieldAt(registerBody, ['member', 'phonenumber']))).toEqual({
      maxLength: 25,
      required: true,
    });
    expect(limitsOf(z.optional(z.string().check(z.maxLength(9))))).toEqual({ maxLength: 9, required: false });
  });

  it('gives the SSN and ZIP inputs their lengths from the profile schema, the SSN boxes adding up to it', () => {
    expect(limitsOf(ssnDigits).maxLength).toBe(9);
    expect(limitsOf(zipCode).maxLength).toBe(5);
    expect(ssnLength()).toBe(9);
    expect(ssnPartLengths.reduce((a, b) => a + b, 0)).toBe(ssnLength());
    expect(ssnValue('123-45-67890')).toBe('123456789');
    expect(ssnPartsComplete(['123', '45', '6789'])).toBe(true);
    expect(ssnPartsComplete(['123', '4', '6789'])).toBe(false);
  });

  it('names a field the schema does not have', () => {
    expect(() => formSchema(loginBody, ['username'])).toThrow('username');
  });

  it('finds a field through a union in the option that declares it (the election’s waiver or shop)', () => {
    const reason = fieldAt(authorizeBody, ['election', 'reason']);
    expect(reason.safeParse('Coverage under Medicare').success).toBe(true);
    expect(reason.safeParse('Bored').success).toBe(false);
    const hsa = fieldAt(authorizeBody, ['election', 'hsaMonthlyCents']);
    expect(hsa.safeParse(12_345).success).toBe(true);
    expect(hsa.safeParse(12.5).success).toBe(false);
    expect(limitsOf(fieldAt(authorizeBody, ['election', 'otherReason']))).toEqual({
      maxLength: 500,
      required: false,
    });
    expect(() => fieldAt(authorizeBody, ['election', 'nothing'])).toThrow('election.nothing');
  });

  it('reads the values of a choice field from its enum, in order, and none from another field', () => {
    expect(choicesOf(fieldAt(authorizeBody, ['election', 'reason']))).toEqual([...waiverReasons]);
    expect(choicesOf(z.optional(z.enum(['yes', 'no'])))).toEqual(['yes', 'no']);
    expect(choicesOf(fieldAt(loginBody, ['email']))).toEqual([]);
  });
});

describe('checkForm', () => {
  it('gives the schema output (trimmed) when every rule holds', () => {
    const check = checkForm(
      { schema: registration, trimmed: ['personalemailaddress'] },
      { ...filled, firstname: '  Ada ', personalemailaddress: ' ada@example.com ' },
    );
    expect(check).toEqual({ ok: true, data: { ...filled, firstname: 'Ada' } });
  });

  it('says an empty field with its required message and a broken rule with its invalid message', () => {
    const check = checkForm(
      {
        schema: formSchema(loginBody, ['email', 'password']),
        messages: { email: { required: 'empty', invalid: 'bad e-mail' }, password: { required: 'empty' } },
      },
      { email: 'not-an-address', password: '' },
    );
    expect(check).toEqual({
      ok: false,
      errors: { email: 'bad e-mail', password: 'empty' },
      missing: [],
      formError: null,
    });
  });

  it("falls back to the schema's own message", () => {
    const check = checkForm(
      { schema: formSchema(savePcpBody, ['pcpname', 'pcpid']) },
      { pcpname: '', pcpid: 'x' },
    );
    expect(check).toMatchObject({
      ok: false,
      errors: { pcpname: 'Primary Care Physician Name is required' },
    });
  });

  it('with a missing message, marks the empty fields and checks formats only once nothing is missing', () => {
    const options = {
      schema: registration,
      missingMessage: 'All missing',
      messages: { phonenumber: { invalid: 'bad phone' } },
    };
    expect(checkForm(options, { ...filled, lastname: ' ', phonenumber: 'abc' })).toEqual({
      ok: false,
      errors: {},
      missing: ['lastname'],
      formError: 'All missing',
    });
    expect(checkForm(options, { ...filled, phonenumber: 'abc' })).toMatchObject({
      errors: { phonenumber: 'bad phone' },
      missing: [],
    });
  });

  it('says a rule across fields on the field it names, with its required message when that field is empty', () => {
    const waiver = formSchema(authorizeBody, ['reason', 'otherReason'], ['election']).check(
      otherReasonGiven(),
    );
    const options = { schema: waiver, messages: { reason: { required: 'Pick one' } } };
    expect(checkForm(options, { reason: '', otherReason: '' })).toMatchObject({
      errors: { reason: 'Pick one' },
    });
    // The rule across fields is said once the fields themselves hold: here the schema's message.
    expect(checkForm(options, { reason: 'Other', otherReason: '  ' })).toEqual({
      ok: false,
      errors: { otherReason: enterWaiverReason },
      missing: [],
      formError: null,
    });
    expect(
      checkForm(
        { ...options, messages: { otherReason: { required: 'Say why' } } },
        { reason: 'Other', otherReason: '' },
      ),
    ).toMatchObject({ errors: { otherReason: 'Say why' } });
    expect(checkForm(options, { reason: 'Other', otherReason: 'Union plan' }).ok).toBe(true);
    expect(checkForm(options, { reason: 'Coverage under Medicare', otherReason: '' }).ok).toBe(true);
  });

  it('takes a phone number by the register rule: 7 digits at least, digits and separators only', () => {
    const phone = fieldAt(registerBody, ['member', 'phonenumber']);
    expect(phone.safeParse('(201) 555-0100').success).toBe(true);
    expect(phone.safeParse('+1 201.555.0100').success).toBe(true);
    expect(phone.safeParse('--- --- -').success).toBe(false);
    expect(phone.safeParse('201-555-010x').success).toBe(false);
    expect(phone.safeParse('555-010').success).toBe(false);
  });
});

const signInFields = formSchema(loginBody, ['email', 'password']);

/** A two-field form on the hook, as the portal's forms use it. */
function TestForm({
  onValid,
}: {
  onValid: (data: { email: string; password: string }) => Promise<SubmitOutcome>;
}) {
  const form = useSchemaForm({
    schema: signInFields,
    initial: { email: '', password: '' },
    trimmed: ['email'],
    messages: {
      email: { required: 'E-mail empty', invalid: 'E-mail bad' },
      password: { required: 'Password empty' },
    },
  });
  const submit = form.handleSubmit(onValid);
  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-busy={form.busy}>
      <Field id="t-email" label="E-mail" {...form.field('email')} />
      <Field id="t-password" label="Password" {...form.field('password')} />
      <FormError id="t-form" message={form.formError} />
      <button type="submit" disabled={form.busy}>
        Send
      </button>
    </form>
  );
}

describe('useSchemaForm', () => {
  it('shows the messages on submit, focuses the first field in error, and sends the checked values once', async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    const held = deferred();
    render(
      <TestForm
        onValid={async (data) => {
          sent.push(data);
          await held.answer;
        }}
      />,
    );
    const email = screen.getByLabelText('E-mail');
    const password = screen.getByLabelText('Password');
    expect(email.getAttribute('maxlength')).toBe('254');
    expect(email.hasAttribute('required')).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByText('E-mail empty')).toBeTruthy();
    expect(screen.getByText('Password empty')).toBeTruthy();
    await expect.poll(() => document.activeElement).toBe(email);

    await user.type(email, 'nobody');
    // Typing takes the field's own message away; the other stays until the next submit.
    expect(screen.queryByText('E-mail empty')).toBeNull();
    expect(screen.getByText('Password empty')).toBeTruthy();
    await user.type(password, 'pw');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByText('E-mail bad')).toBeTruthy();
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(sent).toEqual([]);

    await user.clear(email);
    await user.type(email, '  ada@example.com ');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(sent).toEqual([{ email: 'ada@example.com', password: 'pw' }]);
    expect(screen.getByRole('button', { name: 'Send' }).hasAttribute('disabled')).toBe(true);
    held.release(200, {});
    await expect
      .poll(() => screen.getByRole('button', { name: 'Send' }).hasAttribute('disabled'))
      .toBe(false);
  });

  it("stays busy when the handler answers 'leaving'", async () => {
    const user = userEvent.setup();
    let answered = 0;
    render(
      <TestForm
        onValid={async () => {
          answered += 1;
          return 'leaving';
        }}
      />,
    );
    await user.type(screen.getByLabelText('E-mail'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'pw');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    // Every pending promise and render of the submit is done.
    await act(async () => {});
    expect(answered).toBe(1);
    expect(screen.getByRole('button', { name: 'Send' }).hasAttribute('disabled')).toBe(true);
  });

  it('checks now without a submit (a step’s own Next button) and offers a choice field’s values', async () => {
    const user = userEvent.setup();
    const checks: boolean[] = [];
    const waiver = formSchema(authorizeBody, ['reason'], ['election']);
    function ChoiceForm() {
      const form = useSchemaForm({
        schema: waiver,
        initial: { reason: '' },
        messages: { reason: { required: 'Pick one' } },
      });
      const f = form.field('reason');
      return (
        <>
          <label htmlFor="t-reason">Reason</label>
          <select id="t-reason" value={f.value} onChange={f.onChange} aria-invalid={!!f.error}>
            <option value="">Choose</option>
            {form.choices('reason').map((r) => (
              <option key={r}>{r}</option>
            ))}
          </select>
          {f.error ? <p>{f.error}</p> : null}
          <button type="button" onClick={() => checks.push(form.checkNow().ok)}>
            Next
          </button>
        </>
      );
    }
    render(<ChoiceForm />);
    const select = screen.getByLabelText<HTMLSelectElement>('Reason');
    expect([...select.options].slice(1).map((o) => o.value)).toEqual([...waiverReasons]);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(checks).toEqual([false]);
    expect(screen.getByText('Pick one')).toBeTruthy();
    await user.selectOptions(select, 'Other');
    expect(screen.queryByText('Pick one')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(checks).toEqual([false, true]);
  });
});

describe('a nested form (values by path, messages by the input path)', () => {
  const household = z.object({
    name: z.string().check(z.minLength(1, 'Name is required')),
    people: z.array(z.object({ age: z.string().check(z.regex(/^\d+$/, 'Age in years')) })),
  });
  type Values = { title: string; people: { years: string }[] };
  const rules = {
    schema: household,
    toInput: (v: Values) => ({ name: v.title, people: v.people.map((p) => ({ age: p.years })) }),
    messages: { age: { required: 'Age is required' } },
  };

  it('reads and writes a value by path, sharing every branch it does not change', () => {
    const root = { a: { b: [{ c: '1' }, { c: '2' }] }, d: { e: 'x' } };
    expect(valueAt(root, 'a.b.1.c')).toBe('2');
    expect(valueAt(root, 'a.z.c')).toBeUndefined();
    const changed = withValueAt(root, 'a.b.1.c', '3');
    expect(changed.a.b[1]).toEqual({ c: '3' });
    expect(changed.a.b[0]).toBe(root.a.b[0]);
    expect(changed.d).toBe(root.d);
    expect(root.a.b[1]!.c).toBe('2');
    expect(isAtOrUnder('people.0.age', 'people.0')).toBe(true);
    expect(isAtOrUnder('people.10.age', 'people.1')).toBe(false);
  });

  it('says each message at its path in the input, a field’s words by the last part of its path', () => {
    const check = checkForm(rules, { title: '', people: [{ years: '40' }, { years: '' }, { years: 'ten' }] });
    expect(check).toEqual({
      ok: false,
      errors: { name: 'Name is required', 'people.1.age': 'Age is required', 'people.2.age': 'Age in years' },
      missing: [],
      formError: null,
    });
    expect(checkForm(rules, { title: 'Ada', people: [{ years: '40' }] })).toEqual({
      ok: true,
      data: { name: 'Ada', people: [{ age: '40' }] },
    });
  });

  function Household({ onValid }: { onValid: (data: unknown) => void }) {
    const form = useSchemaForm<typeof household, Values>({
      ...rules,
      initial: { title: 'Ada', people: [] },
      showErrors: 'once-touched',
      inputPath: (path) => (path === 'title' ? 'name' : path.replace(/\.years$/, '.age')) as never,
    });
    return (
      <form onSubmit={(e) => void form.handleSubmit(onValid)(e)} noValidate>
        {form.values.people.map((p, i) => (
          <div key={i}>
            <label>
              Age {i + 1}
              <input
                value={p.years}
                onChange={(e) => form.setValue(`people.${i}.years`, e.target.value)}
                onBlur={() => form.touch(`people.${i}.age`)}
              />
            </label>
            <span role="status">{form.errorOf(`people.${i}.age`)}</span>
            <button type="button" onClick={() => form.removeItem('people', i)}>
              Remove {i + 1}
            </button>
          </div>
        ))}
        <button type="button" onClick={() => form.appendItem('people', { years: '' })}>
          Add
        </button>
        <button type="submit">Save</button>
      </form>
    );
  }

  it('once touched shows a row’s message as its value stands; a failed submit shows them all; removing a row moves the rest up', async () => {
    const sent: unknown[] = [];
    render(<Household onValid={(data) => sent.push(data)} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await user.click(screen.getByRole('button', { name: 'Add' }));
    const statuses = () => screen.getAllByRole('status').map((s) => s.textContent);
    // Nothing said before a field is left or a submit is tried.
    expect(statuses()).toEqual(['', '']);
    await user.type(screen.getByLabelText('Age 1'), 'x');
    await user.tab();
    expect(statuses()).toEqual(['Age in years', '']);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(statuses()).toEqual(['Age in years', 'Age is required']);
    expect(sent).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Remove 1' }));
    expect(statuses()).toEqual(['Age is required']);
    await user.type(screen.getByLabelText('Age 1'), '12');
    expect(statuses()).toEqual(['']);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(sent).toEqual([{ name: 'Ada', people: [{ age: '12' }] }]);
  });
});
