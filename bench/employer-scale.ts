/**
 * One employer's employees at scale (`npm run bench -- --scale [--members 10000]`, issue 29 item
 * 4): the key analysis of docs/performance.md ("Keys that hold at 100,000") says which keys and
 * indexes an employer's members share and what a deadline day of 100,000 enrollments puts on
 * them; this run loads one employer's members on a local stack and measures what the analysis
 * rests on.
 *
 * - **Load**: a fresh employer (the demo employer's file onboarded under a new id, as an operator
 *   does) and N members written through the handlers' own adapters and rules, as the journey
 *   writes them: registration (MemberAccessStore.createPending from newPendingMember), the
 *   password (claimSetPasswordToken, completeSetPassword), the profile with 0–3 dependents
 *   (planProfileSave, ProfileStore.save), and for most of them Authorize Elections
 *   (priceElections, buildAuthorization, OrderRepository.authorize). Of every 20 members 12 shop
 *   (a plan of the county, by index), 3 waive and 5 stop after the profile. All live in the demo
 *   employee's county, the worst case for the plans partition. At most `concurrency` members at
 *   once. No handler, no Cognito, no e-mail: the confirmation sender is stopped.
 * - **Sizes**: the items the keys in question hold, sized as DynamoDB bills them
 *   (bench/lib/item-size.ts; DynamoDB Local reports no index write units): a member's PROFILE
 *   (what each of its writes writes again to the byEmployer index), the employer's item
 *   collection and the county's plans partition. From them and the deadline day below, the peak
 *   units per second on each shared key.
 * - **Reads**: the operator exports as the ops commands and the scheduled function run them: the
 *   byEmployer index alone (MemberReader.listByEmployer), the whole stored enrollment
 *   (readEmployerEnrollment: the index, then each member's dependents, accounts and orders), then
 *   the pure builders: the enrollment status report, the payroll file of the effective month and
 *   the carriers' 834s. Time, rows per second, DynamoDB calls and read units, and the process's
 *   peak heap and RSS above what it held before the read. The files are checked against the mix
 *   that was loaded (stages counted, payroll employees, 834 member loops).
 * - **Tracker**: the console's enrollment tracker on the same members, its first page and a
 *   search, each beside the bare Queries of the same items (bench/tracker-scale.ts).
 */
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { randomUUID } from 'node:crypto';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { onboardEmployer, parseEmployerFile } from '../infra/data/employers';
import { demoEmployee, demoEmployer } from '../infra/local/demo/demo-data';
import type { LocalStack } from '../infra/local/stack';
import { newPendingMember } from '../lambdas/access/registration';
import { randomSecret } from '../lambdas/access/secrets';
import { DependentRepository } from '../lambdas/adapters/dependents';
import { EmployerRepository } from '../lambdas/adapters/employers';
import { LocationRepository } from '../lambdas/adapters/locations';
import { MemberAccessStore } from '../lambdas/adapters/member-access';
import { MemberReader } from '../lambdas/adapters/members';
import { OrderRepository } from '../lambdas/adapters/orders';
import { partition } from '../lambdas/adapters/plan-chunks';
import { PlanYearFigureStore } from '../lambdas/adapters/plan-year-figures';
import { PlanRepository } from '../lambdas/adapters/plans';
import { ProfileStore } from '../lambdas/adapters/profiles';
import { queryAll } from '../lambdas/adapters/query-all';
import { readEmployerEnrollment } from '../lambdas/exports/enrollment';
import { payrollFile } from '../lambdas/exports/payroll';
import { enrollmentStatus, statusCsv } from '../lambdas/exports/status';
import { enrollment834Files } from '../lambdas/exports/x12-834';
import { buildAuthorization } from '../lambdas/rules/authorization';
import { priceElections, type ElectionPorts } from '../lambdas/rules/elections';
import { checkHousehold, savedMember } from '../lambdas/rules/profile';
import { coverageAttestationVersion } from '../shared/domain/coverage-attestation';
import { effectiveDateOptions } from '../shared/domain/effective-dates';
import { ZERO_GUID } from '../shared/domain/elections';
import type { Employer } from '../shared/domain/employer';
import type { MemberRecord } from '../shared/domain/member';
import { planProfileSave, resolveLocation } from '../shared/domain/profile';
import type { Location } from '../shared/schemas/location';
import type { AuthorizeBody } from '../shared/schemas/order';
import { saveProfileBody } from '../shared/schemas/profile';
import { eventualReadUnits, itemBytes, writeUnits } from './lib/item-size';
import { measureTracker } from './tracker-scale';
import { ms, verdict, type Row } from './lib/table';

