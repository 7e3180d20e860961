/**
 * Least privilege: each endpoint family's function has its own role whose only permissions are
 * one customer-managed policy, and that policy grants exactly what
 * infra/constructs/family-access.ts declares for the family, nothing more, nothing less.
 */
import { describe, expect, it } from 'vitest';
import { loadStage } from '../../infra/config/stages';
import { familyAccess, type FamilyAccess } from '../../infra/constructs/family-access';
import { tableIds } from '../../infra/resources/tables';
import { families, routes, type Family } from '../../shared/routes';
import { type Built, type Props, portal, propertiesOf } from './portal-fixture';

type Resource = { Type: string; Properties: Props };
type Statement = { Effect: string; Action: string | string[]; Resource: unknown; Condition?: Props };

const READ = ['dynamodb:GetItem', 'dynamodb:BatchGetItem', 'dynamodb:Query'];
const WRITE = [
  'dynamodb:PutItem',
  'dynamodb:UpdateItem',
  'dynamodb:DeleteItem',
  'dynamodb:BatchWriteItem',
  'dynamodb:ConditionCheckItem',
];

/** Names the resources of the template a policy can point at, by logical id. */
function resourceLabels(built: Built): Map<string, string> {
  const { stack, logicalId } = built;
  const labels = new Map<string, string>();
  for (const id of tableIds) labels.set(logicalId(stack.data.tables[id]), `table:${id}`);
  labels.set(logicalId(stack.data.key), 'key:tables');
  labels.set(logicalId(stack.assets.key), 'key:assets');
  labels.set(logicalId(stack.assets.bucket), 'bucket:assets');
  labels.set(logicalId(stack.exports.key), 'key:exports');
  labels.set(logicalId(stack.exports.bucket), 'bucket:exports');
  labels.set(logicalId(stack.memberFiles.key), 'key:member-files');
  labels.set(logicalId(stack.memberFiles.bucket), 'bucket:member-files');
  labels.set(logicalId(stack.auth.userPool), 'userpool');
  labels.set(logicalId(stack.workforceAuth.userPool), 'workforcepool');
  for (const family of families) labels.set(logicalId(stack.api.logGroups[family]), `logs:${family}`);
  return labels;
}

/** A policy resource as a readable label: `table:members/index/bySub`, `bucket:assets/logos/*`, `ses:no-reply@example.com`. */
function label(value: unknown, labels: Map<string, string>): string {
  const part = (p: unknown): string => {
    if (typeof p === 'string') return p;
    const o = p as Props;
    if (o['Fn::GetAtt']) return labels.get(o['Fn::GetAtt'][0]) ?? `?${o['Fn::GetAtt'][0]}`;
    if (o.Ref) return labels.get(o.Ref) ?? `\${${o.Ref}}`;
    if (o['Fn::Join']) return (o['Fn::Join'][1] as unknown[]).map(part).join(o['Fn::Join'][0] as string);
    return JSON.stringify(p);
  };
  return part(value).replace(
    /^arn:\$\{AWS::Partition\}:ses:[a-z0-9-]+:\$\{AWS::AccountId\}:identity\//,
    'ses:',
  );
}

/** The statements of the policies attached to a role, and the kinds of policy attached to it. */
function policiesOf(built: Built, family: Family) {
  const roleId = built.logicalId(built.stack.api.roles[family]);
  const resources = built.template.toJSON().Resources as Record<string, Resource>;
  const attached = Object.entries(resources).filter(
    ([, r]) =>
      (r.Type === 'AWS::IAM::ManagedPolicy' || r.Type === 'AWS::IAM::Policy') &&
      JSON.stringify(r.Properties.Roles ?? []).includes(`"${roleId}"`),
  );
  const statements = attached.flatMap(([, r]) => r.Properties.PolicyDocument.Statement as Statement[]);
  return { role: resources[roleId]?.Properties ?? {}, attached, statements };
}

/** Every (action, resource) pair the statements allow. */
function grantedPairs(statements: Statement[], labels: Map<string, string>): string[] {
  const pairs = new Set<string>();
  for (const s of statements) {
    if (s.Effect !== 'Allow') continue;
    const actions = Array.isArray(s.Action) ? s.Action : [s.Action];
    const resources = Array.isArray(s.Resource) ? s.Resource : [s.Resource];
    for (const a of actions) for (const r of resources) pairs.add(`${a} ${label(r, labels)}`);
  }
  return [...pairs].sort();
}

