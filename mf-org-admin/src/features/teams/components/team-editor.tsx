import ArrowLeftOutlined from '@ant-design/icons/es/icons/ArrowLeftOutlined';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Flex from 'antd/es/flex';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Select from 'antd/es/select';
import Typography from 'antd/es/typography';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { type TeamDetail, type TeamOptions, deleteTeam, getTeamDetail, getTeamOptions, isApiError, saveTeam } from 'shared-contracts';
import { AsyncContent, useAppApis, useAsync, useSession } from 'ui-kit';
import { useUnsavedPrompt } from '../../../shared/use-unsaved-prompt';
import { OpenIssues } from './open-issues';

interface Values {
  name: string;
  label?: string;
  members: string[];
  defaultParameters: string[];
  buildings: string[];
}

interface Loaded {
  options: TeamOptions;
  team: TeamDetail | null;
}

/**
 * /team/add and /team/:id: name, label, members (only fixer-manager or fixer-internal users are
 * offered; the server refuses others), default parameters (an issue on one of them goes to this
 * team by default; a parameter moves here from the team that had it) and the buildings the team
 * looks after. An existing team can be retired unless issues are still open on it (the server says why).
 */
export function TeamEditor({ teamId }: { teamId?: string }) {
  const { t } = useTranslation('mf-org-admin');
  const { user } = useSession();
  const organization = user?.organization ?? '';
  const load = useCallback(
    async (): Promise<Loaded> => ({
      options: await getTeamOptions(organization),
      team: teamId ? await getTeamDetail(organization, teamId) : null,
    }),
    [organization, teamId],
  );
  const state = useAsync(load);
  return (
    <>
      <Link to="/teams" style={{ display: 'inline-flex', gap: 6, alignItems: 'center', minHeight: 44 }}>
        <ArrowLeftOutlined /> {t('teams.title')}
      </Link>
      <AsyncContent state={state} errorTitle={t('teams.loadTeamFailed')} emptyText="" isEmpty={() => false}>
        {(data) => <TeamForm key={data.team?._id ?? 'new'} organization={organization} {...data} />}
      </AsyncContent>
    </>
  );
}

