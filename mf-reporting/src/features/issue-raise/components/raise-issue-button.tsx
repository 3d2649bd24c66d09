import PlusOutlined from '@ant-design/icons/es/icons/PlusOutlined';
import Button from 'antd/es/button';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useSession } from 'ui-kit';
import { mayRaiseIssues } from '../hooks/use-raise-choices';

const RaiseIssueDrawer = lazy(() => import('./raise-issue-drawer').then((module) => ({ default: module.RaiseIssueDrawer })));

/** RAISE_PARAM=1 opens the form; RAISE_PARAM=<facility id> opens it for that facility (a link from a facility). */
export const RAISE_PARAM = 'raise';

/** "Raise issue" on the issues list: opens the form, its state in the URL so a facility can link to it. */
export function RaiseIssueButton() {
  const { t } = useTranslation('mf-reporting');
  const { permissions } = useSession();
  const [search, setSearch] = useSearchParams();
  const asked = search.get(RAISE_PARAM);
  if (!mayRaiseIssues(permissions)) return null;
  const setOpen = (value: string | null) =>
    setSearch(
      (last) => {
        const next = new URLSearchParams(last);
        if (value) next.set(RAISE_PARAM, value);
        else next.delete(RAISE_PARAM);
        return next;
      },
      { replace: !value },
    );
  return (
    <>
      <Button type="primary" icon={<PlusOutlined />} onClick={() => setOpen('1')}>
        {t('raiseIssue.button')}
      </Button>
      {asked ? (
        <Suspense fallback={null}>
          <RaiseIssueDrawer open facilityId={asked === '1' ? undefined : asked} onClose={() => setOpen(null)} />
        </Suspense>
      ) : null}
    </>
  );
}
