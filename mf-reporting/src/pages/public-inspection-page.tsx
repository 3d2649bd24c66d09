import Result from 'antd/es/result';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { type PublicInspection, getPublicShare, isApiError, matchRoutePath } from 'shared-contracts';
import { TextSkeleton } from 'ui-kit';
import { PublicInspectionView } from '../features/inspections/components/public-inspection-view';

type State = { state: 'loading' } | { state: 'shown'; inspection: PublicInspection } | { state: 'gone' } | { state: 'failed' };

/**
 * /public/inspection/:id (issue 17, bare, no sign-in): a report opened by a share link whose token
 * is the id. A revoked or unknown link says so; a network failure says to try again.
 */
export default function PublicInspectionPage() {
  const { t } = useTranslation('mf-reporting');
  const token = matchRoutePath(useLocation().pathname)?.params.id ?? '';
  const [shown, setShown] = useState<State>({ state: 'loading' });
  useEffect(() => {
    let live = true;
    getPublicShare(token).then(
      (share) => live && setShown(share.inspection ? { state: 'shown', inspection: share.inspection } : { state: 'gone' }),
      (error: unknown) => {
        console.warn('public inspection not loaded', error);
        if (live) setShown(isApiError(error) && (error.status === 404 || error.status === 400) ? { state: 'gone' } : { state: 'failed' });
      },
    );
    return () => {
      live = false;
    };
  }, [token]);
  return (
    <main style={{ padding: 16, maxWidth: 760, margin: '0 auto', width: '100%', boxSizing: 'border-box' }}>
      {shown.state === 'loading' && <TextSkeleton />}
      {shown.state === 'gone' && <Result status="warning" title={t('inspectionShare.public.gone')} subTitle={t('inspectionShare.public.goneHelp')} />}
      {shown.state === 'failed' && <Result status="error" title={t('inspectionShare.public.failed')} />}
      {shown.state === 'shown' && <PublicInspectionView inspection={shown.inspection} />}
    </main>
  );
}
