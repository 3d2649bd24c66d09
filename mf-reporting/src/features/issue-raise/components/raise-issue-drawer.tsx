import CameraOutlined from '@ant-design/icons/es/icons/CameraOutlined';
import DeleteOutlined from '@ant-design/icons/es/icons/DeleteOutlined';
import Button from 'antd/es/button';
import Drawer from 'antd/es/drawer';
import Flex from 'antd/es/flex';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import Segmented from 'antd/es/segmented';
import Select from 'antd/es/select';
import Typography from 'antd/es/typography';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type CapturedPhoto, type UrgencyLevel, notify } from 'shared-contracts';
import { useOffline, useSessionUser } from 'ui-kit';
import { CameraDialog } from '../../../shared/capture';
import { LOCAL_PREFIX } from '../../../shared/outbox/issue-action-kind';
import { queueIssueRaise } from '../../../shared/outbox/issue-raise-kind';
import { useRaiseChoices } from '../hooks/use-raise-choices';
import { type RaiseValues, assigneeChoices, defaultTeamOf, emptyRaise, missingForRaise, raiseBodyOf } from '../rules/raise-form';

const URGENCIES: UrgencyLevel[] = ['low', 'moderate', 'high'];
const MAX_PHOTOS = 10;

interface Props {
  open: boolean;
  /** A facility to start with (raised from a facility). */
  facilityId?: string;
  onClose: () => void;
}

