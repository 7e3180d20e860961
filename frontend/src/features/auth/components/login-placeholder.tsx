import { messages } from '../../../../../shared/messages';
import { paths } from '../../../config/paths';

/** Stands in for /login until the sign-in form of the access area is built. */
export function LoginPlaceholder() {
  return (
    <section className="page page--narrow" aria-labelledby="login-title">
      <h1 id="login-title">{messages.signIn}</h1>
      <p>{messages.signInComingSoon}</p>
      <p>
        <a href={paths.home}>{messages.backHome}</a>
      </p>
    </section>
  );
}
