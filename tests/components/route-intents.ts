/**
 * The intents a route's action was asked for (lib/route-action.ts): a test gives its route the
 * route module's action wrapped with this, to see that a form's write went through the action and
 * not around it.
 */
import type { ActionFunctionArgs } from 'react-router';

export function recordIntents(action: (args: ActionFunctionArgs) => Promise<unknown>) {
  const intents: string[] = [];
  return {
    intents,
    action: async (args: ActionFunctionArgs) => {
      // A body is read once: this reads a copy, and the action reads the request itself.
      const { intent } = (await args.request.clone().json()) as { intent: string };
      intents.push(intent);
      return action(args);
    },
  };
}
