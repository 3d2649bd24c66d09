import Button from 'antd/es/button';
import Drawer from 'antd/es/drawer';
import Flex from 'antd/es/flex';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Select from 'antd/es/select';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type FacilityAdminRow, type FacilityKind, type InspectionMode, type ReportingType, isApiError, saveAdminFacility } from 'shared-contracts';
import { useAppApis } from 'ui-kit';
import { type PlaceOptions, useTemplateOptions } from '../hooks/use-place-options';
import { useUnsavedPrompt } from '../../../shared/use-unsaved-prompt';

interface Values {
  name: string;
  facilityType?: string;
  location?: string;
  reportingType: ReportingType;
  inspectionMode: InspectionMode;
  checklistTemplate?: string;
  fmsTicketId?: string;
}

interface FacilityFormProps {
  kind: FacilityKind;
  /** The facility to edit; none for a new one. */
  editing: FacilityAdminRow | null;
  options: PlaceOptions;
  onClose: () => void;
  onSaved: (row: FacilityAdminRow) => void;
}

const REPORTING_TYPES: ReportingType[] = ['scheduled', 'adhoc', 'adhoc-desk', 'feedback-request'];

/** Create or edit a facility in a drawer: field messages, a save that says it saved, and a prompt before unsaved changes are lost. */
export function FacilityForm({ kind, editing, options, onClose, onSaved }: FacilityFormProps) {
  const { t } = useTranslation('mf-org-admin');
  const { message, modal } = useAppApis();
  const [form] = Form.useForm<Values>();
  const [dirty, setDirty] = useState(false);
  const [saving, setSaving] = useState(false);
  useUnsavedPrompt(dirty);
  const reportingType = Form.useWatch('reportingType', form);
  const templates = useTemplateOptions();
  const initial: Values = {
    name: editing?.name ?? '',
    facilityType: editing?.facilityType?._id,
    location: editing?.location?._id,
    reportingType: (editing?.reportingType as ReportingType | undefined) ?? 'scheduled',
    inspectionMode: editing?.inspectionMode ?? 0,
    fmsTicketId: editing?.fmsTicketId ?? undefined,
  };

  const close = () => {
    if (!dirty) return onClose();
    modal.confirm({
      title: t('facilities.form.discardTitle'),
      content: t('facilities.form.discardBody'),
      okText: t('facilities.form.discard'),
      cancelText: t('facilities.form.keepEditing'),
      onOk: onClose,
    });
  };

  const submit = async (values: Values) => {
    setSaving(true);
    try {
      const saved = await saveAdminFacility(
        {
          ...values,
          kind,
          name: values.name.trim(),
          facilityType: values.facilityType ?? null,
          location: values.location ?? null,
          checklistTemplate: values.checklistTemplate ?? null,
          fmsTicketId: values.fmsTicketId?.trim() || null,
        },
        editing?._id,
      );
      setDirty(false);
      message.success(t('facilities.messages.saved'));
      onSaved(saved);
    } catch (error) {
      console.error(error);
      message.error(isApiError(error) ? error.message : t('facilities.messages.actionFailed'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Drawer
      open
      destroyOnHidden
      size={480}
      title={editing ? t('facilities.form.titleEdit', { name: editing.name }) : t(`facilities.form.titleNew.${kind}`)}
      onClose={close}
      footer={
        <Flex gap={8} justify="end">
          <Button onClick={close}>{t('facilities.form.cancel')}</Button>
          <Button type="primary" loading={saving} onClick={() => form.submit()}>
            {t('facilities.form.save')}
          </Button>
        </Flex>
      }
    >
      <Form<Values> form={form} layout="vertical" initialValues={initial} onValuesChange={() => setDirty(true)} onFinish={(values) => void submit(values)}>
        <Form.Item
          name="name"
          label={t('facilities.form.name')}
          rules={[{ required: true, whitespace: true, message: t('facilities.form.nameRequired') }, { max: 200 }]}
        >
          <Input autoFocus />
        </Form.Item>
        <Form.Item name="facilityType" label={t('facilities.form.type')}>
          <Select allowClear showSearch optionFilterProp="label" options={options.types.map((type) => ({ value: type._id, label: type.name }))} />
        </Form.Item>
        <Form.Item name="location" label={t('facilities.form.location')}>
          <Select
            allowClear
            showSearch
            optionFilterProp="label"
            options={options.locations.map((location) => ({ value: location._id, label: location.name }))}
          />
        </Form.Item>
        <Form.Item name="reportingType" label={t('facilities.form.reportingType')}>
          <Select options={REPORTING_TYPES.map((value) => ({ value, label: t(`facilities.reportingType.${value}`) }))} />
        </Form.Item>
        {reportingType === 'feedback-request' ? (
          <Form.Item
            name="fmsTicketId"
            label={t('facilities.form.ticket')}
            rules={[{ required: true, whitespace: true, message: t('facilities.form.ticketRequired') }, { max: 200 }]}
          >
            <Input />
          </Form.Item>
        ) : null}
        <Form.Item name="inspectionMode" label={t('facilities.form.inspectionMode')}>
          <Select options={([0, 1, 2] as const).map((value) => ({ value, label: t(`facilities.inspectionMode.${value}`) }))} />
        </Form.Item>
        <Form.Item name="checklistTemplate" label={t('facilities.form.checklist')} extra={t('facilities.form.checklistHelp')}>
          <Select
            allowClear
            placeholder={editing ? t('facilities.form.keepChecklist') : undefined}
            options={templates.flatMap((template) => (template._id ? [{ value: template._id, label: template.name }] : []))}
          />
        </Form.Item>
      </Form>
    </Drawer>
  );
}
