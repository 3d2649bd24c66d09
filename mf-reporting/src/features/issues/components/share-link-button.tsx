import ShareAltOutlined from '@ant-design/icons/es/icons/ShareAltOutlined';
import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import Modal from 'antd/es/modal';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ShareLink, createShareLink, getShareLinks, notify, reissueShareLink, revokeShareLink } from 'shared-contracts';
import { SendLink } from '../../../shared/share/send-link';
import { ShareToContact } from '../../../shared/share/share-to-contact';

const publicUrl = (token: string) => `${window.location.origin}/public/issue/${token}`;

/**
 * A manager shares a read-only link to the issue (the token shows once) and can revoke the links.
 * Issue 20: the links an escalation made for the organisation's contacts are listed with their
 * contact; "Get the link to send" gives one a new token (only its hash is stored, so the sweep's
 * could not be shown) and offers it to copy, mail, text or WhatsApp; an earlier copy stops working.
 */
export function ShareLinkButton({ issueId }: { issueId: string }) {
  const { t } = useTranslation('mf-reporting');
  const [open, setOpen] = useState(false);
  const [url, setUrl] = useState<string | null>(null);
  const [links, setLinks] = useState<ShareLink[]>([]);
  const [sent, setSent] = useState<Record<string, string>>({});
  const fail = (error: unknown) => notify('negative', error instanceof Error ? error.message : String(error));
  const load = () => getShareLinks('issue', issueId).then(setLinks, fail);
  const create = async () => {
    try {
      const link = await createShareLink({ kind: 'issue', targetId: issueId });
      setUrl(publicUrl(link.token ?? ''));
      await load();
    } catch (error) {
      fail(error);
    }
  };
  const reissue = async (link: ShareLink) => {
    try {
      const { token } = await reissueShareLink(link._id);
      setSent((last) => ({ ...last, [link._id]: publicUrl(token) }));
    } catch (error) {
      fail(error);
    }
  };
  const subject = t('shareContact.subject');
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
          {url ? <SendLink url={url} contact={null} subject={subject} /> : null}
          <ShareToContact kind="issue" targetId={issueId} urlOf={publicUrl} onShared={() => void load()} onError={fail} />
          {links
            .filter((link) => !link.revokedAt)
            .map((link) => (
              <Flex key={link._id} vertical gap={6} data-testid="share-link-row" style={{ borderTop: '1px solid rgba(128,128,128,0.25)', paddingTop: 8 }}>
                <span>
                  {new Date(link.createdAt).toLocaleString()}
                  {link.contact ? ` · ${t('shareContact.for', { name: link.contact.name })}` : ''}
                </span>
                <Flex gap={6} wrap align="center">
                  {link.escalation ? <Tag color="orange">{t('escalationLink.tag')}</Tag> : null}
                  {link.contact ? <Button onClick={() => void reissue(link)}>{t('escalationLink.get')}</Button> : null}
                  <Button danger onClick={() => void revokeShareLink(link._id).then(load, fail)}>
                    {t('issues.share.revoke')}
                  </Button>
                </Flex>
                {sent[link._id] ? (
                  <>
                    <Typography.Text type="secondary">{t('escalationLink.once')}</Typography.Text>
                    <SendLink url={sent[link._id] ?? ''} contact={link.contact} subject={subject} />
                  </>
                ) : null}
              </Flex>
            ))}
        </Flex>
      </Modal>
    </>
  );
}