/**
 * The deadline day the analysis assumes: one employer's 100,000 employees all enroll on the last
 * day, 20% of them in its last hour, and the busiest minute of that hour runs at 3x the hour's
 * average (a reminder e-mail going out).
 */
export const deadlineDay = { employees: 100_000, lastHourShare: 0.2, peakMinuteFactor: 3 } as const;

/** Enrollments per second in the busiest minute of the deadline day: 16.7 for the day above. */
export function peakEnrollmentsPerSecond(day: typeof deadlineDay = deadlineDay): number {
  return ((day.employees * day.lastHourShare) / 3600) * day.peakMinuteFactor;
}

/**
 * What one partition of a table or of a global secondary index serves at most per second
 * (docs.aws.amazon.com/amazondynamodb/latest/developerguide/warm-throughput-scenarios.html),
 * whatever the table's capacity mode.
 */
export const partitionLimits = { writeUnits: 1000, readUnits: 3000 } as const;

/**
 * Writes of a member's PROFILE item in one enrollment, each written again to every index the item
 * is in (byEmployer among them, ALL attributes projected): registration (Put), the password
 * (Update: sub), the profile save (Update), Authorize Elections (Update: the current plan).
 */
export const profileWritesPerEnrollment = 4;

/**
 * Reads of the employer's partition (and its byAccountId index) in one enrollment on the API
 * journey (docs/performance.md, Journey rows): registration's employer, GET /api/Employer twice
 * (sign-in and /welcome), the contribution's employer by account id and class policy, the
 * documents, the products, Authorize Elections' one Query of the collection and the contacts.
 */
export const employerReadsPerEnrollment = 10;

/** Reads of the county's plans in one enrollment: the contribution, the affordability check, the quote, Authorize Elections. */
export const planReadsPerEnrollment = 4;

/** Page reloads and returns to the builder: every read above counted this many times. */
export const revisitFactor = 3;

export type Path = 'shop' | 'waive' | 'profile';

/** Which way member `index` goes: of every 20, 12 shop, 3 waive and 5 stop after the profile; 0–3 dependents. */
export function journeyOf(index: number): { path: Path; dependents: number } {
  const slot = index % 20;
  const path: Path = slot < 12 ? 'shop' : slot < 15 ? 'waive' : 'profile';
  return { path, dependents: Math.floor(index / 20) % 4 };
}

const lastNames =
  "Nguyen Smith Okafor Garcia Kowalski Haddad Johnson Tanaka Müller Rossi Andersen Patel O'Brien Silva Cohen Kim Dubois Ivanova Mensah Brown".split(
    ' ',
  );
const firstNames =
  'Avery Jordan Maria Wei Fatima Liam Noah Sofia Mateo Aisha Elena Omar Grace Hiro Zoe Ravi Lucia Kofi Anya Jonas'.split(
    ' ',
  );

/** An SSN from the range reserved for advertising (987-65-4320..4329): never a real person's. */
const ssn = (n: number): string => `98765432${n % 10}`;

