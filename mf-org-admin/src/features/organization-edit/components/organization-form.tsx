/**
 * The organisation editor on /organization (issue 18, organization-write): name, city, logo,
 * theme colours with a live preview and the WCAG AA check (the primary and background colours
 * are refused below 4.5:1, the secondary is a warning below 3:1: rules' themeContrastProblems, the
 * server's rule too), branding, enableFeedback and the issue due hours. Saving tells the shell
 * (bus 'organization/updated'), which applies the theme at once.
 */
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Flex from 'antd/es/flex';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import InputNumber from 'antd/es/input-number';
import Switch from 'antd/es/switch';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  MAX_ISSUE_DUE_HOURS,
  type Organization,
  type ThemeColorName,
  bus,
  isApiError,
  isHexColor,
  notify,
  themeContrastProblems,
  updateOrganization,
} from 'shared-contracts';
import { useUnsavedPrompt } from '../../../shared/use-unsaved-prompt';
import { type OrganizationFormValues, toFormValues, toUpdateBody } from '../rules/form-values';
import { ColorField } from './color-field';
import { ImageField } from '../../../shared/image-field';
import { ThemePreview } from './theme-preview';

const COLORS: readonly ThemeColorName[] = ['primary', 'secondary', 'background'];
const DUE = [
  ['dueHigh', 'high'],
  ['dueModerate', 'moderate'],
  ['dueLow', 'low'],
] as const;

export function OrganizationForm({
  organization,
  onSaved,
  onCancel,
}: {
  organization: Organization;
  onSaved: (saved: Organization) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('mf-org-admin');
  const [form] = Form.useForm<OrganizationFormValues>();
  const [dirty, setDirty] = useState(false);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  useUnsavedPrompt(dirty);
  const initial = toFormValues(organization);
  const primary = Form.useWatch('primary', form) ?? initial.primary;
  const secondary = Form.useWatch('secondary', form) ?? initial.secondary;
  const background = Form.useWatch('background', form) ?? initial.background;

  const colorRules = (color: ThemeColorName) => [
    { required: true, message: t('organizationEdit.colors.required') },
    {
      validator: async (_: unknown, value: string) => {
        if (value && !isHexColor(value.trim())) throw new Error(t('organizationEdit.colors.invalid'));
      },
    },
    {
      warningOnly: color === 'secondary',
      validator: async (_: unknown, value: string) => {
        const [problem] = themeContrastProblems({ [color]: value?.trim() });
        if (problem)
          throw new Error(t(`organizationEdit.contrast.${problem.severity}.${color}`, { value: problem.value, ratio: problem.ratio, needed: problem.needed }));
      },
    },
  ];

  const save = async (values: OrganizationFormValues) => {
    setSaving(true);
    setFailure(null);
    try {
      const saved = await updateOrganization(organization._id, toUpdateBody(values));
      setDirty(false);
      bus.emit('organization/updated', { organizationId: saved._id });
      notify('positive', t('organizationEdit.saved'));
      onSaved(saved);
    } catch (error) {
      console.error('organisation not saved', error);
      setFailure(isApiError(error) && error.status === 400 ? error.message : t('organizationEdit.failed'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card title={t('organizationEdit.title')}>
      <Form<OrganizationFormValues>
        form={form}
        layout="vertical"
        initialValues={initial}
        onValuesChange={() => setDirty(true)}
        onFinish={(values) => void save(values)}
        scrollToFirstError
      >
        <Form.Item
          name="name"
          label={t('organizationEdit.fields.name')}
          rules={[{ required: true, whitespace: true, message: t('organizationEdit.nameRequired') }]}
        >
          <Input maxLength={200} />
        </Form.Item>
        <Form.Item name="city" label={t('organizationEdit.fields.city')}>
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item name="logoURL" label={t('organizationEdit.fields.logo')}>
          <ImageField label={t('organizationEdit.fields.logo')} />
        </Form.Item>
        <Flex gap="large" wrap>
          {COLORS.map((color) => (
            <Form.Item key={color} name={color} label={t(`organizationEdit.fields.${color}`)} rules={colorRules(color)} style={{ flex: '1 1 200px' }}>
              <ColorField label={t(`organizationEdit.fields.${color}`)} />
            </Form.Item>
          ))}
        </Flex>
        <Form.Item label={t('organizationEdit.preview.title')}>
          <ThemePreview primary={primary} secondary={secondary} background={background} />
        </Form.Item>
        <Form.Item name="brandingImage" label={t('organizationEdit.fields.brandingImage')}>
          <ImageField label={t('organizationEdit.fields.brandingImage')} />
        </Form.Item>
        <Form.Item name="displayName" label={t('organizationEdit.fields.displayName')}>
          <Input maxLength={60} />
        </Form.Item>
        <Form.Item name="enableFeedback" label={t('organizationEdit.fields.enableFeedback')} valuePropName="checked">
          <Switch />
        </Form.Item>
        <fieldset style={{ border: 'none', padding: 0, margin: 0 }}>
          <legend style={{ fontSize: 14, marginBottom: 8 }}>{t('organizationEdit.due.title')}</legend>
          <Flex gap="middle" wrap>
            {DUE.map(([field, urgency]) => (
              <Form.Item
                key={field}
                name={field}
                label={t(`organizationEdit.due.${urgency}`)}
                rules={[
                  { required: true, type: 'integer', min: 1, max: MAX_ISSUE_DUE_HOURS, message: t('organizationEdit.due.range', { max: MAX_ISSUE_DUE_HOURS }) },
                ]}
              >
                <InputNumber min={1} max={MAX_ISSUE_DUE_HOURS} precision={0} style={{ width: 150 }} />
              </Form.Item>
            ))}
          </Flex>
        </fieldset>
        {failure ? <Alert type="error" showIcon title={failure} style={{ marginBottom: 16 }} /> : null}
        <Flex gap="small" wrap>
          <Button type="primary" htmlType="submit" loading={saving}>
            {t('organizationEdit.save')}
          </Button>
          <Button onClick={onCancel}>{t('organizationEdit.cancel')}</Button>
        </Flex>
      </Form>
    </Card>
  );
}
