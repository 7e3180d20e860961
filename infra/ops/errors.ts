/** A refusal the operator can act on: printed without a stack trace, exit code 1. */
export class OpsError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'OpsError';
  }
}