/** The profile save of member `index`: the demo employee's address, 0–3 dependents (a spouse, then children). */
export function profileRequest(index: number, location: Location) {
  const { dependents } = journeyOf(index);
  const lastname = `${lastNames[index % lastNames.length] as string}-${index}`;
  const year = 1965 + (index % 35);
  return saveProfileBody.parse({
    version: 0,
    member: {
      firstname: firstNames[(index * 7) % firstNames.length] as string,
      lastname,
      address1: `${1 + (index % 400)} Washington Street`,
      address2: null,
      phonenumber: '201-555-0150',
      postalcode: location.zipcode,
      city: location.city,
      county: location.countyname,
      stateorprovince: location.state,
      birthdate: `${year}-0${1 + (index % 9)}-1${index % 10}`,
      gender: index % 2 ? 'Male' : 'Female',
      istobaccouser: index % 9 === 0 ? 'Yes' : 'No',
      additionalid: ssn(index),
    },
    dependents: Array.from({ length: dependents }, (_, k) => ({
      id: ZERO_GUID,
      firstname: k === 0 ? 'Sam' : `Kid${k}`,
      lastname,
      dateofbirth: k === 0 ? `${year + 1}-05-20` : `${2008 + k * 3}-0${k}-15`,
      gender: k % 2 ? 'Female' : 'Male',
      relationship: k === 0 ? 'spouse' : 'child',
      istobaccouser: 'false',
      additionalid: ssn(index + k + 1),
    })),
  });
}

interface Tally {
  calls: number;
  readUnits: number;
  writeUnits: number;
}

const unitCommands = new Set([
  'GetItemCommand',
  'PutItemCommand',
  'UpdateItemCommand',
  'DeleteItemCommand',
  'QueryCommand',
  'ScanCommand',
  'BatchGetItemCommand',
  'BatchWriteItemCommand',
  'TransactWriteItemsCommand',
  'TransactGetItemsCommand',
]);

/** Counts every call of `db` with the table units DynamoDB Local reports (no index units). */
function countCalls(db: DynamoDBDocumentClient) {
  const tally: Tally = { calls: 0, readUnits: 0, writeUnits: 0 };
  const name = 'benchEmployerScale';
  db.middlewareStack.add(
    (next, context) => async (args) => {
      const command = String(context.commandName);
      const input = args.input as Record<string, unknown>;
      if (unitCommands.has(command)) input.ReturnConsumedCapacity ??= 'TOTAL';
      const out = await next(args);
      tally.calls += 1;
      const consumed = (out.output as { ConsumedCapacity?: unknown }).ConsumedCapacity;
      const list = (Array.isArray(consumed) ? consumed : consumed ? [consumed] : []) as {
        CapacityUnits?: number;
      }[];
      const units = list.reduce((s, c) => s + (c.CapacityUnits ?? 0), 0);
      if (/Put|Update|Delete|Write/.test(command)) tally.writeUnits += units;
      else tally.readUnits += units;
      return out;
    },
    { step: 'initialize', name, override: true },
  );
  return {
    /** The calls and units since the last take, then starts again from zero. */
    take(): Tally {
      const taken = { ...tally };
      Object.assign(tally, { calls: 0, readUnits: 0, writeUnits: 0 });
      return taken;
    },
    stop: () => void db.middlewareStack.remove(name),
  };
}

/**
 * A full garbage collection, so that heap figures are what is held and not what is not yet
 * collected: the flag is set at run time (the bench runs under tsx without node options), and the
 * `gc` it exposes is found in a new context.
 */
function collectGarbage(): void {
  setFlagsFromString('--expose-gc');
  (runInNewContext('gc') as () => void)();
}

