import { CheckboxField, Table, TableBody, TableCell, TableHead, TableRow } from '@aws-amplify/ui-react';
import type { CensusCheckedRow } from '../../../../../shared/schemas/admin';
import { rowMessageText } from '../census-file';
import { adminTexts } from '../texts';
import { componentTexts } from '../../../components/texts';

/** The code of a row that is on the census already: it can be sent a new invitation, not invited. */
const alreadyInvited = 'censusAlreadyInvited';

/** Whether a checked row is of an employee invited before (and so may be sent a new invitation). */
export const invitedBefore = (row: CensusCheckedRow): boolean =>
  row.messages.some((m) => m.code === alreadyInvited);

/**
 * The rows of a checked census: each with its line number in the file, the employee's name,
 * e-mail and class, and "Ready" or its messages. A ready row has a box to invite it; a row of an
 * employee invited before, a box to send a new invitation. On a phone the table scrolls sideways
 * inside its own box (focusable, so a keyboard scrolls it too), not the page.
 */
export function CensusRows({
  fileName,
  rows,
  invite,
  resend,
  onInvite,
  onResend,
}: {
  fileName: string;
  rows: CensusCheckedRow[];
  /** The line numbers chosen to invite. */
  invite: ReadonlySet<number>;
  /** The e-mails chosen for a new invitation. */
  resend: ReadonlySet<string>;
  onInvite: (row: number, chosen: boolean) => void;
  onResend: (email: string, chosen: boolean) => void;
}) {
  return (
    <div className="admin-table-scroll" role="region" aria-labelledby="admin-census-rows" tabIndex={0}>
      <h2 id="admin-census-rows">{adminTexts('censusResultsTitle', { file: fileName })}</h2>
      <Table className="admin-table" variation="striped" size="small">
        <TableHead>
          <TableRow>
            <TableCell as="th" scope="col">
              {adminTexts('censusColChoose')}
            </TableCell>
            <TableCell as="th" scope="col">
              {adminTexts('censusColRow')}
            </TableCell>
            <TableCell as="th" scope="col">
              {adminTexts('colName')}
            </TableCell>
            <TableCell as="th" scope="col">
              {componentTexts('email')}
            </TableCell>
            <TableCell as="th" scope="col">
              {adminTexts('colClass')}
            </TableCell>
            <TableCell as="th" scope="col">
              {adminTexts('censusColResult')}
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.row} data-row={row.row}>
              <TableCell>
                <RowChoice
                  row={row}
                  invite={invite}
                  resend={resend}
                  onInvite={onInvite}
                  onResend={onResend}
                />
              </TableCell>
              <TableCell as="th" scope="row">
                {row.row}
              </TableCell>
              <TableCell>{`${row.fields.first_name} ${row.fields.last_name}`.trim()}</TableCell>
              <TableCell>{row.fields.email}</TableCell>
              <TableCell>{row.fields.class}</TableCell>
              <TableCell>
                {row.ok ? (
                  adminTexts('censusReady')
                ) : (
                  <ul className="admin-census__messages">
                    {row.messages.map((m, i) => (
                      <li key={i}>{rowMessageText(m)}</li>
                    ))}
                  </ul>
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}

/** A row's box: to invite a ready row, to send a new invitation to one invited before, else none. */
function RowChoice({
  row,
  invite,
  resend,
  onInvite,
  onResend,
}: {
  row: CensusCheckedRow;
  invite: ReadonlySet<number>;
  resend: ReadonlySet<string>;
  onInvite: (row: number, chosen: boolean) => void;
  onResend: (email: string, chosen: boolean) => void;
}) {
  if (row.ok)
    return (
      <CheckboxField
        name="invite"
        value={String(row.row)}
        label={adminTexts('censusChooseRow', { row: row.row })}
        labelHidden
        checked={invite.has(row.row)}
        onChange={(e) => onInvite(row.row, e.target.checked)}
      />
    );
  if (invitedBefore(row)) {
    const email = row.fields.email.toLowerCase();
    return (
      <CheckboxField
        name="resend"
        value={email}
        label={adminTexts('censusChooseResend', { row: row.row })}
        labelHidden
        checked={resend.has(email)}
        onChange={(e) => onResend(email, e.target.checked)}
      />
    );
  }
  return null;
}
