import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import Input from 'antd/es/input';
import List from 'antd/es/list';
import Typography from 'antd/es/typography';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import AudioOutlined from '@ant-design/icons/es/icons/AudioOutlined';
import CameraOutlined from '@ant-design/icons/es/icons/CameraOutlined';
import { type IssueView, assetUrl, notify } from 'shared-contracts';
import { useSessionUser } from 'ui-kit';
import { CameraDialog, VoiceRecorderDialog } from '../../../shared/capture';
import { LOCAL_PREFIX, queueIssueStep } from '../../../shared/outbox/issue-action-kind';

interface Attachment {
  key: string;
  blob: Blob;
  name: string;
  type: 'image/jpeg' | 'audio/ogg';
}

/** Comments, oldest first, and a box to add one (through the outbox, so it survives a bad network). */
export function IssueComments({ issue, onQueued }: { issue: IssueView; onQueued: () => void }) {
  const { t } = useTranslation('mf-reporting');
  const user = useSessionUser();
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [attachments, setAttachments] = useState<Attachment[]>([]);
  const [dialog, setDialog] = useState<'camera' | 'voice' | null>(null);
  const attach = (file: Omit<Attachment, 'key'>) => setAttachments((list) => [...list, { ...file, key: `file-${list.length + 1}` }]);
  const send = async () => {
    if (!user || !text.trim()) return;
    setBusy(true);
    try {
      await queueIssueStep({
        owner: { userId: user._id, organizationId: user.organization ?? '' },
        label: t('issues.commentLabel', { label: issue.label }),
        photos: attachments,
        body: {
          issueId: issue._id,
          op: 'comment',
          note: text.trim(),
          media: attachments.map((file) => ({ path: `${LOCAL_PREFIX}${file.key}`, name: file.name, type: file.type })),
        },
      });
      setText('');
      setAttachments([]);
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
                {comment.media.map((m) =>
                  m.type.startsWith('audio/') ? (
                    <audio key={m.path} controls src={assetUrl(m.path)} aria-label={m.name} />
                  ) : (
                    <img key={m.path} src={assetUrl(m.path)} alt={m.name} width={56} height={56} style={{ objectFit: 'cover' }} />
                  ),
                )}
              </Flex>
              <Typography.Text type="secondary">{dayjs(comment.at).format('YYYY/MM/DD HH:mm')}</Typography.Text>
            </Flex>
          </List.Item>
        )}
      />
      {issue.mayComment ? (
        <Flex vertical gap="small">
          <Input.TextArea
            aria-label={t('issues.comment')}
            placeholder={t('issues.comment')}
            value={text}
            maxLength={2000}
            autoSize
            onChange={(e) => setText(e.target.value)}
          />
          {attachments.length ? <Typography.Text type="secondary">{t('issues.attached', { count: attachments.length })}</Typography.Text> : null}
          <Flex gap="small" wrap>
            <Button icon={<CameraOutlined />} aria-label={t('issues.addPhoto')} onClick={() => setDialog('camera')} />
            <Button icon={<AudioOutlined />} aria-label={t('issues.addVoice')} onClick={() => setDialog('voice')} />
            <Button type="primary" loading={busy} disabled={!text.trim()} onClick={() => void send()}>
              {t('issues.send')}
            </Button>
          </Flex>
          <CameraDialog
            open={dialog === 'camera'}
            onClose={() => setDialog(null)}
            onCapture={(photo) => attach({ blob: photo.blob, name: photo.name, type: 'image/jpeg' })}
          />
          <VoiceRecorderDialog
            open={dialog === 'voice'}
            onClose={() => setDialog(null)}
            onSave={(voice) => attach({ blob: voice.blob, name: voice.name, type: 'audio/ogg' })}
          />
        </Flex>
      ) : null}
    </Flex>
  );
}
