import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import Input from 'antd/es/input';
import List from 'antd/es/list';
import Typography from 'antd/es/typography';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type IssueView, notify, assetUrl } from 'shared-contracts';
import { useSessionUser } from 'ui-kit';
import { queueIssueStep } from '../../../shared/outbox/issue-action-kind';

/** Comments, oldest first, and a box to add one (through the outbox, so it survives a bad network). */
export function IssueComments({ issue, onQueued }: { issue: IssueView; onQueued: () => void }) {
  const { t } = useTranslation('mf-reporting');
  const user = useSessionUser();
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const send = async () => {
    if (!user || !text.trim()) return;
    setBusy(true);
    try {
      await queueIssueStep({
        owner: { userId: user._id, organizationId: user.organization ?? '' },
        label: t('issues.commentLabel', { label: issue.label }),
        photos: [],
        body: { issueId: issue._id, op: 'comment', note: text.trim(), media: [] },
      });
      setText('');
      onQueued();
    } catch (error) {
      notify('negative', error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Flex vertical gap="small">
      <List
        dataSource={issue.comments}
        locale={{ emptyText: t('issues.noComments') }}
        renderItem={(comment) => (
          <List.Item>
            <Flex vertical>
              <Typography.Text strong>{comment.by?.name ?? ''}</Typography.Text>
              <Typography.Text>{comment.text}</Typography.Text>
              <Flex gap={4} wrap>
                {comment.media
                  .filter((m) => m.type.startsWith('image/'))
                  .map((m) => (
                    <img key={m.path} src={assetUrl(m.path)} alt={m.name} width={56} height={56} style={{ objectFit: 'cover' }} />
                  ))}
              </Flex>
              <Typography.Text type="secondary">{dayjs(comment.at).format('YYYY/MM/DD HH:mm')}</Typography.Text>
            </Flex>
          </List.Item>
        )}
      />
      {issue.mayComment ? (
        <Flex gap="small">
          <Input.TextArea
            aria-label={t('issues.comment')}
            placeholder={t('issues.comment')}
            value={text}
            maxLength={2000}
            autoSize
            onChange={(e) => setText(e.target.value)}
          />
          <Button type="primary" loading={busy} disabled={!text.trim()} onClick={() => void send()}>
            {t('issues.send')}
          </Button>
        </Flex>
      ) : null}
    </Flex>
  );
}
