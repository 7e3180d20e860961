/**
 * Employer files (YAML or JSON, shared/schemas/employer-file.ts): parsing with every problem
 * listed before anything is written, and onboarding into the employers table and the assets
 * bucket. The local stack loads the demo employers with these; operators load theirs the same way.
 *
 * @example
 * const parsed = parseEmployerFile('infra/local/demo/employers/acme.yaml'); // throws EmployerFileError
 * await onboardEmployer(parsed, target);
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { basename, dirname, extname, resolve } from 'node:path';
import { LineCounter, parseDocument } from 'yaml';
import type { z } from 'zod';
import {
  type ClassPolicy,
  classNameProblems,
  type PolicyProblem,
  policyProblems,
} from '../../shared/domain/contribution-policy';
import { employeeClass, employerFile, type EmployerFile } from '../../shared/schemas/employer-file';
import { EmployerAssets } from '../../lambdas/adapters/employer-assets';
import {
  EmployerRepository,
  type EmployerDocument,
  type EmployerRecords,
} from '../../lambdas/adapters/employers';
import type { DataTarget } from './target';

/** Content types of the logo formats an employer file may name. */
const logoTypes: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
};
/** Item sort keys number contacts, brokers, products and documents with two digits. */
const MAX_LISTED = 99;

export interface ParsedEmployer {
  /** Absolute path of the employer file. */
  file: string;
  employer: EmployerFile;
  logo?: { path: string; contentType: string };
  documents: { path: string; fileName: string }[];
}

/** Every problem of an employer file, each as `<file>: <path>: <reason>`. */
export class EmployerFileError extends Error {
  constructor(
    readonly file: string,
    readonly problems: string[],
  ) {
    super(
      `${file}: ${problems.length} problem(s); nothing was written:\n${problems.map((p) => `  ${p}`).join('\n')}`,
    );
    this.name = 'EmployerFileError';
  }
}

const pathText = (path: readonly PropertyKey[]): string =>
  path.length ? path.map(String).join('.') : '(root)';

function valueAt(data: unknown, path: readonly PropertyKey[]): unknown {
  let value = data;
  for (const key of path)
    value =
      typeof value === 'object' && value !== null ? (value as Record<PropertyKey, unknown>)[key] : undefined;
  return value;
}

function schemaProblems(issues: readonly z.core.$ZodIssue[], data: unknown): [string, string][] {
  const out: [string, string][] = [];
  for (const issue of issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) out.push([pathText([...issue.path, key]), 'unknown field']);
      continue;
    }
    const value = valueAt(data, issue.path);
    // zod says "Invalid input" for a missing or wrong member of a union; say which.
    const reason =
      value === undefined && (issue.code === 'invalid_type' || issue.code === 'invalid_union')
        ? 'is required'
        : issue.code === 'invalid_union'
          ? `${JSON.stringify(value)} is not an allowed value`
          : issue.message;
    out.push([pathText(issue.path), reason]);
  }
  return out;
}

