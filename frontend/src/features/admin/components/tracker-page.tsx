import {
  Button,
  CheckboxField,
  SelectField,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
} from '@aws-amplify/ui-react';
import { useRef, useState } from 'react';
import { Link, useNavigate, useNavigation, useSearchParams } from 'react-router';
import {
  trackerStates,
  type TrackerRow,
  type TrackerSort,
  type TrackerState,
} from '../../../../../shared/schemas/admin';
import { FormError } from '../../../components/field';
import { useRouteAction } from '../../../lib/route-action';
import type { Tracker } from '../api/get-tracker';
import { remindIntent, type RemindersResult } from '../api/post-reminders';
import { ProofCell } from './proof-review';
import { calendarDate, dateTime, money } from '../format';
import { adminTexts } from '../texts';
import { componentTexts } from '../../../components/texts';
import { trackerQueryOf, withSortBy, withTrackerChange } from '../tracker-params';

const stateLabels: Record<TrackerState, () => string> = {
  'not-started': () => adminTexts('stateNotStarted'),
  invited: () => adminTexts('stateInvited'),
  registered: () => adminTexts('stateRegistered'),
  profile: () => adminTexts('stateProfile'),
  enrolled: () => adminTexts('stateEnrolled'),
  waived: () => adminTexts('stateWaived'),
};

/** The ICHRA notice's state of an employee (issue 40, item 1), in the page's language. */
const noticeLabels: Record<TrackerRow['notice'], () => string> = {
  'not-sent': () => adminTexts('noticeNotSent'),
  sent: () => adminTexts('noticeSent'),
  acknowledged: () => adminTexts('noticeAcknowledged'),
};

/** The label of a tracker state ('not-started' → 'Not started'), in the page's language. */
export const stateLabel = (state: TrackerState): string => stateLabels[state]();

/** How long the search waits after the last key before it asks (ms). */
export const SEARCH_DEBOUNCE_MS = 350;

/**
 * /admin/employers/:employerId: the enrollment tracker. The counts per state (each a link that
 * filters by it), the filters by state and class, the search by name or e-mail (sent a moment
 * after the typing stops), the sortable table and its pages all live in the URL's query, which
 * the route's loader reads: a reload, a link or Back shows the same rows.
 */
