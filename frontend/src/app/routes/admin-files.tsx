// Route module for /admin/employers/:employerId/files: the employer's payroll, 834 and status files,
// read by the loader into the query cache; producing a file and a download link are route actions.
import { data, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { fileLinkBody, produceFileBody } from '../../../../shared/schemas/admin-files';
import { ensureQuery } from '../../enrollment/api/cached-read';
import { adminMeQuery, type AdminMe } from '../../features/admin/api/get-admin-me';
import { filesQuery } from '../../features/admin/api/get-files';
import { fileLink } from '../../features/admin/api/post-file-link';
import { produceFiles } from '../../features/admin/api/post-files';
import { FilesPage, fileIntents } from '../../features/admin/components/files-page';
import { adminTexts } from '../../features/admin/texts';
import { routeAction } from '../../lib/route-action';
import { usePageTitle } from '../../lib/use-page-title';
import { adminRead } from './admin-guard';

type Employer = AdminMe['employers'][number];
type Loaded = { employer: Employer; phi: boolean };

const employerOf = (params: LoaderFunctionArgs['params']) => String(params.employerId).toLowerCase();

export async function loader({ request, params }: LoaderFunctionArgs): Promise<Loaded> {
  const employerId = employerOf(params);
  return adminRead(async () => {
    const [me] = await Promise.all([
      ensureQuery(adminMeQuery, request.signal),
      ensureQuery(filesQuery(employerId), request.signal),
    ]);
    const employer = me.employers.find((e) => e.id === employerId);
    if (!employer) throw data(adminTexts('notYourEmployer'), { status: 403 });
    return { employer, phi: me.phi };
  });
}

export const action = routeAction({
  [fileIntents.produce]: (body, { params }) => produceFiles(employerOf(params), produceFileBody.parse(body)),
  [fileIntents.link]: (body, { params }) => fileLink(employerOf(params), fileLinkBody.parse(body).id),
});

export function Component() {
  const { employer, phi } = useLoaderData<Loaded>();
  usePageTitle(adminTexts('filesTitle', { employer: employer.name }));
  return <FilesPage key={employer.id} employer={employer} phi={phi} />;
}
