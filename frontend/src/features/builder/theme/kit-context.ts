/**
 * The kit's theme context alone. Amplify UI builds its default theme (`createTheme`) when this
 * module of the kit is evaluated: about 35 ms, 150 ms at the phone preset's CPU. The signed-in
 * layout asks for it beside its own module (app/router.tsx), so that it is evaluated in a task of
 * its own while the page's modules are still arriving, rather than inside the one long task that
 * evaluates the page's modules (issue 41, docs/performance.md).
 */
export { useTheme } from '@aws-amplify/ui-react';
