import { useState, type ReactNode } from 'react';
import { NavLink, Outlet, useNavigate, useParams } from 'react-router';
import { adminPaths } from '../../../config/paths';
import { commonTexts } from '../../../lib/texts';
import { componentTexts } from '../../../components/texts';
import { endAdminSession } from '../api/admin-auth';
import { mfaEnrolled, type AdminMe } from '../api/get-admin-me';
import { adminTexts } from '../texts';
import { AdminIdleMonitor } from './idle-monitor';

/**
 * The console's frame: its name, the administrator's e-mail, the employer switch (a broker's
 * several employers), the links of the employer shown (its enrollment and its activity), the
 * language switch and Sign Out. No employee menu: the console links nowhere outside /admin.
 */
export function AdminLayout({ me, languageSwitch }: { me: AdminMe; languageSwitch: ReactNode }) {
  const { employerId } = useParams();
  const [signingOut, setSigningOut] = useState(false);
  const employer = me.employers.find((e) => e.id === employerId?.toLowerCase());
  const ready = mfaEnrolled(me);
  return (
    <div className="admin-frame">
      <a className="skip-link" href="#admin-main">
        {adminTexts('skipToContent')}
      </a>
      <header className="admin-header">
        <div className="admin-header__inner">
          <p className="admin-header__name">{adminTexts('consoleName')}</p>
          <p className="admin-header__who">{adminTexts('signedInAs', { email: me.email })}</p>
          {languageSwitch}
          <button
            type="button"
            className="button button--secondary admin-header__sign-out"
            disabled={signingOut}
            onClick={() => {
              setSigningOut(true);
              void endAdminSession();
            }}
          >
            {commonTexts('signOut')}
          </button>
        </div>
        {ready && (me.employers.length > 1 || employer) && (
          <nav className="admin-nav" aria-label={adminTexts('consoleName')}>
            {me.employers.length > 1 && <EmployerSwitch me={me} current={employer?.id} />}
            {employer && (
              <ul className="admin-nav__links">
                <li>
                  <NavLink to={adminPaths.tracker(employer.id)} end>
                    {adminTexts('navTracker')}
                  </NavLink>
                </li>
                <li>
                  <NavLink to={adminPaths.census(employer.id)}>{adminTexts('navCensus')}</NavLink>
                </li>
                <li>
                  <NavLink to={adminPaths.files(employer.id)}>{adminTexts('navFiles')}</NavLink>
                </li>
                <li>
                  <NavLink to={adminPaths.lifeEvents(employer.id)}>{adminTexts('navLifeEvents')}</NavLink>
                </li>
                <li>
                  <NavLink to={adminPaths.window(employer.id)}>{adminTexts('navWindow')}</NavLink>
                </li>
                <li>
                  <NavLink to={adminPaths.activity(employer.id)}>{adminTexts('navActivity')}</NavLink>
                </li>
              </ul>
            )}
          </nav>
        )}
      </header>
      <main id="admin-main" className="admin-main" tabIndex={-1}>
        <Outlet />
      </main>
      <AdminIdleMonitor />
    </div>
  );
}

/** A broker's employers: choosing one opens its tracker. */
function EmployerSwitch({ me, current }: { me: AdminMe; current: string | undefined }) {
  const navigate = useNavigate();
  return (
    <div className="admin-nav__switch">
      <label htmlFor="admin-employer-switch">{componentTexts('employerName')}</label>
      <select
        id="admin-employer-switch"
        className="field__input"
        value={current ?? ''}
        onChange={(e) => void navigate(e.target.value ? adminPaths.tracker(e.target.value) : adminPaths.root)}
      >
        <option value="">{adminTexts('navEmployers')}</option>
        {me.employers.map((e) => (
          <option key={e.id} value={e.id}>
            {e.name}
          </option>
        ))}
      </select>
    </div>
  );
}
