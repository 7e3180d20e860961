import { Link } from 'react-router';
import { adminPaths } from '../../../config/paths';
import type { AdminMe } from '../api/get-admin-me';
import { adminTexts } from '../texts';

/** /admin: the employers of the grant, each opening its tracker (one employer goes straight there: the route's loader). */
export function AdminEmployersPage({ employers }: { employers: AdminMe['employers'] }) {
  return (
    <section className="page admin-page" aria-labelledby="admin-employers-title">
      <h1 id="admin-employers-title">{adminTexts('employersTitle')}</h1>
      {employers.length === 0 ? (
        <p>{adminTexts('employersNone')}</p>
      ) : (
        <ul className="admin-employers">
          {employers.map((e) => (
            <li key={e.id}>
              <Link className="admin-employers__link" to={adminPaths.tracker(e.id)}>
                {e.name}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
