import { resolve } from 'node:path';

/** One local service port and the environment variable that changes it. */
export interface PortSetting {
  service: string;
  variable: string;
  port: number;
}

export interface LocalConfig {
  /** Where DynamoDB Local, s3rver and cognito-local keep their data (survives restarts). */
  dataDir: string;
  /** DynamoDB Local in memory (tests) instead of files under dataDir. */
  inMemory: boolean;
  ports: {
    portal: PortSetting;
    dynamodb: PortSetting;
    s3: PortSetting;
    cognito: PortSetting;
    ses: PortSetting;
  };
  /** Directory of the built frontend. */
  webDir: string;
  /** Session settings written into config.json (minutes / hours). */
  idleMinutes: number;
  absoluteHours: number;
  region: string;
  /**
   * Load the ZIP codes of every state in the background once the portal serves (the demo states
   * are loaded before it starts). LOCAL_ZIPS=demo keeps to the demo states.
   */
  allZips: boolean;
  /**
   * A key and certificate (PEM): the portal is served over HTTP/2 with TLS too, on a free port
   * (`securePortalUrl`). The bench sets it; `npm start` does not.
   */
  tls?: { key: string; cert: string };
}

const port = (service: string, variable: string, fallback: number, env: NodeJS.ProcessEnv): PortSetting => {
  const raw = env[variable];
  const value = raw === undefined || raw === '' ? fallback : Number(raw);
  if (!Number.isInteger(value) || value < 0 || value > 65535) {
    throw new Error(`${variable}=${raw} is not a port number (0-65535).`);
  }
  return { service, variable, port: value };
};

const positive = (variable: string, fallback: number, env: NodeJS.ProcessEnv): number => {
  const raw = env[variable];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${variable}=${raw} must be a positive number.`);
  return value;
};

/** The local stack's settings from the environment; every port can be changed by its variable. */
export function localConfigFromEnv(env: NodeJS.ProcessEnv = process.env, root = process.cwd()): LocalConfig {
  return {
    dataDir: resolve(root, env.LOCAL_DATA_DIR ?? '.data'),
    inMemory: false,
    ports: {
      portal: port('the portal', 'PORT', 3000, env),
      dynamodb: port('DynamoDB Local', 'DYNAMODB_PORT', 8000, env),
      s3: port('s3rver (S3)', 'S3_PORT', 4569, env),
      cognito: port('cognito-local (Cognito)', 'COGNITO_PORT', 9229, env),
      ses: port('aws-ses-v2-local (SES and mail viewer)', 'SES_PORT', 8005, env),
    },
    webDir: resolve(root, 'frontend/dist'),
    idleMinutes: positive('IDLE_MINUTES', 15, env),
    absoluteHours: positive('ABSOLUTE_HOURS', 12, env),
    region: env.AWS_REGION ?? 'us-east-1',
    allZips: env.LOCAL_ZIPS !== 'demo',
  };
}