function readData(file: string, text: string, problem: (path: string, reason: string) => void): unknown {
  const ext = extname(file).toLowerCase();
  if (ext === '.json') {
    try {
      return JSON.parse(text) as unknown;
    } catch (error) {
      problem('(root)', `not valid JSON: ${(error as Error).message}`);
      return undefined;
    }
  }
  if (ext === '.yaml' || ext === '.yml') {
    const lineCounter = new LineCounter();
    const doc = parseDocument(text, { prettyErrors: false, uniqueKeys: true, lineCounter });
    for (const e of doc.errors) problem(`line ${lineCounter.linePos(e.pos[0]).line}`, e.message);
    return doc.errors.length ? undefined : (doc.toJS() as unknown);
  }
  problem('(root)', 'an employer file must be .yaml, .yml or .json');
  return undefined;
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** A file next to the employer file that must exist, be a non-empty file and (optionally) start with given bytes. */
function checkFile(baseDir: string, relative: string, magic?: string): { path: string; problem?: string } {
  const path = resolve(baseDir, relative);
  if (!existsSync(path)) return { path, problem: `file not found: ${path}` };
  const stat = statSync(path);
  if (!stat.isFile()) return { path, problem: `not a file: ${path}` };
  if (stat.size === 0) return { path, problem: `empty file: ${path}` };
  if (magic && !readFileSync(path).subarray(0, magic.length).equals(Buffer.from(magic)))
    return { path, problem: `not a PDF (it does not start with ${magic}): ${path}` };
  return { path };
}

/** The ICHRA rules of the classes, checked on whatever part of the file is well-formed. */
function classProblems(data: Record<string, unknown>): PolicyProblem[] {
  const classes = data.classes;
  if (!Array.isArray(classes)) return [];
  const names = classes.map((c) => (isRecord(c) && typeof c.name === 'string' ? c.name : undefined));
  const problems = classNameProblems(names);
  classes.forEach((raw, index) => {
    const parsed = employeeClass.safeParse(raw);
    if (!parsed.success) return; // its schema problems are listed already
    for (const [year, terms] of Object.entries(parsed.data.planYears)) {
      for (const p of policyProblems(terms.policy))
        problems.push({ path: ['classes', index, 'planYears', year, 'policy', ...p.path], reason: p.reason });
    }
  });
  return problems;
}

/**
 * Reads and checks an employer file: its schema, the ICHRA rules of its contribution policies
 * (shared/domain/contribution-policy.ts), and the logo and document files it names. Throws an
 * EmployerFileError listing EVERY problem as `<file>: <path>: <reason>`.
 */
export function parseEmployerFile(path: string): ParsedEmployer {
  const file = resolve(path);
  const problems: string[] = [];
  const problem = (where: string, reason: string) => problems.push(`${file}: ${where}: ${reason}`);

  let text: string | undefined;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    problem('(file)', `cannot be read: ${(error as Error).message}`);
  }
  const data = text === undefined ? undefined : readData(file, text, problem);
  if (problems.length) throw new EmployerFileError(file, problems);
  if (!isRecord(data))
    throw new EmployerFileError(file, [`${file}: (root): must be a mapping of the employer's fields`]);

  const parsed = employerFile.safeParse(data);
  if (!parsed.success)
    for (const [where, reason] of schemaProblems(parsed.error.issues, data)) problem(where, reason);
  for (const p of classProblems(data)) problem(pathText(p.path), p.reason);

  for (const list of ['contacts', 'products', 'documents'] as const) {
    const value = data[list];
    if (Array.isArray(value) && value.length > MAX_LISTED) problem(list, `at most ${MAX_LISTED} entries`);
  }
  const team = data.brokerTeam;
  if (isRecord(team) && Array.isArray(team.brokers) && team.brokers.length > MAX_LISTED)
    problem('brokerTeam.brokers', `at most ${MAX_LISTED} entries`);

  const baseDir = dirname(file);
  let logo: ParsedEmployer['logo'];
  if (typeof data.logo === 'string' && data.logo !== '') {
    const contentType = logoTypes[extname(data.logo).toLowerCase()];
    const checked = checkFile(baseDir, data.logo);
    if (!contentType) problem('logo', `must be a .png, .jpg or .svg image: ${data.logo}`);
    if (checked.problem) problem('logo', checked.problem);
    if (contentType && !checked.problem) logo = { path: checked.path, contentType };
  }
  const documents: ParsedEmployer['documents'] = [];
  if (Array.isArray(data.documents)) {
    const seen = new Map<string, number>();
    data.documents.forEach((doc, index) => {
      if (typeof doc !== 'string' || !/\.pdf$/i.test(doc)) return; // the schema's problem
      const fileName = basename(doc);
      const twin = seen.get(fileName.toLowerCase());
      if (twin !== undefined)
        problem(`documents.${index}`, `two documents are named ${fileName} (also documents.${twin})`);
      seen.set(fileName.toLowerCase(), index);
      const checked = checkFile(baseDir, doc, '%PDF-');
      if (checked.problem) problem(`documents.${index}`, checked.problem);
      else documents.push({ path: checked.path, fileName });
    });
  }

  if (problems.length || !parsed.success) throw new EmployerFileError(file, problems);
  return { file, employer: parsed.data, logo, documents };
}

