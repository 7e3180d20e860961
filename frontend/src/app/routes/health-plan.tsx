// Route module for /health-plan (signed in only): 'Employee Health Plans', the caller's own orders.
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { HealthPlanPage } from '../../features/health-plan/components/health-plan-page';
import { ensureQuery } from '../../enrollment/api/cached-read';
import { ordersQuery, type OrderDetail } from '../../enrollment/api/get-orders';
import { requireSession } from '../require-session';

export async function loader({ request }: LoaderFunctionArgs): Promise<OrderDetail[]> {
  await requireSession(request);
  return ensureQuery(ordersQuery, request.signal);
}

export function Component() {
  return <HealthPlanPage orders={useLoaderData<OrderDetail[]>()} />;
}
