/**
 * Redaction of secrets and personal data in anything that is logged: SSNs, passwords, tokens.
 * Used as the JSON replacer of the structured logger.
 */
const sensitiveKey = /(pass(word)?|secret|token|authorization|cookie|ssn|additionalid|proof)/i;
const ssnPattern = /\b\d{3}-?\d{2}-?\d{4}\b/g;
const jwtPattern = /\beyJ[\w-]+\.[\w-]+\.[\w-]+/g;

export const REDACTED = '[REDACTED]';

export function redactValue(key: string, value: unknown): unknown {
  if (key && sensitiveKey.test(key) && value !== null && value !== undefined && typeof value !== 'object') {
    return REDACTED;
  }
  if (typeof value === 'string') return value.replace(jwtPattern, REDACTED).replace(ssnPattern, REDACTED);
  return value;
}

/** Deep copy with every sensitive value replaced; for places that are not a JSON replacer. */
export function redact<T>(input: T): T {
  return JSON.parse(JSON.stringify(input, redactValue)) as T;
}
