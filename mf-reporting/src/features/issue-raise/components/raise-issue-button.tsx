import PlusOutlined from '@ant-design/icons/es/icons/PlusOutlined';
import Button from 'antd/es/button';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { notify } from 'shared-contracts';
import { useLoadOnDemand, useSession } from 'ui-kit';
import { mayRaiseIssues } from '../hooks/use-raise-choices';

/** The form (antd's Drawer and its fields) loads when it is first asked for (issue 15). */
const loadDrawer = () => import('./raise-issue-drawer').then((module) => module.RaiseIssueDrawer);

/** RAISE_PARAM=1 opens the form; RAISE_PARAM=<facility id> opens it for that facility (a link from a facility). */
export const RAISE_PARAM = 'raise';

/**
 * "Raise issue" on the issues list: opens the form, its state in the URL so a facility can link to
 * it. The button shows the form loading, and says so when it cannot be loaded.
 */
export function RaiseIssueButton() {
  const { t } = useTranslation('mf-reporting');
  const { permissions } = useSession();
  const [search, setSearch] = useSearchParams();
  const asked = search.get(RAISE_PARAM);
  const allowed = mayRaiseIssues(permissions);
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
  const drawer = useLoadOnDemand(loadDrawer, (error) => {
    console.error('the issue form could not be loaded', error);
    notify('negative', t('raiseIssue.unavailable'));
    // So that the next tap asks again.
    setOpen(null);
  });
  const { request } = drawer;
  useEffect(() => {
    if (asked && allowed) void request();
  }, [asked, allowed, request]);
  if (!allowed) return null;
  const Drawer = drawer.value;
  return (
    <>
      <Button type="primary" icon={<PlusOutlined />} loading={Boolean(asked) && drawer.loading} onClick={() => setOpen('1')}>
        {t('raiseIssue.button')}
      </Button>
      {asked && Drawer ? <Drawer open facilityId={asked === '1' ? undefined : asked} onClose={() => setOpen(null)} /> : null}
    </>
  );
}