/** The process's peak heap and RSS while sampling, above what it held when sampling began. */
function sampleMemory() {
  collectGarbage();
  const base = process.memoryUsage();
  let heap = base.heapUsed;
  let rss = base.rss;
  const sample = () => {
    const m = process.memoryUsage();
    heap = Math.max(heap, m.heapUsed);
    rss = Math.max(rss, m.rss);
  };
  const timer = setInterval(sample, 25);
  return {
    /** The peaks, and what is still held after a collection (what the caller keeps referenced). */
    stop() {
      clearInterval(timer);
      sample();
      collectGarbage();
      return {
        heapMb: (heap - base.heapUsed) / 1e6,
        rssMb: (rss - base.rss) / 1e6,
        baseRssMb: base.rss / 1e6,
        heldMb: Math.max(0, process.memoryUsage().heapUsed - base.heapUsed) / 1e6,
      };
    },
  };
}

/** Runs `fn` over 0..count-1, at most `limit` at a time; the first failure stops the run. */
async function forEachLimited(
  count: number,
  limit: number,
  fn: (index: number) => Promise<void>,
): Promise<void> {
  let next = 0;
  let failed = false;
  const worker = async () => {
    while (next < count && !failed)
      await fn(next++).catch((error: unknown) => {
        failed = true;
        throw error;
      });
  };
  await Promise.all(Array.from({ length: Math.min(limit, count) }, worker));
}

async function timed<T>(fn: () => Promise<T> | T): Promise<{ value: T; ms: number }> {
  const began = performance.now();
  const value = await fn();
  return { value, ms: performance.now() - began };
}

const perSecond = (n: number, millis: number): string =>
  `${Math.round((n / millis) * 1000).toLocaleString('en-US')}/s`;
const fixed = (n: number, digits = 1): string => n.toFixed(digits);

export interface EmployerScaleOptions {
  /** Members of the one employer to load (10,000 for the run). */
  members: number;
  /** Members written at once. */
  concurrency?: number;
  log?: (line: string) => void;
}

