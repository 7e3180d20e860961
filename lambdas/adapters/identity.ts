import {
  InitiateAuthCommand,
  InvalidPasswordException,
  NotAuthorizedException,
  UserNotConfirmedException,
  UserNotFoundException,
  PasswordResetRequiredException,
  type CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import type { TokenResponse } from '../../shared/schemas/auth';

/** The user pool, seen from the handlers. */
export class IdentityProvider {
  constructor(
    private readonly cognito: CognitoIdentityProviderClient,
    private readonly clientId: string,
  ) {}

  /**
   * Signs in with e-mail and password (USER_PASSWORD_AUTH). Answers undefined when the pool
   * refuses the credentials; other failures (throttling, outages) are thrown.
   */
  async passwordSignIn(email: string, password: string): Promise<TokenResponse | undefined> {
    try {
      const out = await this.cognito.send(
        new InitiateAuthCommand({
          AuthFlow: 'USER_PASSWORD_AUTH',
          ClientId: this.clientId,
          AuthParameters: { USERNAME: email, PASSWORD: password },
        }),
      );
      const r = out.AuthenticationResult;
      if (!r?.AccessToken || !r.IdToken || !r.RefreshToken) return undefined;
      return { access_token: r.AccessToken, id_token: r.IdToken, refresh_token: r.RefreshToken };
    } catch (error) {
      if (
        error instanceof NotAuthorizedException ||
        // cognito-local answers a wrong password with InvalidPasswordException; Cognito with NotAuthorized.
        error instanceof InvalidPasswordException ||
        error instanceof UserNotFoundException ||
        error instanceof UserNotConfirmedException ||
        error instanceof PasswordResetRequiredException
      ) {
        return undefined;
      }
      throw error;
    }
  }
}
