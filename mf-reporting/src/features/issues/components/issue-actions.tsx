import CameraOutlined from '@ant-design/icons/es/icons/CameraOutlined';
import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import Select from 'antd/es/select';
import Typography from 'antd/es/typography';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type CapturedPhoto, type IssueAction, type IssueView, type Team, getTeams, missingForIssueAction, notify } from 'shared-contracts';
import { useOffline, useSessionUser } from 'ui-kit';
import { CameraDialog } from '../../../shared/capture';
import { LOCAL_PREFIX, queueIssueStep } from '../../../shared/outbox/issue-action-kind';

type ActionTarget = Pick<IssueView, '_id' | 'label' | 'allowedActions'> & { facility: { name: string } };

/** The steps the user's role allows now; one tap for acknowledge, start and verify, a form for the rest. */
export function IssueActions({ issue, compact, onQueued }: { issue: ActionTarget; compact?: boolean; onQueued?: () => void }) {
  const { t } = useTranslation('mf-reporting');
  const user = useSessionUser();
  const offline = useOffline();
  const [form, setForm] = useState<IssueAction | null>(null);
  const [busy, setBusy] = useState(false);

  const run = async (action: IssueAction, extra: { note?: string; teamId?: string; photos?: CapturedPhoto[] } = {}) => {
    if (!user) return;
    setBusy(true);
    try {
      const photos = (extra.photos ?? []).map((photo, i) => ({ key: `photo-${i + 1}`, blob: photo.blob, name: photo.name }));
      await queueIssueStep({
        owner: { userId: user._id, organizationId: user.organization ?? '' },
        label: `${t(`issues.action.${action}`)}: ${issue.label}`,
        photos,
        body: {
          issueId: issue._id,
          op: action,
          ...(extra.note ? { note: extra.note } : {}),
          ...(extra.teamId ? { teamId: extra.teamId } : {}),
          media: photos.map((photo) => ({ path: `${LOCAL_PREFIX}${photo.key}`, name: photo.name, type: 'image/jpeg' })),
        },
      });
      notify('positive', offline ? t('issues.savedOffline') : t('issues.saved'));
      setForm(null);
      onQueued?.();
    } catch (error) {
      notify('negative', error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };

  if (issue.allowedActions.length === 0) return null;
  return (
    <Flex gap="small" wrap>
      {issue.allowedActions.map((action) => (
        <Button
          key={action}
          type={action === 'resolve' || action === 'acknowledge' || action === 'verify' ? 'primary' : 'default'}
          size={compact ? 'middle' : 'large'}
          loading={busy && form === null}
          onClick={() => (action === 'acknowledge' || action === 'start' || action === 'verify' ? void run(action) : setForm(action))}
        >
          {t(`issues.action.${action}`)}
        </Button>
      ))}
      {form ? <StepForm action={form} busy={busy} onCancel={() => setForm(null)} onSubmit={(extra) => void run(form, extra)} /> : null}
    </Flex>
  );
}

function StepForm({
  action,
  busy,
  onCancel,
  onSubmit,
}: {
  action: IssueAction;
  busy: boolean;
  onCancel: () => void;
  onSubmit: (extra: { note?: string; teamId?: string; photos?: CapturedPhoto[] }) => void;
}) {
  const { t } = useTranslation('mf-reporting');
  const user = useSessionUser();
  const [note, setNote] = useState('');
  const [teamId, setTeamId] = useState<string>();
  const [photos, setPhotos] = useState<CapturedPhoto[]>([]);
  const [camera, setCamera] = useState(false);
  const [teams, setTeams] = useState<Team[]>([]);
  useEffect(() => {
    if (action !== 'assign' || !user?.organization) return;
    getTeams(user.organization).then(setTeams, (error: unknown) => notify('negative', error instanceof Error ? error.message : String(error)));
  }, [action, user?.organization]);
  const urls = useMemo(() => photos.map((photo) => URL.createObjectURL(photo.blob)), [photos]);
  useEffect(() => () => urls.forEach((url) => URL.revokeObjectURL(url)), [urls]);
  const missing = missingForIssueAction(action, { note, photos: photos.length, teamId });
  return (
    <Modal
      open
      title={t(`issues.action.${action}`)}
      onCancel={onCancel}
      okText={t(`issues.action.${action}`)}
      okButtonProps={{ disabled: missing !== null, loading: busy }}
      onOk={() => onSubmit({ note: note.trim() || undefined, teamId, photos })}
    >
      <Flex vertical gap="small">
        {action === 'assign' ? (
          <Select
            aria-label={t('issues.team')}
            placeholder={t('issues.team')}
            value={teamId}
            onChange={setTeamId}
            options={teams.map((team) => ({ value: team._id, label: team.name }))}
          />
        ) : null}
        {action === 'resolve' || action === 'reopen' ? (
          <Input.TextArea
            aria-label={t(action === 'reopen' ? 'issues.reason' : 'issues.note')}
            placeholder={t(action === 'reopen' ? 'issues.reason' : 'issues.note')}
            value={note}
            maxLength={2000}
            onChange={(event) => setNote(event.target.value)}
          />
        ) : null}
        {action === 'resolve' ? (
          <>
            <Button icon={<CameraOutlined />} onClick={() => setCamera(true)}>
              {t('issues.addPhoto')}
            </Button>
            <Flex gap={4} wrap>
              {urls.map((url, i) => (
                <img key={url} src={url} alt={t('issues.photoN', { n: i + 1 })} width={64} height={64} style={{ objectFit: 'cover' }} />
              ))}
            </Flex>
            {missing === 'photo' ? <Typography.Text type="secondary">{t('issues.needPhoto')}</Typography.Text> : null}
            <CameraDialog open={camera} onClose={() => setCamera(false)} onCapture={(photo) => setPhotos((list) => [...list, photo])} />
          </>
        ) : null}
      </Flex>
    </Modal>
  );
}
