// Layout route of the after-enrollment pages (/welcome, /health-plan, /contact-us), signed in
// only: the builder's top bar (My Coverage with the documents modal, Contact Us, greeting, Sign
// Out) under the kit's theme, above each page. Loaded on demand with its pages.
import { Outlet, useRouteLoaderData, type LoaderFunctionArgs } from 'react-router';
import { loadMemberAndEmployer, type BuilderContextData } from '../../enrollment/api/builder-context';
import { TopBar } from '../../features/builder/components/top-bar';
import { BuilderThemeProvider } from '../../features/builder/theme';
import { requireSession } from '../require-session';

/** The route id its pages read the member and employer by. */
export const afterEnrollmentRouteId = 'after-enrollment';

/**
 * The caller's member and the member's employer, through the query cache the builder reads them
 * from. A 401 from either call ends the session (lib/api-client.ts); any other failure is shown
 * by the route's error element.
 */
export async function loader({ request }: LoaderFunctionArgs): Promise<BuilderContextData> {
  await requireSession(request);
  return loadMemberAndEmployer(request);
}

/** The member and employer of the layout, for its pages. */
export function useSignedIn(): BuilderContextData {
  const data = useRouteLoaderData(afterEnrollmentRouteId) as BuilderContextData | undefined;
  if (!data) throw new Error('useSignedIn is used outside the after-enrollment pages');
  return data;
}

export function Component() {
  return (
    <BuilderThemeProvider>
      <div className="after-frame">
        <TopBar />
        <Outlet />
      </div>
    </BuilderThemeProvider>
  );
}
