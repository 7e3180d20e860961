/**
 * Domain errors: each carries the HTTP status and the user-facing message it maps to.
 * Anything thrown that is not a DomainError becomes a 500 with a generic message.
 */
export class DomainError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class ValidationError extends DomainError {
  constructor(message: string, fields?: Record<string, string>) {
    super(400, message, fields);
  }
}
export class UnauthorizedError extends DomainError {
  constructor(message: string) {
    super(401, message);
  }
}
export class ForbiddenError extends DomainError {
  constructor(message: string) {
    super(403, message);
  }
}
export class NotFoundError extends DomainError {
  constructor(message: string) {
    super(404, message);
  }
}
export class ConflictError extends DomainError {
  constructor(message: string) {
    super(409, message);
  }
}
/**
 * A value read back from storage that the rules cannot use (e.g. a date of birth saved as
 * 1980-13-45 before the API checked dates): the member must correct it, so a 409 whose message
 * says what to correct and where, never a 500.
 */
export class StoredValueError extends DomainError {
  constructor(message: string, fields?: Record<string, string>) {
    super(409, message, fields);
  }
}
export class PayloadTooLargeError extends DomainError {
  constructor(message: string) {
    super(413, message);
  }
}
/** A body not sent as JSON (Content-Type other than application/json). */
export class UnsupportedMediaTypeError extends DomainError {
  constructor(message: string) {
    super(415, message);
  }
}
export class TooManyRequestsError extends DomainError {
  constructor(message: string) {
    super(429, message);
  }
}
export class ServiceUnavailableError extends DomainError {
  constructor(message: string) {
    super(503, message);
  }
}