export function TrackerPage({ tracker }: { tracker: Tracker }) {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const query = trackerQueryOf(search);
  const employer = tracker.employer;
  const pages = Math.max(1, Math.ceil(tracker.total / tracker.pageSize));
  const all = Object.values(tracker.counts).reduce((sum, n) => sum + n, 0);
  const change = (values: Parameters<typeof withTrackerChange>[1]) =>
    void navigate({ search: withTrackerChange(search, values) }, { replace: true });
  // The e-mails of the employees chosen for a reminder; kept while the filters and pages change.
  const [selected, setSelected] = useState<ReadonlySet<string>>(() => new Set());
  const toggle = (email: string, on: boolean) =>
    setSelected((s) => {
      const next = new Set(s);
      if (on) next.add(email);
      else next.delete(email);
      return next;
    });

  return (
    <section className="page admin-page" aria-labelledby="admin-tracker-title">
      <h1 id="admin-tracker-title">{adminTexts('trackerTitle', { employer: employer.name })}</h1>
      <p className="admin-page__meta">{adminTexts('planYear', { year: tracker.planYear })}</p>

      <ul className="admin-counts" aria-label={adminTexts('countsLabel')}>
        <li>
          <CountCard to={withTrackerChange(search, { state: '' })} active={!query.state} count={all}>
            {adminTexts('allStates')}
          </CountCard>
        </li>
        {trackerStates.map((state) => (
          <li key={state}>
            <CountCard
              to={withTrackerChange(search, { state })}
              active={query.state === state}
              count={tracker.counts[state] ?? 0}
            >
              {stateLabel(state)}
            </CountCard>
          </li>
        ))}
      </ul>

      <form className="admin-filters" role="search" onSubmit={(e) => e.preventDefault()}>
        <SelectField
          label={adminTexts('stateFilter')}
          value={query.state ?? ''}
          onChange={(e) => change({ state: e.target.value })}
        >
          <option value="">{adminTexts('allStates')}</option>
          {trackerStates.map((state) => (
            <option key={state} value={state}>
              {stateLabel(state)}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={adminTexts('classFilter')}
          value={query.class ?? ''}
          onChange={(e) => change({ class: e.target.value })}
        >
          <option value="">{adminTexts('allClasses')}</option>
          {tracker.classes.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </SelectField>
        <SearchBox value={query.q ?? ''} onSearch={(q) => change({ q })} />
        {(query.state || query.class || query.q) && (
          <Link className="admin-filters__clear" to={{ search: '' }} replace>
            {adminTexts('clearFilters')}
          </Link>
        )}
      </form>

      <Reminders selected={selected} onSent={() => setSelected(new Set())} />

      <TrackerTable
        tracker={tracker}
        busy={navigation.state === 'loading'}
        selected={selected}
        onSelect={toggle}
      />

      <Pager
        page={tracker.page}
        pages={pages}
        total={tracker.total}
        pageSize={tracker.pageSize}
        rows={tracker.rows.length}
      />
    </section>
  );
}

function CountCard({
  to,
  active,
  count,
  children,
}: {
  to: string;
  active: boolean;
  count: number;
  children: React.ReactNode;
}) {
  return (
    <Link
      className={`admin-count${active ? ' admin-count--active' : ''}`}
      to={{ search: to }}
      replace
      aria-current={active ? 'true' : undefined}
    >
      <span className="admin-count__number">{count}</span>
      <span className="admin-count__label">{children}</span>
    </Link>
  );
}

/**
 * The search box: the URL changes SEARCH_DEBOUNCE_MS after the last key (Enter at once), so the
 * API is asked once per pause, not once per letter. A search changed elsewhere (Clear filters,
 * Back) shows in the box.
 */
function SearchBox({ value, onSearch }: { value: string; onSearch: (q: string) => void }) {
  const [text, setText] = useState(value);
  const [shown, setShown] = useState(value);
  const timer = useRef<number | undefined>(undefined);
  if (value !== shown) {
    setShown(value);
    if (value !== text.trim()) setText(value);
  }
  const send = (q: string) => {
    window.clearTimeout(timer.current);
    if (q.trim() !== value) onSearch(q.trim());
  };
  return (
    <TextField
      label={adminTexts('searchLabel')}
      type="search"
      value={text}
      autoComplete="off"
      maxLength={100}
      onChange={(e) => {
        const q = e.target.value;
        setText(q);
        window.clearTimeout(timer.current);
        timer.current = window.setTimeout(() => send(q), SEARCH_DEBOUNCE_MS);
      }}
      onKeyDown={(e) => {
        if (e.key === 'Enter') send(text);
      }}
    />
  );
}

const columns: { key: string; sort?: TrackerSort; label: () => string }[] = [
  { key: 'name', sort: 'name', label: () => adminTexts('colName') },
  { key: 'email', sort: 'email', label: () => componentTexts('email') },
  { key: 'class', sort: 'class', label: () => adminTexts('colClass') },
  { key: 'state', sort: 'state', label: () => adminTexts('colState') },
  { key: 'notice', label: () => adminTexts('colNotice') },
  { key: 'proof', label: () => adminTexts('colProof') },
  { key: 'lastActivity', sort: 'lastActivity', label: () => adminTexts('colLastActivity') },
  { key: 'effectiveDate', sort: 'effectiveDate', label: () => adminTexts('colEffectiveDate') },
  { key: 'plan', label: () => adminTexts('colPlan') },
  { key: 'contribution', label: () => adminTexts('colContribution') },
  { key: 'deduction', label: () => adminTexts('colDeduction') },
];

/** Whether an employee may be reminded: not authorized yet (neither enrolled nor waived). */
export const remindable = (state: TrackerState): boolean => state !== 'enrolled' && state !== 'waived';

/** What a reminder request did, in words: the reminders sent, then the employees skipped and why. */
export function remindedWords(result: RemindersResult): string {
  const words = [adminTexts('remindSent', { count: result.queued })];
  if (result.alreadyReminded > 0)
    words.push(adminTexts('remindAlreadyReminded', { count: result.alreadyReminded }));
  if (result.notDue > 0) words.push(adminTexts('remindNotDue', { count: result.notDue }));
  return words.join(' ');
}

/**
 * The two Remind buttons: the employees selected in the table, or every employee who has not
 * authorized (the server finds them, on every page). Each is a write of the route's action; the
 * answer is said in words, the skipped ones too, so a second click within 48 hours says why no one
 * was reminded again.
 */
function Reminders({ selected, onSent }: { selected: ReadonlySet<string>; onSent: () => void }) {
  const remind = useRouteAction<RemindersResult>(remindIntent);
  const [busy, setBusy] = useState(false);
  const [said, setSaid] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  async function send(body: { emails: string[] } | { all: true }) {
    setBusy(true);
    setSaid(null);
    setError(null);
    const answer = await remind(body);
    setBusy(false);
    if (!answer.ok) return setError(answer.message);
    setSaid(remindedWords(answer.data));
    onSent();
  }
  return (
    <div className="admin-remind" aria-busy={busy}>
      <FormError id="admin-remind-error" message={error} />
      <div className="admin-remind__buttons">
        <Button isDisabled={busy || selected.size === 0} onClick={() => void send({ emails: [...selected] })}>
          {adminTexts('remindSelected')}
        </Button>
        <Button isDisabled={busy} onClick={() => void send({ all: true })}>
          {adminTexts('remindAll')}
        </Button>
      </div>
      <p className="admin-remind__said" role="status">
        {busy ? adminTexts('remindSending') : said}
      </p>
    </div>
  );
}

const nameOf = (row: TrackerRow): string => `${row.firstName} ${row.lastName}`.trim();

/** What the plan column says: the plan (and its carrier), the waiver and its reason, or nothing yet. */
export function planCell(row: TrackerRow): string {
  if (row.state === 'waived')
    return row.waiverReason ? adminTexts('waived', { reason: row.waiverReason }) : stateLabel('waived');
  if (row.planName) return row.carrier ? `${row.planName} (${row.carrier})` : row.planName;
  return adminTexts('notYet');
}

/**
 * The employees of the page. On a phone the table scrolls sideways inside its own box (focusable,
 * so a keyboard scrolls it too), the name column staying in view.
 */
function TrackerTable({
  tracker,
  busy,
  selected,
  onSelect,
}: {
  tracker: Tracker;
  busy: boolean;
  selected: ReadonlySet<string>;
  onSelect: (email: string, on: boolean) => void;
}) {
  const [search] = useSearchParams();
  const query = trackerQueryOf(search);
  const sortedBy = query.sort ?? 'name';
  const dir = query.dir ?? 'asc';
  const label = adminTexts('tableLabel', { employer: tracker.employer.name });
  if (tracker.rows.length === 0) return <p className="admin-empty">{adminTexts('noRows')}</p>;
  return (
    <div className="admin-table-scroll" role="region" aria-label={label} tabIndex={0}>
      <Table className="admin-table" variation="striped" size="small" aria-busy={busy}>
        <TableHead>
          <TableRow>
            <TableCell as="th" scope="col" className="admin-table__select">
              <span className="visually-hidden">{adminTexts('colSelect')}</span>
            </TableCell>
            {columns.map((c) => (
              <TableCell
                as="th"
                key={c.key}
                scope="col"
                className={c.key === 'name' ? 'admin-table__name' : undefined}
                aria-sort={
                  c.sort && c.sort === sortedBy ? (dir === 'asc' ? 'ascending' : 'descending') : undefined
                }
              >
                {c.sort ? (
                  <Link to={{ search: withSortBy(search, c.sort) }} replace className="admin-table__sort">
                    {c.label()}
                    <span aria-hidden="true" className="admin-table__arrow">
                      {c.sort === sortedBy ? (dir === 'asc' ? '▲' : '▼') : ''}
                    </span>
                  </Link>
                ) : (
                  c.label()
                )}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {tracker.rows.map((row) => (
            <TableRow key={row.id}>
              <TableCell className="admin-table__select">
                {remindable(row.state) && (
                  <CheckboxField
                    label={adminTexts('selectEmployee', { name: nameOf(row) })}
                    labelHidden
                    name="remind"
                    value={row.email}
                    checked={selected.has(row.email)}
                    onChange={(e) => onSelect(row.email, e.target.checked)}
                  />
                )}
              </TableCell>
              <TableCell as="th" scope="row" className="admin-table__name">
                {nameOf(row)}
              </TableCell>
              <TableCell>{row.email}</TableCell>
              <TableCell>{row.class}</TableCell>
              <TableCell>{stateLabel(row.state)}</TableCell>
              <TableCell>{noticeLabels[row.notice]()}</TableCell>
              <TableCell>
                <ProofCell
                  employerId={tracker.employer.id}
                  planYear={tracker.planYear}
                  memberId={row.id}
                  name={nameOf(row)}
                  state={row.proof}
                />
              </TableCell>
              <TableCell>{dateTime(row.lastActivity)}</TableCell>
              <TableCell>{calendarDate(row.effectiveDate)}</TableCell>
              <TableCell>{planCell(row)}</TableCell>
              <TableCell className="admin-table__money">{money(row.contributionCents)}</TableCell>
              <TableCell className="admin-table__money">{money(row.deductionCents)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}

/** The pages of the rows (server-side): previous, where we are, next; the page is in the URL. */
function Pager({
  page,
  pages,
  total,
  pageSize,
  rows,
}: {
  page: number;
  pages: number;
  total: number;
  pageSize: number;
  rows: number;
}) {
  const [search] = useSearchParams();
  if (total === 0) return null;
  const from = (page - 1) * pageSize + 1;
  const to = from + rows - 1;
  const pageLink = (n: number) => ({ search: withTrackerChange(search, { page: n > 1 ? String(n) : '' }) });
  return (
    <nav className="admin-pager" aria-label={adminTexts('pagination')}>
      <p className="admin-pager__where">
        {adminTexts('showing', { from, to, total })} · {adminTexts('pageOf', { page, pages })}
      </p>
      <ul className="admin-pager__links">
        <li>
          {page > 1 ? (
            <Link to={pageLink(page - 1)}>{adminTexts('previousPage')}</Link>
          ) : (
            <span aria-disabled="true">{adminTexts('previousPage')}</span>
          )}
        </li>
        <li>
          {page < pages ? (
            <Link to={pageLink(page + 1)}>{adminTexts('nextPage')}</Link>
          ) : (
            <span aria-disabled="true">{adminTexts('nextPage')}</span>
          )}
        </li>
      </ul>
    </nav>
  );
}