/** The pairs a declaration stands for, written out independently of the construct. */
function declaredPairs(family: Family, access: FamilyAccess, fromEmail: string): string[] {
  const pairs = [
    `logs:CreateLogStream logs:${family}`,
    `logs:PutLogEvents logs:${family}`,
    'xray:PutTraceSegments *',
    'xray:PutTelemetryRecords *',
  ];
  const tables = Object.entries(access.tables ?? {});
  for (const [id, grant] of tables) {
    if (!grant) continue;
    for (const a of grant.access === 'readwrite' ? [...READ, ...WRITE] : READ) pairs.push(`${a} table:${id}`);
    for (const index of grant.indexes ?? []) pairs.push(`dynamodb:Query table:${id}/index/${index}`);
  }
  if (tables.length) {
    const writes = tables.some(([, g]) => g?.access === 'readwrite');
    for (const a of writes
      ? ['kms:Decrypt', 'kms:DescribeKey', 'kms:Encrypt', 'kms:GenerateDataKey']
      : ['kms:Decrypt', 'kms:DescribeKey'])
      pairs.push(`${a} key:tables`);
  }
  const patterns = { logos: 'logos/*', 'ichra-documents': 'ichra-documents/*/*' } as const;
  for (const prefix of access.assetsRead ?? []) pairs.push(`s3:GetObject bucket:assets/${patterns[prefix]}`);
  if (access.assetsRead?.length) pairs.push('kms:Decrypt key:assets');
  if (access.exportFiles)
    pairs.push(
      's3:GetObject bucket:exports/*',
      's3:PutObject bucket:exports/*',
      's3:ListBucket bucket:exports',
      'kms:Decrypt key:exports',
      'kms:GenerateDataKey key:exports',
    );
  if (access.memberFiles === 'upload')
    pairs.push(
      's3:GetObject bucket:member-files/*/proof/*',
      's3:PutObject bucket:member-files/*/proof/*',
      's3:DeleteObject bucket:member-files/*/proof/*',
      's3:GetObject bucket:member-files/*/life-event/*',
      's3:PutObject bucket:member-files/*/life-event/*',
      's3:DeleteObject bucket:member-files/*/life-event/*',
      's3:ListBucket bucket:member-files',
      'kms:Decrypt key:member-files',
      'kms:GenerateDataKey key:member-files',
    );
  if (access.memberFiles === 'review')
    pairs.push(
      's3:GetObject bucket:member-files/*/proof/*',
      's3:GetObject bucket:member-files/*/life-event/*',
      'kms:Decrypt key:member-files',
    );
  for (const a of access.cognito ?? []) pairs.push(`${a} userpool`);
  for (const a of access.workforceCognito ?? []) pairs.push(`${a} workforcepool`);
  if (access.sendEmail)
    pairs.push(`ses:SendEmail ses:${fromEmail}`, `ses:SendEmail ses:${fromEmail.split('@')[1]}`);
  return [...new Set(pairs)].sort();
}

