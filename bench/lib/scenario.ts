/**
 * The requests the bench and the load test send, built from the member's own data as the API
 * answers it (GetMember, the ZIP lookup), with the demo employee's address as the fallback while
 * those routes are pending.
 */
import { randomUUID } from 'node:crypto';
import { demoEmployee } from '../../infra/local/demo/demo-data';

export interface Answer {
  status: number;
  body: Record<string, unknown>;
  bytes: number;
}

export async function api(
  base: string,
  method: string,
  path: string,
  token?: string,
  body?: unknown,
  /** Extra request headers (the load run tags each request with its journey and step). */
  extraHeaders: Record<string, string> = {},
): Promise<Answer> {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: {
      ...extraHeaders,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  let parsed: Record<string, unknown>;
  try {
    parsed = text ? (JSON.parse(text) as Record<string, unknown>) : {};
  } catch {
    parsed = { raw: text.slice(0, 200) };
  }
  return { status: res.status, body: parsed, bytes: Buffer.byteLength(text) };
}

/** The demo employee's address (infra/local/demo/demo-data.ts): Hoboken, Hudson County, NJ. */
const fallback = {
  postalcode: '07030',
  countycode: '34017',
  countyname: 'Hudson',
  state: 'NJ',
  city: 'Hoboken',
  birthdate: '1988-04-12',
  gender: 'Female',
};

/** First day of the month after next: a coverage date every plan year rule accepts. */
export function nextEffectiveDate(now = new Date()): string {
  const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 2, 1));
  return d.toISOString().slice(0, 10);
}

export interface QuoteScenario {
  body: Record<string, unknown>;
  /** Where the values came from, for the report. */
  source: string;
}

/** A HealthPlanQuote body for the signed-in member. */
export async function quoteScenario(base: string, token: string): Promise<QuoteScenario> {
  const me = await api(base, 'GET', '/api/Member/GetMember', token);
  const m = (me.status === 200 ? (me.body.data as Record<string, string | null>) : {}) ?? {};
  const zip = m.postalcode ?? fallback.postalcode;
  const loc = await api(base, 'GET', `/api/USZipCounty/${zip}`, token);
  const first =
    loc.status === 200
      ? ((loc.body.locationlist as Record<string, string>[] | undefined)?.[0] ?? undefined)
      : undefined;
  const body = {
    empinfo: {
      firstname: m.firstname ?? 'Jordan',
      lastname: m.lastname ?? 'Rivera',
      createdby: 'bench',
      birthdate: m.birthdate ?? fallback.birthdate,
    },
    postalcode: zip,
    policyeffectivedateRequested: nextEffectiveDate(),
    gender: m.gender ?? fallback.gender,
    issmoker: m.istobaccouser === 'Yes' ? 'true' : 'false',
    accountid: m.accountid ?? 'ACME-001',
    countycode: first?.countycode ?? fallback.countycode,
    countyname: first?.countyname ?? fallback.countyname,
    state: first?.state ?? fallback.state,
    city: first?.city ?? fallback.city,
    memberdependentlist: [],
  };
  return { body, source: `GetMember ${me.status}, ZIP lookup ${loc.status}` };
}

/** The authorization of a waiver: the election that needs no plan, so any member can make it. */
export function waiveAuthorization(idempotencyKey = randomUUID()): Record<string, unknown> {
  return {
    idempotencyKey,
    effectiveDate: nextEffectiveDate(),
    election: { kind: 'waive', reason: 'Coverage through Spouse/Partner' },
    additionalServiceOption: null,
    payrollDeductionAcknowledged: true,
  };
}

/**
 * A complete profile (PUT /api/Member/Profile) with the demo employee's details: an election needs
 * one, SSN included (spec builder section 5). The SSN is from the range reserved for advertising
 * (987-65-4320..4329), never a real person's number.
 */
export function demoProfileBody(): Record<string, unknown> {
  return {
    // Sent for members just created: their first save, from member version 0.
    version: 0,
    member: {
      firstname: demoEmployee.firstname,
      lastname: demoEmployee.lastname,
      address1: demoEmployee.address1,
      phonenumber: demoEmployee.phonenumber,
      postalcode: demoEmployee.postalcode,
      city: demoEmployee.city,
      county: demoEmployee.county,
      stateorprovince: demoEmployee.stateorprovince,
      birthdate: demoEmployee.birthdate,
      gender: demoEmployee.gender,
      istobaccouser: demoEmployee.istobaccouser,
      additionalid: '987654329',
    },
    dependents: [],
  };
}
