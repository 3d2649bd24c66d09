/**
 * The share dialog of a report (issue 17): make a read-only link, send it to a contact, revoke the
 * report's links. Loaded when Share is first tapped (share-inspection-button.tsx): its Modal, Input
 * and the contact's Select were a dozen scripts of the report viewer's start (issue 15).
 */
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import Typography from 'antd/es/typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ShareLink, createShareLink, formatDateTime, getShareLinks, revokeShareLink } from 'shared-contracts';
import { ShareToContact } from '../../../shared/share/share-to-contact';

export const publicInspectionUrl = (token: string) => `${window.location.origin}/public/inspection/${encodeURIComponent(token)}`;

export interface ShareInspectionDialogProps {
  reportId: string;
  open: boolean;
  onClose: () => void;
}

export function ShareInspectionDialog({ reportId, open, onClose }: ShareInspectionDialogProps) {
  const { t } = useTranslation('mf-reporting');
  const [url, setUrl] = useState<string | null>(null);
  const [links, setLinks] = useState<ShareLink[]>([]);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const fail = (error: unknown) => {
    console.error('inspection share link', error);
    setFailure(error instanceof Error && error.message ? error.message : t('inspectionShare.failed'));
  };
  const load = () => getShareLinks('inspection', reportId).then(setLinks, fail);
  // The button mounts a fresh dialog each time it opens: the links as they are now.
  useEffect(() => {
    void load();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, as it opens
  }, []);
  const create = async () => {
    setBusy(true);
    setFailure(null);
    try {
      const link = await createShareLink({ kind: 'inspection', targetId: reportId });
      setUrl(publicInspectionUrl(link.token ?? ''));
      await load();
    } catch (error) {
      fail(error);
    } finally {
      setBusy(false);
    }
  };
  const revoke = async (link: ShareLink) => {
    setFailure(null);
    try {
      await revokeShareLink(link._id);
      setUrl(null);
      await load();
    } catch (error) {
      fail(error);
    }
  };
  const live = links.filter((link) => !link.revokedAt);
  return (
    <Modal open={open} title={t('inspectionShare.title')} footer={null} onCancel={onClose} destroyOnHidden>
      <Flex vertical gap="middle">
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          {t('inspectionShare.explain')}
        </Typography.Paragraph>
        <Button type="primary" loading={busy} onClick={() => void create()}>
          {t('inspectionShare.create')}
        </Button>
        {url ? (
          <Flex vertical gap={4}>
            <Input readOnly value={url} aria-label={t('inspectionShare.link')} onFocus={(event) => event.target.select()} />
            <Typography.Text type="secondary">{t('inspectionShare.once')}</Typography.Text>
          </Flex>
        ) : null}
        <ShareToContact kind="inspection" targetId={reportId} urlOf={publicInspectionUrl} onShared={() => void load()} onError={fail} />
        {failure ? <Alert type="error" showIcon title={failure} /> : null}
        <Typography.Text strong>{t('inspectionShare.live', { count: live.length })}</Typography.Text>
        <ul aria-label={t('inspectionShare.liveList')} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {live.map((link) => (
            <li key={link._id} style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 8, padding: '4px 0' }}>
              <span>
                {t('inspectionShare.madeAt', { time: formatDateTime(link.createdAt) })}
                {link.contact ? ` · ${t('shareContact.for', { name: link.contact.name })}` : ''}
              </span>
              <Button danger onClick={() => void revoke(link)}>
                {t('inspectionShare.revoke')}
              </Button>
            </li>
          ))}
        </ul>
      </Flex>
    </Modal>
  );
}