function TeamForm({ organization, options, team }: Loaded & { organization: string }) {
  const { t } = useTranslation('mf-org-admin');
  const { message, modal } = useAppApis();
  const navigate = useNavigate();
  const [form] = Form.useForm<Values>();
  const [dirty, setDirty] = useState(false);
  const [saving, setSaving] = useState(false);
  const [retireError, setRetireError] = useState<string | null>(null);
  useUnsavedPrompt(dirty);
  const initial: Values = {
    name: team?.name ?? '',
    label: team?.label ?? undefined,
    members: team?.members.flatMap((member) => (member._id ? [member._id] : [])) ?? [],
    defaultParameters: team?.defaultParameters.flatMap((parameter) => (parameter._id ? [parameter._id] : [])) ?? [],
    buildings: team?.buildings.flatMap((building) => (building._id ? [building._id] : [])) ?? [],
  };

  const fail = (error: unknown) => {
    console.error(error);
    message.error(isApiError(error) ? error.message : t('teams.messages.failed'));
  };

  const submit = async (values: Values) => {
    setSaving(true);
    try {
      const saved = await saveTeam(organization, {
        ...(team ? { _id: team._id } : {}),
        name: values.name.trim(),
        label: values.label?.trim() || null,
        members: values.members,
        defaultParameters: values.defaultParameters,
        buildings: values.buildings,
      });
      setDirty(false);
      message.success(t('teams.messages.saved', { name: saved.name }));
      if (!team) navigate(`/team/${encodeURIComponent(saved._id)}`, { replace: true });
    } catch (error) {
      fail(error);
    } finally {
      setSaving(false);
    }
  };

  const leave = () => {
    if (!dirty) return void navigate('/teams');
    modal.confirm({
      title: t('teams.form.discardTitle'),
      content: t('teams.form.discardBody'),
      okText: t('teams.form.discard'),
      cancelText: t('teams.form.keepEditing'),
      onOk: () => navigate('/teams'),
    });
  };

  const retire = (current: TeamDetail) =>
    modal.confirm({
      title: t('teams.retire.title', { name: current.name }),
      content: t('teams.retire.body'),
      okText: t('teams.retire.ok'),
      okButtonProps: { danger: true },
      cancelText: t('teams.form.keepEditing'),
      onOk: async () => {
        try {
          await deleteTeam(organization, current._id);
          setDirty(false);
          message.success(t('teams.messages.retired', { name: current.name }));
          navigate('/teams');
        } catch (error) {
          console.error(error);
          // A 409 says why (open issues): shown beside the button, not only in a passing toast.
          setRetireError(isApiError(error) ? error.message : t('teams.messages.failed'));
        }
      },
    });

  const parameterLabel = (parameter: TeamOptions['parameters'][number]) =>
    parameter.defaultTeam && parameter.defaultTeam._id !== team?._id
      ? t('teams.form.parameterOf', { name: parameter.name, team: parameter.defaultTeam.name })
      : parameter.name;

  return (
    <Flex vertical gap={12} style={{ maxWidth: 720 }}>
      <Typography.Title level={3} style={{ margin: 0 }}>
        {team ? team.name : t('teams.form.titleNew')}
      </Typography.Title>
      {team ? (
        <Flex gap={12} wrap align="center">
          <OpenIssues count={team.openIssueCount} />
          {team.buildings.map((building) => (
            <Link key={building._id} to={`/team/building/${encodeURIComponent(building._id ?? '')}`}>
              {building.name}
            </Link>
          ))}
        </Flex>
      ) : null}
      <Card size="small">
        <Form<Values> form={form} layout="vertical" initialValues={initial} onValuesChange={() => setDirty(true)} onFinish={(values) => void submit(values)}>
          <Form.Item
            name="name"
            label={t('teams.form.name')}
            rules={[{ required: true, whitespace: true, message: t('teams.form.nameRequired') }, { max: 200 }]}
          >
            <Input autoFocus={!team} />
          </Form.Item>
          <Form.Item name="label" label={t('teams.form.label')} rules={[{ max: 200 }]}>
            <Input />
          </Form.Item>
          <Form.Item
            name="members"
            label={t('teams.form.members')}
            extra={options.members.length === 0 ? t('teams.form.noCandidates') : t('teams.form.membersHelp')}
          >
            <Select
              mode="multiple"
              showSearch
              optionFilterProp="label"
              options={options.members.map((member) => ({
                value: member._id,
                label: `${member.name} · ${t(`teams.groups.${member.group}`, { defaultValue: member.group })}`,
              }))}
            />
          </Form.Item>
          <Form.Item name="defaultParameters" label={t('teams.form.defaultParameters')} extra={t('teams.form.defaultParametersHelp')}>
            <Select mode="multiple" showSearch optionFilterProp="label" options={options.parameters.map((p) => ({ value: p._id, label: parameterLabel(p) }))} />
          </Form.Item>
          <Form.Item
            name="buildings"
            label={t('teams.form.buildings')}
            extra={options.buildings.length === 0 ? t('teams.form.noBuildings') : t('teams.form.buildingsHelp')}
          >
            <Select
              mode="multiple"
              showSearch
              optionFilterProp="label"
              options={options.buildings.flatMap((building) => (building._id ? [{ value: building._id, label: building.name }] : []))}
            />
          </Form.Item>
          <Flex gap={8} wrap justify="end">
            <Button onClick={leave}>{t('teams.form.cancel')}</Button>
            <Button type="primary" htmlType="submit" loading={saving}>
              {t('teams.form.save')}
            </Button>
          </Flex>
        </Form>
      </Card>
      {team ? (
        <Card size="small" title={t('teams.retire.section')}>
          <Flex vertical gap={8} align="start">
            <Typography.Text type="secondary">{t('teams.retire.help')}</Typography.Text>
            {retireError ? <Alert type="error" showIcon title={retireError} /> : null}
            <Button danger onClick={() => retire(team)}>
              {t('teams.retire.action')}
            </Button>
          </Flex>
        </Card>
      ) : null}
    </Flex>
  );
}
