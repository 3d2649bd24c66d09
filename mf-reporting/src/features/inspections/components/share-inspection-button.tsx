/**
 * Share a report (issue 17): a manager makes a read-only link for people outside the product
 * (/public/inspection/{token}; the token shows once, only its hash is stored) and can revoke the
 * report's links; a revoked link stops at once, photos and voice notes with it. The dialog loads
 * when Share is first tapped (issue 15); the button shows it loading meanwhile, and says so when
 * it cannot be loaded.
 */
import ShareAltOutlined from '@ant-design/icons/es/icons/ShareAltOutlined';
import Button from 'antd/es/button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from 'shared-contracts';
import { useLoadOnDemand } from 'ui-kit';

const loadDialog = () => import('./share-inspection-dialog').then((module) => module.ShareInspectionDialog);

export function ShareInspectionButton({ reportId }: { reportId: string }) {
  const { t } = useTranslation('mf-reporting');
  const [open, setOpen] = useState(false);
  // A fresh dialog each time it opens (its links read anew, a link shown once gone); the last one
  // stays mounted, closed, so that it closes with its animation.
  const [opening, setOpening] = useState(0);
  const dialog = useLoadOnDemand(loadDialog, (error) => {
    console.error('the share dialog could not be loaded', error);
    notify('negative', t('inspectionShare.unavailable'));
  });
  const Dialog = dialog.value;
  return (
    <>
      <Button
        icon={<ShareAltOutlined />}
        data-pdf-hide
        loading={dialog.loading}
        onClick={() =>
          void dialog.request().then((loaded) => {
            if (!loaded) return;
            setOpen(true);
            setOpening((count) => count + 1);
          })
        }
      >
        {t('inspectionShare.button')}
      </Button>
      {opening > 0 && Dialog ? <Dialog key={opening} reportId={reportId} open={open} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
