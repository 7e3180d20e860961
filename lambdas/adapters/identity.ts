import type { IdentityPort, IdentityUser } from '../access/ports';
import type { TokenResponse } from '../../shared/schemas/auth';
import {
  AdminCreateUserCommand,
  AdminDeleteUserCommand,
  AdminGetUserCommand,
  AdminSetUserPasswordCommand,
  InitiateAuthCommand,
  type AttributeType,
  type CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';

export interface IdentityConfig {
  /** The app client that signs users in (USER_PASSWORD_AUTH). */
  clientId?: string;
  /** The user pool of the admin calls. */
  userPoolId?: string;
}

const attribute = (attributes: AttributeType[] | undefined, name: string): string | undefined =>
  attributes?.find((a) => a.Name === name)?.Value;

/** Whether an error is one of Cognito's, by name (the name the SDK's exception classes carry). */
const isNamed = (error: unknown, ...names: string[]): boolean =>
  names.includes((error as Error | undefined)?.name ?? '');

const isUserNotFound = (error: unknown): boolean => isNamed(error, 'UserNotFoundException');

/**
 * The user pool, seen from the handlers. Users sign in with their e-mail (the pool's username
 * attribute); admin calls accept the e-mail as the username.
 */
export class IdentityProvider implements IdentityPort {
  constructor(
    private readonly cognito: CognitoIdentityProviderClient,
    private readonly config: IdentityConfig,
  ) {}

  private get clientId(): string {
    if (!this.config.clientId)
      throw new Error('IdentityProvider needs the app client id (USER_POOL_CLIENT_ID)');
    return this.config.clientId;
  }

  private get userPoolId(): string {
    if (!this.config.userPoolId) throw new Error('IdentityProvider needs the user pool id (USER_POOL_ID)');
    return this.config.userPoolId;
  }

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
        isNamed(
          error,
          'NotAuthorizedException',
          // cognito-local answers a wrong password with InvalidPasswordException; Cognito with NotAuthorized.
          'InvalidPasswordException',
          'UserNotFoundException',
          'UserNotConfirmedException',
          'PasswordResetRequiredException',
        )
      ) {
        return undefined;
      }
      throw error;
    }
  }

  async findUser(email: string): Promise<IdentityUser | undefined> {
    try {
      const out = await this.cognito.send(
        new AdminGetUserCommand({ UserPoolId: this.userPoolId, Username: email }),
      );
      const sub = attribute(out.UserAttributes, 'sub');
      if (!out.Username || !sub) throw new Error('The user pool answered a user without username or sub');
      return {
        username: out.Username,
        sub,
        memberId: attribute(out.UserAttributes, 'custom:memberid') ?? null,
      };
    } catch (error) {
      if (isUserNotFound(error)) return undefined;
      throw error;
    }
  }

  async createUser(email: string, memberId: string): Promise<IdentityUser> {
    const out = await this.cognito.send(
      new AdminCreateUserCommand({
        UserPoolId: this.userPoolId,
        Username: email,
        // The portal sends its own e-mails; the pool sends none.
        MessageAction: 'SUPPRESS',
        UserAttributes: [
          { Name: 'email', Value: email },
          { Name: 'email_verified', Value: 'true' },
          { Name: 'custom:memberid', Value: memberId },
        ],
      }),
    );
    const sub = attribute(out.User?.Attributes, 'sub');
    const username = out.User?.Username;
    if (sub && username) return { username, sub, memberId };
    const created = await this.findUser(email);
    if (!created) throw new Error('The user pool created a user it cannot find');
    return created;
  }

  async setPassword(username: string, password: string): Promise<boolean> {
    try {
      await this.cognito.send(
        new AdminSetUserPasswordCommand({
          UserPoolId: this.userPoolId,
          Username: username,
          Password: password,
          Permanent: true,
        }),
      );
      return true;
    } catch (error) {
      if (isNamed(error, 'InvalidPasswordException')) return false;
      throw error;
    }
  }

  async deleteUser(username: string): Promise<void> {
    try {
      await this.cognito.send(
        new AdminDeleteUserCommand({ UserPoolId: this.userPoolId, Username: username }),
      );
    } catch (error) {
      if (!isUserNotFound(error)) throw error;
    }
  }
}
