/**
 * Writes go through route actions (React Router's data mode): a form checks what was typed with
 * its schema (components/form/use-schema-form.ts), then submits the request's body to its route's
 * action with a fetcher, naming what it does (`intent`). The action calls the API, says what the
 * write changed in the query cache (lib/query-client.tsx), and answers the form; after a write that
 * succeeded the router runs the page's loaders again (revalidation), so the page shows what the
 * server now holds without a reload of our own. A write the server refused answers with its status:
 * nothing changed, so nothing is revalidated, and the form shows the message and keeps what was
 * typed.
 *
 * @example
 * // app/routes/…: the route's action, one function per intent.
 * export const action = routeAction({ 'save-pcp': (body) => savePcp(pcpBody.parse(body)) });
 * // the form: submit, then follow up on the answer.
 * const savePcp = useRouteAction<SavedPcp>('save-pcp');
 * const answer = await savePcp(values);
 * if (!answer.ok) form.setFormError(answer.message);
 */
import { useCallback, useEffect, useRef } from 'react';
import { data, useFetcher, type ActionFunctionArgs } from 'react-router';
import { ApiError } from './api-client';
import { commonTexts } from './texts';
import { isSubmission, type Submission } from './submission';

/** What an action answers a form: the API's answer, or why the write was refused. */
export type ActionAnswer<T> =
  | { ok: true; data: T }
  | {
      ok: false;
      /** The HTTP status (0 when the API could not be reached). */
      status: number;
      /** The server's message, or ours when it gave none. */
      message: string;
      /** The server's messages by field (a 400 with `fields`). */
      fields?: Readonly<Record<string, string>>;
    };

/** An answer with the submission it answers (a form may submit again before reading it). */
type Reply<T> = ActionAnswer<T> & { id: string };

/** One write of a route: the submitted body to the API's answer. A redirect is thrown, as in a loader. */
export type Write = (body: unknown, args: ActionFunctionArgs) => Promise<unknown>;

/**
 * A route's action from its writes by intent. A refusal of the API (ApiError) answers the form with
 * the status the API gave (a network failure as 503), so the router does not revalidate; anything
 * else (a bug, a redirect) is thrown to the route as it would be from a loader.
 */
export function routeAction(writes: Readonly<Record<string, Write>>) {
  return async (args: ActionFunctionArgs) => {
    const submission: unknown = await args.request.json();
    const write =
      isSubmission(submission) && Object.hasOwn(writes, submission.intent) && writes[submission.intent];
    if (!write) throw new Error('The submission names no write of this route');
    const { id, body } = submission as Submission;
    try {
      const answer: Reply<unknown> = { ok: true, data: await write(body, args), id };
      return answer;
    } catch (err) {
      if (!(err instanceof ApiError)) throw err;
      const refused: Reply<unknown> = {
        ok: false,
        status: err.status,
        message: err.message || commonTexts('somethingWentWrong'),
        fields: err.fields,
        id,
      };
      return data(refused, { status: err.status >= 400 ? err.status : 503 });
    }
  };
}

/**
 * Submits a body to the route's action under `intent` and answers what the action answered, once
 * the router has revalidated the page after a successful write. A write that navigates (the action
 * throws a redirect) never answers: the page goes.
 */
export function useRouteAction<T>(intent: string, options: { action?: string } = {}) {
  const fetcher = useFetcher<Reply<T>>();
  const waiting = useRef(new Map<string, (answer: ActionAnswer<T>) => void>());
  const reply = fetcher.data;

  // The fetcher's data is the last action's answer: it goes to the submission that waits for it.
  useEffect(() => {
    const answered = reply && waiting.current.get(reply.id);
    if (!reply || !answered) return;
    waiting.current.delete(reply.id);
    answered(reply);
  }, [reply]);

  const { submit } = fetcher;
  const { action } = options;
  return useCallback(
    async (body: unknown): Promise<ActionAnswer<T>> => {
      const id = crypto.randomUUID();
      const answer = new Promise<ActionAnswer<T>>((resolve) => waiting.current.set(id, resolve));
      const submission: Submission = { intent, id, body };
      // Resolves when the action and the revalidation after it are done. The body is JSON already:
      // the router serializes it as it is.
      await submit(submission as unknown as Parameters<typeof submit>[0], {
        method: 'post',
        encType: 'application/json',
        action,
      });
      return answer;
    },
    [submit, intent, action],
  );
}
