// Layout route (no path) over the signed-in pages (/profile, /enrollment/*, the pages after
// enrollment): gives them the client cache of server data. Loaded on demand with its first page.
import { Outlet } from 'react-router';
import { QueryProvider } from '../../lib/query-client';

export function Component() {
  return (
    <QueryProvider>
      <Outlet />
    </QueryProvider>
  );
}
