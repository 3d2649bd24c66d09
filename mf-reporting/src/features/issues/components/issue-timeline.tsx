import Timeline from 'antd/es/timeline';
import Typography from 'antd/es/typography';
import dayjs from 'dayjs';
import { assetUrl, type IssueView } from 'shared-contracts';
import { useTranslation } from 'react-i18next';

/** Every step of an issue, oldest first: who, when, from → to, the note and its photos. */
export function IssueTimeline({ issue }: { issue: IssueView }) {
  const { t } = useTranslation('mf-reporting');
  const items = [
    {
      color: 'gray',
      children: (
        <>
          <Typography.Text strong>{t('issues.history.raise')}</Typography.Text>
          <br />
          <Typography.Text type="secondary">
            {issue.raisedBy?.name ?? ''} · {dayjs(issue.createdAt).format('YYYY/MM/DD HH:mm')}
          </Typography.Text>
        </>
      ),
    },
    ...issue.events.map((event) => ({
      color: event.action === 'escalate' || event.action === 'reopen' ? 'red' : event.action === 'verify' || event.action === 'resolve' ? 'green' : 'blue',
      children: (
        <div data-testid="history-step">
          <Typography.Text strong>{t(`issues.history.${event.action}`, { defaultValue: event.action })}</Typography.Text>
          {event.from && event.to && event.from !== event.to ? (
            <Typography.Text type="secondary">
              {' '}
              ({t(`issues.status.${event.from}`)} → {t(`issues.status.${event.to}`)})
            </Typography.Text>
          ) : null}
          <br />
          <Typography.Text type="secondary">
            {event.by?.name ?? t('issues.history.system')} · {dayjs(event.at).format('YYYY/MM/DD HH:mm')}
          </Typography.Text>
          {event.note ? <Typography.Paragraph style={{ margin: 0 }}>{event.note}</Typography.Paragraph> : null}
          {event.media.map((media) => (
            <img key={media.path} src={assetUrl(media.path)} alt={media.name} width={64} height={64} style={{ objectFit: 'cover', marginRight: 4 }} />
          ))}
        </div>
      ),
    })),
  ];
  return <Timeline items={items} />;
}