/** Raise an issue by hand (issue 16), phone first: where, what, how urgent, who, photos; it goes through the outbox. */
export function RaiseIssueDrawer({ open, facilityId, onClose }: Props) {
  const { t } = useTranslation('mf-reporting');
  const user = useSessionUser();
  const offline = useOffline();
  const choices = useRaiseChoices(open);
  const [values, setValues] = useState<RaiseValues>(() => emptyRaise(facilityId));
  const [photos, setPhotos] = useState<CapturedPhoto[]>([]);
  const [camera, setCamera] = useState(false);
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const urls = useMemo(() => photos.map((photo) => URL.createObjectURL(photo.blob)), [photos]);
  useEffect(() => () => urls.forEach((url) => URL.revokeObjectURL(url)), [urls]);

  const change = (part: Partial<RaiseValues>) => setValues((last) => ({ ...last, ...part }));
  const team = choices.teams.find((item) => item._id === values.teamId);
  const missing = missingForRaise(values);
  const touched = photos.length > 0 || JSON.stringify(values) !== JSON.stringify(emptyRaise(facilityId));
  const reset = () => {
    setValues(emptyRaise(facilityId));
    setPhotos([]);
    setTried(false);
    setLeaving(false);
  };
  const close = () => {
    reset();
    onClose();
  };
  const help = (field: 'facility' | 'what' | 'description') =>
    tried && missing === field ? { validateStatus: 'error' as const, help: t(`raiseIssue.missing.${field}`) } : {};

  const submit = async () => {
    setTried(true);
    if (missing || !user) return;
    setBusy(true);
    try {
      const local = photos.map((photo, i) => ({ key: `photo-${i + 1}`, blob: photo.blob, name: photo.name }));
      const body = raiseBodyOf(
        values,
        local.map((photo) => ({ path: `${LOCAL_PREFIX}${photo.key}`, name: photo.name, type: 'image/jpeg' })),
      );
      const label = body.title ?? choices.parameters.find((parameter) => parameter._id === body.parameterId)?.label ?? '';
      await queueIssueRaise({
        owner: { userId: user._id, organizationId: user.organization ?? '' },
        body,
        photos: local,
        label: t('raiseIssue.outboxLabel', { label }),
      });
      notify('positive', offline ? t('issues.savedOffline') : t('raiseIssue.sent'));
      close();
    } catch (error) {
      notify('negative', error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Drawer
      open={open}
      title={t('raiseIssue.title')}
      placement="bottom"
      size="100%"
      destroyOnHidden
      onClose={() => (touched ? setLeaving(true) : close())}
      styles={{ body: { paddingBlock: 12 }, wrapper: { maxWidth: 640, marginInline: 'auto' } }}
      footer={
        <Button type="primary" size="large" block loading={busy} onClick={() => void submit()}>
          {t('raiseIssue.submit')}
        </Button>
      }
    >
      <Form layout="vertical" requiredMark="optional" onFinish={() => void submit()}>
        <Form.Item label={t('raiseIssue.facility')} required {...help('facility')}>
          <Select
            aria-label={t('raiseIssue.facility')}
            showSearch
            optionFilterProp="label"
            value={values.facilityId}
            onChange={(facility: string) => change({ facilityId: facility })}
            options={choices.facilities.map((facility) => ({ value: facility._id, label: facility.name }))}
          />
        </Form.Item>
        <Form.Item label={t('raiseIssue.parameter')} extra={t('raiseIssue.parameterHelp')}>
          <Select
            aria-label={t('raiseIssue.parameter')}
            allowClear
            showSearch
            optionFilterProp="label"
            value={values.parameterId}
            onChange={(parameterId?: string) => {
              const teamId = defaultTeamOf(parameterId, choices.parameters, choices.teams)?._id;
              change({ parameterId, teamId, assigneeId: undefined });
            }}
            options={choices.parameters.map((parameter) => ({ value: parameter._id, label: parameter.label }))}
          />
        </Form.Item>
        <Form.Item label={t('raiseIssue.titleField')} required={!values.parameterId} {...help('what')}>
          <Input aria-label={t('raiseIssue.titleField')} maxLength={200} value={values.title} onChange={(event) => change({ title: event.target.value })} />
        </Form.Item>
        <Form.Item label={t('raiseIssue.description')} required {...help('description')}>
          <Input.TextArea
            aria-label={t('raiseIssue.description')}
            autoSize={{ minRows: 3, maxRows: 6 }}
            maxLength={2000}
            value={values.description}
            onChange={(event) => change({ description: event.target.value })}
          />
        </Form.Item>
        <Form.Item label={t('raiseIssue.urgency')} required>
          <Segmented<UrgencyLevel>
            block
            aria-label={t('raiseIssue.urgency')}
            value={values.urgencyLevel}
            onChange={(urgencyLevel) => change({ urgencyLevel })}
            options={URGENCIES.map((level) => ({ value: level, label: t(`issues.urgency.${level}`) }))}
          />
        </Form.Item>
        {choices.teams.length > 0 ? (
          <Form.Item label={t('raiseIssue.team')} extra={values.teamId ? null : t('raiseIssue.noTeam')}>
            <Select
              aria-label={t('raiseIssue.team')}
              allowClear
              value={values.teamId}
              onChange={(teamId?: string) => change({ teamId, assigneeId: undefined })}
              options={[...choices.teams].sort((a, b) => a.name.localeCompare(b.name)).map((item) => ({ value: item._id, label: item.name }))}
            />
          </Form.Item>
        ) : null}
        {team ? (
          <Form.Item label={t('raiseIssue.assignee')}>
            <Select
              aria-label={t('raiseIssue.assignee')}
              allowClear
              value={values.assigneeId}
              onChange={(assigneeId?: string) => change({ assigneeId })}
              options={assigneeChoices(team, choices.names)}
              notFoundContent={t('raiseIssue.noMembers')}
            />
          </Form.Item>
        ) : null}
        <Form.Item label={t('raiseIssue.photos')}>
          <Flex gap={8} wrap align="center">
            {urls.map((url, i) => (
              <Flex key={url} vertical align="center" gap={2}>
                <img src={url} alt={t('issues.photoN', { n: i + 1 })} width={72} height={72} style={{ objectFit: 'cover', borderRadius: 6 }} />
                <Button
                  size="small"
                  type="text"
                  danger
                  icon={<DeleteOutlined />}
                  aria-label={t('raiseIssue.removePhoto', { n: i + 1 })}
                  onClick={() => setPhotos((list) => list.filter((_, n) => n !== i))}
                />
              </Flex>
            ))}
            {photos.length < MAX_PHOTOS ? (
              <Button icon={<CameraOutlined />} onClick={() => setCamera(true)}>
                {t('issues.addPhoto')}
              </Button>
            ) : null}
          </Flex>
        </Form.Item>
        {offline ? <Typography.Text type="secondary">{t('raiseIssue.offline')}</Typography.Text> : null}
      </Form>
      <CameraDialog open={camera} onClose={() => setCamera(false)} onCapture={(photo) => setPhotos((list) => [...list, photo])} />
      <Modal
        open={leaving}
        title={t('raiseIssue.discardTitle')}
        okText={t('raiseIssue.discard')}
        okButtonProps={{ danger: true }}
        cancelText={t('raiseIssue.keep')}
        onOk={close}
        onCancel={() => setLeaving(false)}
      >
        {t('raiseIssue.discardBody')}
      </Modal>
    </Drawer>
  );
}
