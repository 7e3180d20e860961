// Route module for /health-plan (signed in only): 'Employee Health Plans', the caller's own orders,
// and, in a window of the member's own (issue 40), the way back to the builder.
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { HealthPlanPage } from '../../features/health-plan/components/health-plan-page';
import { ensureQuery } from '../../enrollment/api/cached-read';
import { enrollmentWindowQuery, type EnrollmentGateAnswer } from '../../enrollment/api/get-enrollment-window';
import { ordersQuery, type OrderDetail } from '../../enrollment/api/get-orders';
import { requireSession } from '../require-session';

interface HealthPlanData {
  orders: OrderDetail[];
  /** Null when it could not be read: the page shows the orders without the way back. */
  enrollment: EnrollmentGateAnswer | null;
}

export async function loader({ request }: LoaderFunctionArgs): Promise<HealthPlanData> {
  await requireSession(request);
  const [orders, enrollment] = await Promise.all([
    ensureQuery(ordersQuery, request.signal),
    ensureQuery(enrollmentWindowQuery, request.signal).catch(() => null),
  ]);
  return { orders, enrollment };
}

export function Component() {
  const { orders, enrollment } = useLoaderData<HealthPlanData>();
  return <HealthPlanPage orders={orders} enrollment={enrollment} />;
}