describe('function roles', () => {
  it.each(families)('%s: the role allows exactly what family-access.ts declares', (family) => {
    // Prepare
    const built = portal('dev');
    const labels = resourceLabels(built);
    // Act
    const { statements } = policiesOf(built, family);
    // Assess
    expect(grantedPairs(statements, labels)).toEqual(
      declaredPairs(family, familyAccess[family], loadStage('dev').fromEmail),
    );
  });

  it.each(families)(
    '%s: the role is assumed by Lambda only, with one customer-managed policy and no inline or AWS-managed one',
    (family) => {
      // Prepare
      const built = portal('dev');
      // Act
      const { role, attached } = policiesOf(built, family);
      // Assess
      expect(role.AssumeRolePolicyDocument.Statement).toEqual([
        { Action: 'sts:AssumeRole', Effect: 'Allow', Principal: { Service: 'lambda.amazonaws.com' } },
      ]);
      expect(role.ManagedPolicyArns).toBeUndefined();
      expect(role.Policies).toBeUndefined();
      expect(attached.map(([, r]) => r.Type)).toEqual(['AWS::IAM::ManagedPolicy']);
      // The function runs as this role.
      expect(propertiesOf(built.template, built.logicalId(built.stack.functions[family])).Role).toEqual({
        'Fn::GetAtt': [built.logicalId(built.stack.api.roles[family]), 'Arn'],
      });
    },
  );

  it('never allows a Scan, a wildcard action, or a wildcard resource other than X-Ray', () => {
    // Prepare
    const built = portal('prod');
    for (const family of families) {
      // Act
      const { statements } = policiesOf(built, family);
      // Assess
      for (const s of statements) {
        const actions = Array.isArray(s.Action) ? s.Action : [s.Action];
        expect(
          actions.filter((a) => a.includes('*') || a === 'dynamodb:Scan'),
          family,
        ).toEqual([]);
        if (JSON.stringify(s.Resource).includes('"*"'))
          expect(
            actions.every((a) => a.startsWith('xray:')),
            family,
          ).toBe(true);
      }
    }
  });

  it('uses the table and asset keys only through DynamoDB and S3, and sends e-mail only as the stage sender', () => {
    // Prepare
    const built = portal('dev');
    const stage = loadStage('dev');
    for (const family of families) {
      // Act
      const { statements } = policiesOf(built, family);
      // Assess
      for (const s of statements) {
        const actions = Array.isArray(s.Action) ? s.Action : [s.Action];
        const resource = label(Array.isArray(s.Resource) ? s.Resource[0] : s.Resource, resourceLabels(built));
        if (resource === 'key:tables')
          expect(s.Condition, family).toEqual({
            StringEquals: { 'kms:ViaService': `dynamodb.${stage.env.region}.amazonaws.com` },
          });
        if (resource === 'key:assets' || resource === 'key:exports' || resource === 'key:member-files')
          expect(s.Condition, family).toEqual({
            StringEquals: { 'kms:ViaService': `s3.${stage.env.region}.amazonaws.com` },
          });
        if (actions.includes('ses:SendEmail'))
          expect(s.Condition, family).toEqual({ StringEquals: { 'ses:FromAddress': stage.fromEmail } });
      }
    }
  });

  it("declares every family; only the registration and member families reach the employees' Cognito pool and only admin the workforce pool, only registration sends e-mail (the authorization confirmation goes through the outbox sender, tests/infra/confirmation-sender.test.ts), only media reads the assets and only the console's files (admin-files) the exports bucket; the console writes only its own admin table", () => {
    // Assess: the declaration itself, as the security review reads it.
    expect(Object.keys(familyAccess).sort()).toEqual([...families].sort());
    expect(families.filter((f) => familyAccess[f].cognito?.length).sort()).toEqual([
      'member',
      'registration',
    ]);
    // Only the console reaches the administrators' pool, and no family reaches both pools.
    expect(families.filter((f) => familyAccess[f].workforceCognito?.length)).toEqual(['admin']);
    expect(familyAccess.admin.cognito).toBeUndefined();
    expect(families.filter((f) => familyAccess[f].assetsRead?.length)).toEqual(['media']);
    // Only the console's files reach the exports bucket (the 834 carries SSNs), besides the export function.
    expect(families.filter((f) => familyAccess[f].exportFiles)).toEqual(['admin-files']);
    expect(families.filter((f) => familyAccess[f].sendEmail).sort()).toEqual(['registration']);
    expect(
      families
        .filter((f) => Object.values(familyAccess[f].tables ?? {}).some((g) => g?.access === 'readwrite'))
        .sort(),
    ).toEqual([
      'admin',
      'admin-files',
      'auth',
      'coverage-proof',
      'dependent',
      // The ICHRA notice's acknowledgment, in the admin table (lambdas/adapters/ichra-notices.ts).
      'employer',
      'member',
      'order',
      'registration',
    ]);
    // Only proof of coverage signs uploads into (and deletes from) the member files bucket; only the console's files view them.
    expect(families.filter((f) => familyAccess[f].memberFiles === 'upload')).toEqual(['coverage-proof']);
    expect(families.filter((f) => familyAccess[f].memberFiles === 'review')).toEqual(['admin-files']);
    for (const family of ['admin', 'admin-files'] as const)
      expect(
        Object.entries(familyAccess[family].tables ?? {})
          .filter(([, g]) => g?.access === 'readwrite')
          .map(([t]) => t),
        family,
      ).toEqual(['admin']);
  });

  it("among the console's functions, only admin-files reaches the exports bucket, its key and the dependents table (SSNs); the rest of the console does not", () => {
    // Prepare
    const built = portal('dev');
    const labels = resourceLabels(built);
    const consoleFamilies = families.filter((f) =>
      routes.some((r) => r.family === f && r.access === 'admin'),
    );
    const reaches = (family: Family, resource: RegExp): boolean =>
      grantedPairs(policiesOf(built, family).statements, labels).some((p) =>
        resource.test(p.split(' ')[1] as string),
      );
    // Act
    const exportsBucket = consoleFamilies.filter((f) => reaches(f, /^bucket:exports(\/|$)/));
    const exportsKey = consoleFamilies.filter((f) => reaches(f, /^key:exports$/));
    const dependents = consoleFamilies.filter((f) => reaches(f, /^table:dependents(\/|$)/));
    // Assess
    expect(consoleFamilies.sort()).toEqual(['admin', 'admin-files']);
    expect(exportsBucket).toEqual(['admin-files']);
    expect(exportsKey).toEqual(['admin-files']);
    expect(dependents).toEqual(['admin-files']);
    // And no function of the portal's families reaches the exports bucket either.
    expect(families.filter((f) => reaches(f, /^(bucket|key):exports(\/|$)/))).toEqual(['admin-files']);
  });
});
