import { isRouteErrorResponse, useRouteError } from 'react-router';
import { appTexts } from './texts';
import { commonTexts } from '../lib/texts';
import { paths } from '../config/paths';

/** What went wrong, in words: the route response's status text and message, or the error's. */
export function describeRouteError(error: unknown): { status?: string; message: string } {
  if (isRouteErrorResponse(error)) {
    const data: unknown = error.data;
    const message =
      typeof data === 'string'
        ? data
        : data && typeof data === 'object' && 'message' in data && typeof data.message === 'string'
          ? data.message
          : error.statusText;
    return { status: `${error.status} ${error.statusText}`.trim(), message };
  }
  if (error instanceof Error) return { message: error.message };
  return { message: typeof error === 'string' ? error : commonTexts('somethingWentWrong') };
}

/** The router error screen of every route (spec portal section 2). */
export function RouteError() {
  const { status, message } = describeRouteError(useRouteError());
  return (
    <section className="page page--narrow error-screen" aria-labelledby="route-error-title">
      <h1 id="route-error-title">{appTexts('routerError')}</h1>
      {status && <p className="error-screen__status">{status}</p>}
      <p className="error-screen__message">{message}</p>
      <p>
        {/* A full page load: a fresh start is the point after an unexpected error. */}
        <a href={paths.home} className="button">
          {appTexts('backHome')}
        </a>
      </p>
    </section>
  );
}

/** The same screen for the root route, which has no layout around it when it fails. */
export function RootRouteError() {
  return (
    <main id="main" className="site-main">
      <RouteError />
    </main>
  );
}
