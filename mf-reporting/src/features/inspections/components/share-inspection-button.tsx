/**
 * Share a report (issue 17): a manager makes a read-only link for people outside the product
 * (/public/inspection/{token}; the token shows once, only its hash is stored) and can revoke the
 * report's links; a revoked link stops at once, photos and voice notes with it. The dialog loads
 * when Share is first tapped (issue 15).
 */
import ShareAltOutlined from '@ant-design/icons/es/icons/ShareAltOutlined';
import Button from 'antd/es/button';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';

const ShareInspectionDialog = lazy(() => import('./share-inspection-dialog').then((module) => ({ default: module.ShareInspectionDialog })));

export function ShareInspectionButton({ reportId }: { reportId: string }) {
  const { t } = useTranslation('mf-reporting');
  const [open, setOpen] = useState(false);
  // A fresh dialog each time it opens (its links read anew, a link shown once gone); the last one
  // stays mounted, closed, so that it closes with its animation.
  const [opening, setOpening] = useState(0);
  return (
    <>
      <Button
        icon={<ShareAltOutlined />}
        data-pdf-hide
        onClick={() => {
          setOpen(true);
          setOpening((count) => count + 1);
        }}
      >
        {t('inspectionShare.button')}
      </Button>
      {opening > 0 ? (
        <Suspense fallback={null}>
          <ShareInspectionDialog key={opening} reportId={reportId} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
