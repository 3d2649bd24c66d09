import ShareAltOutlined from '@ant-design/icons/es/icons/ShareAltOutlined';
import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ShareLink, createShareLink, getShareLinks, notify, revokeShareLink } from 'shared-contracts';
import { ShareToContact } from '../../../shared/share/share-to-contact';

/** A manager shares a read-only link to the issue (the token shows once) and can revoke the links. */
export function ShareLinkButton({ issueId }: { issueId: string }) {
  const { t } = useTranslation('mf-reporting');
  const [open, setOpen] = useState(false);
  const [url, setUrl] = useState<string | null>(null);
  const [links, setLinks] = useState<ShareLink[]>([]);
  const fail = (error: unknown) => notify('negative', error instanceof Error ? error.message : String(error));
  const load = () => getShareLinks('issue', issueId).then(setLinks, fail);
  const create = async () => {
    try {
      const link = await createShareLink({ kind: 'issue', targetId: issueId });
      setUrl(`${window.location.origin}/public/issue/${link.token ?? ''}`);
      await load();
    } catch (error) {
      fail(error);
    }
  };
  return (
    <>
      <Button
        icon={<ShareAltOutlined />}
        onClick={() => {
          setOpen(true);
          void load();
        }}
      >
        {t('issues.share.button')}
      </Button>
      <Modal open={open} title={t('issues.share.title')} footer={null} onCancel={() => setOpen(false)}>
        <Flex vertical gap="small">
          <Button type="primary" onClick={() => void create()}>
            {t('issues.share.create')}
          </Button>
          {url ? <Input readOnly value={url} aria-label={t('issues.share.link')} /> : null}
          <ShareToContact
            kind="issue"
            targetId={issueId}
            urlOf={(token) => `${window.location.origin}/public/issue/${token}`}
            onShared={() => void load()}
            onError={fail}
          />
          {links
            .filter((link) => !link.revokedAt)
            .map((link) => (
              <Flex key={link._id} justify="space-between" align="center">
                <span>
                  {new Date(link.createdAt).toLocaleString()}
                  {link.contact ? ` · ${t('shareContact.for', { name: link.contact.name })}` : ''}
                </span>
                <Button danger onClick={() => void revokeShareLink(link._id).then(load, fail)}>
                  {t('issues.share.revoke')}
                </Button>
              </Flex>
            ))}
        </Flex>
      </Modal>
    </>
  );
}
