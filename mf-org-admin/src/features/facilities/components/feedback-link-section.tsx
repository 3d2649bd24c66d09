/**
 * Issue 21: a facility's visitor feedback link in its drawer. Its QR code (for a second sticker
 * beside the inspection one), the address to copy or share, when it was made, and - for people
 * who may change the organisation - Renew, which makes a new link and stops the old one (and every
 * sticker printed with it) at once.
 */
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import Popconfirm from 'antd/es/popconfirm';
import QRCode from 'antd/es/qr-code';
import Typography from 'antd/es/typography';
import dayjs from 'dayjs';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type FeedbackLink, feedbackPagePath, getFeedbackLink, isApiError, renewFeedbackLink } from 'shared-contracts';
import { AsyncContent, useAppApis, useAsync } from 'ui-kit';

interface Props {
  facilityId: string;
  facilityName: string;
  canRenew: boolean;
}

/** The address a visitor opens: this app's origin and the public page's path. */
export const feedbackUrl = (link: FeedbackLink, origin = window.location.origin): string => `${origin}${feedbackPagePath(link.token)}`;

export function FeedbackLinkSection({ facilityId, facilityName, canRenew }: Props) {
  const { t } = useTranslation('mf-org-admin');
  const { message } = useAppApis();
  const load = useCallback(() => getFeedbackLink(facilityId), [facilityId]);
  const state = useAsync(load);
  const [renewed, setRenewed] = useState<FeedbackLink | null>(null);
  const [renewing, setRenewing] = useState(false);

  const renew = async () => {
    setRenewing(true);
    try {
      setRenewed(await renewFeedbackLink(facilityId));
      void message.success(t('facilities.feedbackLink.renewed'));
    } catch (error) {
      console.error('renewing the feedback link failed', error);
      void message.error(isApiError(error) ? error.message : t('facilities.feedbackLink.renewFailed'));
    } finally {
      setRenewing(false);
    }
  };

  const share = async (url: string) => {
    try {
      await navigator.share({ title: t('facilities.feedbackLink.shareTitle', { name: facilityName }), url });
    } catch (error) {
      // Closing the share sheet is not a failure.
      if (!(error instanceof DOMException && error.name === 'AbortError')) console.warn('sharing the feedback link failed', error);
    }
  };

  return (
    <section aria-label={t('facilities.feedbackLink.title')}>
      <Typography.Title level={5}>{t('facilities.feedbackLink.title')}</Typography.Title>
      <AsyncContent state={state} errorTitle={t('facilities.feedbackLink.loadFailed')} emptyText="" isEmpty={() => false}>
        {(loaded) => {
          const link = renewed ?? loaded;
          const url = feedbackUrl(link);
          return (
            <Flex vertical gap={8}>
              <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
                {t('facilities.feedbackLink.help')}
              </Typography.Paragraph>
              <Flex gap={16} wrap align="center">
                <QRCode value={url} size={120} bgColor="#ffffff" color="#000000" aria-label={t('facilities.feedbackLink.qr', { name: facilityName })} />
                <Flex vertical gap={4} style={{ minWidth: 0, flex: '1 1 200px' }}>
                  <Typography.Text
                    copyable={{ text: url, tooltips: [t('facilities.feedbackLink.copy'), t('facilities.feedbackLink.copied')] }}
                    style={{ wordBreak: 'break-all' }}
                  >
                    {url}
                  </Typography.Text>
                  <Typography.Text type="secondary">
                    {t('facilities.feedbackLink.since', { date: dayjs(link.createdAt).format('DD MMM YYYY H:mm') })}
                  </Typography.Text>
                </Flex>
              </Flex>
              {renewed ? <Alert type="info" showIcon title={t('facilities.feedbackLink.oldStopped')} /> : null}
              <Flex gap={8} wrap>
                {typeof navigator.share === 'function' ? <Button onClick={() => void share(url)}>{t('facilities.feedbackLink.share')}</Button> : null}
                {canRenew ? (
                  <Popconfirm
                    title={t('facilities.feedbackLink.renewConfirm')}
                    description={t('facilities.feedbackLink.renewWarning')}
                    okText={t('facilities.feedbackLink.renew')}
                    cancelText={t('facilities.feedbackLink.cancel')}
                    onConfirm={() => renew()}
                  >
                    <Button loading={renewing}>{t('facilities.feedbackLink.renew')}</Button>
                  </Popconfirm>
                ) : null}
              </Flex>
            </Flex>
          );
        }}
      </AsyncContent>
    </section>
  );
}