/** The classes' policies as stored: one per class and plan year. */
export function classPolicies(employer: EmployerFile): ClassPolicy[] {
  return employer.classes.flatMap((c) =>
    Object.entries(c.planYears).map(([year, terms]) => ({
      planYear: Number(year),
      className: c.name,
      policy: terms.policy,
      waivedCents: terms.waived,
    })),
  );
}

export type OnboardTarget = Pick<DataTarget, 'db' | 's3' | 'tables' | 'bucket'>;

export interface OnboardResult {
  employerId: string;
  written: number;
  deleted: number;
  files: number;
}

/**
 * Writes a parsed employer file: logo and documents to the assets bucket, then the employer's
 * items (profile, contacts, broker team, class policies, products, documents), replacing what
 * an earlier version of the file wrote, and finally removes files the new version dropped.
 * Refuses an accountid that already belongs to another employer.
 */
export async function onboardEmployer(parsed: ParsedEmployer, target: OnboardTarget): Promise<OnboardResult> {
  const e = parsed.employer;
  const repo = new EmployerRepository(target.db, target.tables.employers);
  const assets = new EmployerAssets(target.s3, target.bucket);

  const holder = await repo.getByAccountId(e.accountid);
  if (holder && holder.id.toLowerCase() !== e.id.toLowerCase()) {
    throw new EmployerFileError(parsed.file, [
      `${parsed.file}: accountid: ${e.accountid} already belongs to employer ${holder.id} (${holder.accountname})`,
    ]);
  }

  // What an earlier version of the file put in the bucket, to remove what the new one drops.
  const [before, documentsBefore] = await Promise.all([repo.get(e.id), repo.documents(e.id)]);

  const logoKey = parsed.logo
    ? await assets.putLogo(e.id, readFileSync(parsed.logo.path), parsed.logo.contentType)
    : null;
  const documents: EmployerDocument[] = [];
  for (const d of parsed.documents)
    documents.push(await assets.putDocument(e.id, d.fileName, readFileSync(d.path)));

  const records: EmployerRecords = {
    employer: {
      id: e.id,
      accountid: e.accountid,
      accountname: e.accountname,
      emailaddress: e.emailaddress ?? null,
      teamid: e.brokerTeam?.teamid ?? null,
      employeazecustomer: e.employeazecustomer,
      hsaonly: e.hsaonly,
      edoc_period: e.edoc_period,
      payFrequency: e.payFrequency,
      logoKey,
      states: e.states,
    },
    contacts: e.contacts.map((c) => ({
      ...c,
      middlename: c.middlename ?? null,
      emailaddress: c.emailaddress ?? null,
      phonenumber: c.phonenumber ?? null,
    })),
    brokers: e.brokerTeam?.brokers ?? [],
    policies: classPolicies(e),
    products: e.products.map(({ cost, ...p }) => ({ ...p, costCents: cost })),
    documents,
  };
  const { written, deleted } = await repo.replace(records);
  const kept = new Set([logoKey, ...documents.map((d) => d.key)]);
  const staleFiles = [before?.logoKey, ...documentsBefore.map((d) => d.key)].filter(
    (k): k is string => typeof k === 'string' && !kept.has(k),
  );
  await assets.remove(staleFiles);
  return {
    employerId: e.id,
    written,
    deleted: deleted + staleFiles.length,
    files: (logoKey ? 1 : 0) + documents.length,
  };
}