export async function runEmployerScale(stack: LocalStack, options: EmployerScaleOptions): Promise<Row[]> {
  const log = options.log ?? (() => undefined);
  const concurrency = options.concurrency ?? 16;
  const { db } = stack.clients;
  const tables = stack.tables;
  // The confirmations of thousands of authorizations would compete for the CPU; not on the path measured.
  await stack.outboxPoller.stop();

  // A fresh employer: the demo employer's file under a new id and account, onboarded as an operator does.
  const parsed = parseEmployerFile(demoEmployer.file);
  const employerId = randomUUID();
  const accountid = `SCALE-${employerId.slice(0, 8).toUpperCase()}`;
  await onboardEmployer(
    {
      ...parsed,
      employer: { ...parsed.employer, id: employerId, accountid, accountname: 'Scale Test Manufacturing' },
    },
    { db, s3: stack.clients.s3, tables, bucket: stack.bucket },
  );
  const employers = new EmployerRepository(db, tables.employers);
  const employer = (await employers.get(employerId)) as Employer;
  const [effectiveDate] = effectiveDateOptions(new Date(), employer.edoc_period);
  const planYear = Number(effectiveDate.slice(0, 4));
  const locations = new LocationRepository(db, tables.locations);
  const location = resolveLocation(await locations.byZip(demoEmployee.postalcode), demoEmployee.county);
  const plans = new PlanRepository(db, tables.plans);
  const offers = await plans.offersIn(planYear, location.countycode);
  if (!offers.length) throw new Error(`No plan offered in county ${location.countycode} in ${planYear}`);

  const access = new MemberAccessStore(db, tables.members);
  const profiles = new ProfileStore(db, tables.members, tables.dependents);
  const orders = new OrderRepository(db, tables.orders, tables.members);
  const ports: ElectionPorts = {
    employers,
    dependents: new DependentRepository(db, tables.dependents),
    locations,
    plans,
    orders,
    figures: new PlanYearFigureStore(db, tables.plans),
  };
  const seconds = (d: Date) => Math.floor(d.getTime() / 1000);
  const counts: Record<Path, number> = { shop: 0, waive: 0, profile: 0 };
  let coveredPeople = 0;
  const shopIds: string[] = [];

  /** One member's journey, through the adapters the handlers use, in the handlers' order. */
  const enroll = async (index: number): Promise<void> => {
    const { path, dependents } = journeyOf(index);
    const request = profileRequest(index, location);
    // Register.
    const pending = newPendingMember(
      {
        member: {
          firstname: request.member.firstname,
          lastname: request.member.lastname,
          personalemailaddress: `scale-${index}-${employerId.slice(0, 8)}@example.com`,
          phonenumber: request.member.phonenumber,
          accountid,
          employer_id: employerId,
        },
        company: employer.accountname,
        plan_year: planYear,
      },
      employer,
      randomUUID(),
      new Date(),
    );
    const token = { value: randomSecret(), expiresAt: seconds(new Date()) + 72 * 3600 };
    if (!(await access.createPending(pending, token, randomSecret())))
      throw new Error(`member ${index}: registration refused`);
    // Set the password.
    const now = seconds(new Date());
    const lease = await access.claimSetPasswordToken(pending.id, token.value, now, now + 60);
    if (!lease) throw new Error(`member ${index}: the set-password link was refused`);
    const sub = randomUUID();
    const passwordAt = new Date().toISOString();
    if (!(await access.completeSetPassword(pending.id, sub, passwordAt, lease)))
      throw new Error(`member ${index}: setting the password failed`);
    // Save the profile with the dependents.
    const member: MemberRecord = { ...pending, sub, ispasswordchanged: passwordAt };
    const household = { member, version: 0, dependents: [] };
    const stamp = { now: new Date().toISOString(), by: member.id };
    const plan = planProfileSave(member, [], request, location, stamp, randomUUID);
    checkHousehold(plan.dependents);
    const saved = await profiles.save(member.id, 0, {
      member: plan.member,
      puts: plan.puts,
      deletes: plan.deletes,
      stamp,
    });
    if (saved !== 'saved') throw new Error(`member ${index}: the profile save answered ${saved}`);
    counts[path] += 1;
    if (path === 'profile') return;
    // Authorize Elections.
    const body: AuthorizeBody = {
      idempotencyKey: randomUUID(),
      effectiveDate,
      election:
        path === 'shop'
          ? {
              kind: 'shop',
              planid: (offers[index % offers.length] as (typeof offers)[number]).id,
              ichraAcknowledged: true,
              // The member and every dependent the profile saved.
              coverageAttestation: {
                version: coverageAttestationVersion,
                people: [member.id, ...plan.dependents.map((d) => d.id)],
              },
            }
          : { kind: 'waive', reason: 'Coverage through Spouse/Partner' },
      additionalServiceOption: null,
      payrollDeductionAcknowledged: true,
    };
    const profiled = savedMember(household, plan.member, stamp, 1);
    const priced = await priceElections(ports, profiled, body, new Date());
    const write = buildAuthorization({
      member: profiled,
      sub,
      requestId: `bench-scale-${index}`,
      body,
      requestHash: 'bench-scale',
      priced,
      now: new Date(),
      newId: randomUUID,
    });
    const outcome = await orders.authorize(write);
    if (outcome !== 'written') throw new Error(`member ${index}: the authorization answered ${outcome}`);
    if (path === 'shop') {
      coveredPeople += 1 + dependents;
      if (shopIds.length < 50) shopIds.push(member.id);
    }
  };

  const calls = countCalls(db);
  const rows: Row[] = [];
  try {
    // --- Load -------------------------------------------------------------------------------
    let done = 0;
    const load = await timed(() =>
      forEachLimited(options.members, concurrency, async (index) => {
        await enroll(index);
        done += 1;
        if (done % 1000 === 0) log(`employer scale: ${done.toLocaleString('en-US')} members loaded`);
      }),
    );
    const loaded = calls.take();
    const authorized = counts.shop + counts.waive;
    rows.push({
      area: 'Employer scale',
      measure: `load ${options.members.toLocaleString('en-US')} members of one employer`,
      value: `${fixed(load.ms / 1000)} s (${perSecond(options.members, load.ms)})`,
      result: 'info',
      note: `${counts.shop} shop, ${counts.waive} waive, ${counts.profile} profile only; ${concurrency} at once; ${loaded.calls.toLocaleString('en-US')} DynamoDB calls (${fixed(loaded.calls / options.members)}/member), table units ${Math.round(loaded.writeUnits).toLocaleString('en-US')} WRU + ${Math.round(loaded.readUnits).toLocaleString('en-US')} RRU as DynamoDB Local reports them (no index units)`,
    });

    // --- Sizes and the keys an employer's members share ---------------------------------------
    const profileItems = await Promise.all(
      shopIds.map(async (id) => {
        const [item] = await queryAll(db, {
          TableName: tables.members,
          KeyConditionExpression: 'pk = :pk AND sk = :sk',
          ExpressionAttributeValues: { ':pk': `MEMBER#${id}`, ':sk': 'PROFILE' },
        });
        return itemBytes(item ?? {});
      }),
    );
    const profileBytes = Math.max(...profileItems);
    const indexUnits = writeUnits(profileBytes);
    const rate = peakEnrollmentsPerSecond();
    const byEmployerPeak = rate * profileWritesPerEnrollment * indexUnits;
    const hotAt = partitionLimits.writeUnits / (profileWritesPerEnrollment * indexUnits);
    rows.push({
      area: 'Employer scale',
      measure: 'byEmployer index partition, writes at the deadline peak',
      value: `${fixed(byEmployerPeak)} WU/s (≤ ${fixed(2 * byEmployerPeak)} if a transaction's index write counts twice)`,
      target: `≤ ${partitionLimits.writeUnits} WU/s`,
      result: verdict(2 * byEmployerPeak <= partitionLimits.writeUnits),
      note: `${fixed(rate)} enrollments/s (100,000 in a day, 20% in the last hour, busiest minute 3x); ${profileWritesPerEnrollment} PROFILE writes each × ${indexUnits} WU (PROFILE of a shopper ≤ ${profileBytes} B, the largest of ${profileItems.length}); hot from ${fixed(hotAt)} enrollments/s sustained (${fixed(hotAt / 2)} if doubled)`,
    });

    const employerItems = await queryAll(db, {
      TableName: tables.employers,
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': `EMPLOYER#${employerId.toLowerCase()}` },
    });
    const employerProfile = employerItems.find((i) => i.sk === 'PROFILE') ?? {};
    const collectionBytes = employerItems.reduce((s, i) => s + itemBytes(i), 0);
    // A read of the employer is a GetItem of the profile or a Query of part of the collection: at most all of it.
    const employerReadUnits = eventualReadUnits(collectionBytes);
    const employerPeak = rate * employerReadsPerEnrollment * revisitFactor * employerReadUnits;
    rows.push({
      area: 'Employer scale',
      measure: 'employer partition (EMPLOYER#<id>), reads at the deadline peak',
      value: `≤ ${fixed(employerPeak)} RU/s`,
      target: `≤ ${partitionLimits.readUnits} RU/s`,
      result: verdict(employerPeak <= partitionLimits.readUnits),
      note: `${employerReadsPerEnrollment} reads per enrollment × ${revisitFactor} for reloads × ≤ ${employerReadUnits} RU (profile ${itemBytes(employerProfile)} B, whole collection ${employerItems.length} items ${collectionBytes} B, eventually consistent); no writes while employees enroll`,
    });

    const planItems = await queryAll(db, {
      TableName: tables.plans,
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': partition(planYear, location.countycode) },
    });
    const planBytes = planItems.reduce((s, i) => s + itemBytes(i), 0);
    const chunkPlans = planItems.reduce((s, i) => s + (typeof i.count === 'number' ? i.count : 0), 0);
    const bytesPerPlan = chunkPlans
      ? (planBytes - itemBytes(planItems.find((i) => i.sk === 'HEAD') ?? {})) / chunkPlans
      : 0;
    const planReadUnits = eventualReadUnits(planBytes);
    const planPeak = rate * planReadsPerEnrollment * revisitFactor * planReadUnits;
    const largeCounty = eventualReadUnits(200 * bytesPerPlan);
    const largePeak = rate * planReadsPerEnrollment * revisitFactor * largeCounty;
    rows.push({
      area: 'Employer scale',
      measure: `plans partition (PLANS#${planYear}#${location.countycode}), reads at the deadline peak`,
      value: `${fixed(planPeak)} RU/s here; ${fixed(largePeak)} RU/s for a county of 200 plans`,
      target: `≤ ${partitionLimits.readUnits} RU/s`,
      result: verdict(largePeak <= partitionLimits.readUnits),
      note: `every employee in one county (worst case); ${planReadsPerEnrollment} reads per enrollment × ${revisitFactor}; this county ${chunkPlans} plans in ${planItems.length} items, ${planBytes} B = ${planReadUnits} RU a read; ${fixed(bytesPerPlan, 0)} B a plan compressed, so 200 plans ≈ ${largeCounty} RU a read`,
    });

    // --- Reads -------------------------------------------------------------------------------
    const index = await queryAll(db, {
      TableName: tables.members,
      IndexName: 'byEmployer',
      KeyConditionExpression: 'employerId = :e',
      ExpressionAttributeValues: { ':e': employerId },
    });
    const indexBytes = index.reduce((s, i) => s + itemBytes(i), 0);
    calls.take();
    const listed = await timed(() => new MemberReader(db, tables.members).listByEmployer(employerId));
    const listCalls = calls.take();
    rows.push({
      area: 'Employer scale',
      measure: 'byEmployer index read (listByEmployer)',
      value: `${ms(listed.ms)} for ${listed.value.length.toLocaleString('en-US')} members (${perSecond(listed.value.length, listed.ms)})`,
      result: verdict(listed.value.length === options.members),
      note: `${listCalls.calls} Query pages, ${(indexBytes / 1e6).toFixed(2)} MB of index entries (${Math.round(indexBytes / index.length)} B a member), ${fixed(listCalls.readUnits)} RRU reported`,
    });

    const memory = sampleMemory();
    const read = await timed(() =>
      readEmployerEnrollment(db, { ...tables }, employerId).then((e) => {
        if (!e) throw new Error('the employer is missing');
        return e;
      }),
    );
    const readCalls = calls.take();
    const enrollment = read.value;
    const status = await timed(() => {
      const report = enrollmentStatus(enrollment, { planYear });
      return { report, csv: statusCsv(report) };
    });
    const month = effectiveDate.slice(0, 7);
    const payroll = await timed(() => payrollFile(enrollment, month));
    const x834 = await timed(() =>
      enrollment834Files(enrollment, { planYear, controlNumber: 1, createdAt: new Date() }),
    );
    // The enrollment and the three files are used below: the collection in stop() keeps them.
    const peak = memory.stop();

    rows.push({
      area: 'Employer scale',
      measure: 'stored enrollment read (readEmployerEnrollment)',
      value: `${fixed(read.ms / 1000, 2)} s (${perSecond(enrollment.members.length, read.ms)})`,
      result: verdict(enrollment.members.length === options.members),
      note: `${readCalls.calls.toLocaleString('en-US')} DynamoDB calls (${fixed(readCalls.calls / options.members, 2)}/member: the index pages, then dependents, accounts and orders of each, 8 members at once), ${fixed(readCalls.readUnits)} RRU reported`,
    });
    const c = status.value.report.counts;
    const statusOk =
      c['authorized-shop'] === counts.shop &&
      c['authorized-waive'] === counts.waive &&
      c.profile === counts.profile;
    rows.push({
      area: 'Employer scale',
      measure: 'status report (enrollmentStatus + statusCsv)',
      value: `${ms(status.ms)} (${perSecond(status.value.report.total, status.ms)}); with the read ${fixed((read.ms + status.ms) / 1000, 2)} s`,
      result: verdict(statusOk),
      note: `stages ${JSON.stringify(c)}; ${(Buffer.byteLength(status.value.csv.body) / 1e6).toFixed(2)} MB CSV`,
    });
    const payrollLines = payroll.value.body.split('\r\n').filter(Boolean).length - 1;
    const payrollEmployees = new Set(
      payroll.value.body
        .split('\r\n')
        .slice(1)
        .filter(Boolean)
        .map((line) => line.split(',')[0]),
    ).size;
    rows.push({
      area: 'Employer scale',
      measure: `payroll file ${month} (payrollFile)`,
      value: `${ms(payroll.ms)} (${perSecond(payrollLines, payroll.ms)} rows); with the read ${fixed((read.ms + payroll.ms) / 1000, 2)} s`,
      result: verdict(payrollEmployees === authorized),
      note: `${payrollLines.toLocaleString('en-US')} rows for ${payrollEmployees.toLocaleString('en-US')} employees (${authorized} authorized), ${(Buffer.byteLength(payroll.value.body) / 1e6).toFixed(2)} MB`,
    });
    const loops = x834.value.reduce((s, f) => s + f.personCount, 0);
    rows.push({
      area: 'Employer scale',
      measure: `carriers' 834s ${planYear} (enrollment834Files)`,
      value: `${ms(x834.ms)} (${perSecond(loops, x834.ms)} member loops); with the read ${fixed((read.ms + x834.ms) / 1000, 2)} s`,
      result: verdict(loops === coveredPeople),
      note: `${x834.value.length} files (one per carrier), ${loops.toLocaleString('en-US')} member loops for ${coveredPeople.toLocaleString('en-US')} covered people, ${(x834.value.reduce((s, f) => s + Buffer.byteLength(f.file.body), 0) / 1e6).toFixed(2)} MB`,
    });
    rows.push({
      area: 'Employer scale',
      measure: 'peak memory of the read and the three files',
      value: `heap peak +${fixed(peak.heapMb, 0)} MB, held after a collection +${fixed(peak.heldMb, 0)} MB; RSS peak +${fixed(peak.rssMb, 0)} MB`,
      result: 'info',
      note: `above what the process held after a collection before the read (RSS ${fixed(peak.baseRssMb, 0)} MB: the local server and this run's own data); sampled every 25 ms; held = the enrollment and the three files`,
    });
    // What is held grows with the members; the peak above it is garbage not yet collected.
    const scale = deadlineDay.employees / options.members;
    const projectedHeap = peak.heldMb * scale + Math.max(0, peak.heapMb - peak.heldMb);
    rows.push({
      area: 'Employer scale',
      measure: `at ${deadlineDay.employees.toLocaleString('en-US')} members (×${fixed(scale, 0)}, linear)`,
      value: `read ${fixed((read.ms * scale) / 1000, 0)} s, heap ≈ +${fixed(projectedHeap, 0)} MB`,
      target: 'the exports function: 10 min, 1,024 MB',
      result: verdict((read.ms * scale) / 1000 < 600 && projectedHeap < 1024),
      note: `DynamoDB Local on this machine, not DynamoDB: the time is an indication; heap = held × ${fixed(scale, 0)} + the peak's uncollected garbage (${fixed(Math.max(0, peak.heapMb - peak.heldMb), 0)} MB)`,
    });

    // --- The console's tracker on the same members (bench/tracker-scale.ts) ------------------
    log('employer scale: the tracker');
    rows.push(
      ...(await measureTracker(db, tables, {
        employerId,
        planYear,
        expected: {
          members: options.members,
          enrolled: counts.shop,
          waived: counts.waive,
          profile: counts.profile,
        },
        search: lastNames[2] as string,
      })),
    );
    return rows;
  } finally {
    calls.stop();
  }
}
