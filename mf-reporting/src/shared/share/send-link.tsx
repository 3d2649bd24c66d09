/**
 * Issue 20: a link just made (or given a new token) for a contact, offered the ways a manager sends
 * it from their own phone: copy, e-mail (mailto:), SMS (sms:) and WhatsApp (wa.me). The product sends
 * no mail itself; the token is shown only here, once.
 */
import CopyOutlined from '@ant-design/icons/es/icons/CopyOutlined';
import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import Input from 'antd/es/input';
import { useTranslation } from 'react-i18next';
import { type ShareLinkContact, notify } from 'shared-contracts';
import { sendLinkHrefs } from './send-link-hrefs';

export function SendLink({ url, contact, subject }: { url: string; contact: ShareLinkContact | null | undefined; subject: string }) {
  const { t } = useTranslation('mf-reporting');
  const hrefs = sendLinkHrefs(url, contact, subject);
  const copy = () =>
    navigator.clipboard.writeText(url).then(
      () => notify('positive', t('sendLink.copied')),
      (error: unknown) => notify('negative', error instanceof Error ? error.message : String(error)),
    );
  return (
    <Flex vertical gap={6} role="group" aria-label={t('sendLink.title')}>
      <Flex gap={6}>
        <Input readOnly value={url} aria-label={t('issues.share.link')} onFocus={(event) => event.target.select()} />
        <Button icon={<CopyOutlined />} onClick={() => void copy()} aria-label={t('sendLink.copy')} />
      </Flex>
      <Flex gap={6} wrap>
        {hrefs.mail ? <Button href={hrefs.mail}>{t('sendLink.mail')}</Button> : null}
        {hrefs.sms ? <Button href={hrefs.sms}>{t('sendLink.sms')}</Button> : null}
        <Button href={hrefs.whatsapp} target="_blank" rel="noreferrer">
          {t('sendLink.whatsapp')}
        </Button>
      </Flex>
    </Flex>
  );
}
