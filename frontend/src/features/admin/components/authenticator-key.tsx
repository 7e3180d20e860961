import { adminTexts } from '../texts';

/**
 * An authenticator's key, to add the console to an app: as text to type (in groups of four, as
 * apps show it) and as an otpauth:// link that opens the app on the device that has it. No QR
 * code: it would need a library for a step done once per administrator.
 */
export function AuthenticatorKey({ secret, uri }: { secret: string; uri: string }) {
  const grouped = secret.replace(/(.{4})/g, '$1 ').trim();
  return (
    <dl className="admin-key">
      <dt>{adminTexts('mfaSecretLabel')}</dt>
      <dd>
        <code className="admin-key__secret" data-secret={secret}>
          {grouped}
        </code>
      </dd>
      <dt>{adminTexts('mfaUriLabel')}</dt>
      <dd>
        <a href={uri}>{adminTexts('mfaUriLink')}</a>
      </dd>
    </dl>
  );
}
