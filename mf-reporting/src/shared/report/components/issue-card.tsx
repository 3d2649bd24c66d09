import Card from 'antd/es/card';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import InputNumber from 'antd/es/input-number';
import Radio from 'antd/es/radio';
import Select from 'antd/es/select';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { CapturedPhoto, CapturedVoice, IssueDetail, LocalMediaBlob, Team, UrgencyLevel } from 'shared-contracts';
import type { CaptureKitModule } from 'ui-kit';
import { validateAffectedQuantity } from '../rules/validate-report';
import { CaptureButtons } from './capture-buttons';
import { MediaList } from './media-list';
import { assetUrl } from 'shared-contracts';

const urgencies: UrgencyLevel[] = ['low', 'moderate', 'high'];

interface IssueCardProps {
  issue: IssueDetail;
  teams: readonly Team[];
  blobs: readonly LocalMediaBlob[];
  kit: CaptureKitModule | null;
  /** Show the required-field errors (after a Submit attempt). */
  showErrors: boolean;
  onChange: (patch: Partial<IssueDetail>) => void;
  onCapture: (captured: CapturedPhoto | CapturedVoice) => void;
  onRemoveMedia: (path: string) => void;
}

/** One bad parameter (spec 000 Screen 3): description, quantity, tags, team, urgency, media. */
export function IssueCard({ issue, teams, blobs, kit, showErrors, onChange, onCapture, onRemoveMedia }: IssueCardProps) {
  const { t } = useTranslation('mf-reporting');
  const id = useId();
  const quantityError = issue.paramQuantity > 1 ? validateAffectedQuantity(issue.affectedParamsCount, issue.paramQuantity) : null;
  const descriptionMissing = showErrors && issue.description.trim() === '';
  const img = assetUrl(issue.img);
  return (
    <Card
      size="small"
      role="region"
      aria-label={t('details.issue.label', { label: issue.label })}
      title={
        <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
          {img && <img src={img} alt="" width={28} height={28} style={{ objectFit: 'contain' }} />}
          {issue.label}
        </span>
      }
    >
      <Form layout="vertical" component="div">
        <Form.Item
          htmlFor={`${id}-description`}
          label={t('details.issue.description')}
          required
          validateStatus={descriptionMissing ? 'error' : undefined}
          help={descriptionMissing ? t('details.issue.descriptionRequired') : undefined}
        >
          <Input.TextArea
            id={`${id}-description`}
            value={issue.description}
            autoSize={{ minRows: 2, maxRows: 6 }}
            maxLength={2000}
            onChange={(event) => onChange({ description: event.target.value })}
          />
        </Form.Item>
        {issue.paramQuantity > 1 && (
          <Form.Item
            htmlFor={`${id}-quantity`}
            label={t('details.issue.affectedQuantity')}
            validateStatus={quantityError ? 'error' : undefined}
            help={quantityError ? t(quantityError.key, quantityError.key === 'details.quantity.max' ? { quantity: quantityError.quantity } : {}) : undefined}
          >
            <InputNumber
              id={`${id}-quantity`}
              value={issue.affectedParamsCount}
              precision={0}
              suffix={`/ ${issue.paramQuantity}`}
              style={{ width: 160 }}
              onChange={(value) => onChange({ affectedParamsCount: typeof value === 'number' ? value : 0 })}
            />
          </Form.Item>
        )}
        {issue.tags.length > 0 && (
          <Form.Item htmlFor={`${id}-tags`} label={t('details.issue.tags')}>
            <Select
              id={`${id}-tags`}
              mode="multiple"
              value={issue.selectedTags}
              options={issue.tags.map((tag) => ({ value: tag._id, label: tag.name }))}
              onChange={(selectedTags: string[]) => onChange({ selectedTags })}
              placeholder={t('details.issue.tagsPlaceholder')}
            />
          </Form.Item>
        )}
        <Form.Item htmlFor={`${id}-team`} label={t('details.issue.assignTo')}>
          <Select
            id={`${id}-team`}
            value={issue.assignedTeamName ?? undefined}
            allowClear
            options={teams.map((team) => ({ value: team._id, label: team.label ?? team.name }))}
            onChange={(team: string | undefined) => onChange({ assignedTeamName: team ?? null })}
            placeholder={t('details.issue.assignPlaceholder')}
          />
        </Form.Item>
        <Form.Item label={t('details.issue.urgency')}>
          <Radio.Group
            value={issue.urgencyLevel}
            onChange={(event) => onChange({ urgencyLevel: event.target.value as UrgencyLevel })}
            optionType="button"
            buttonStyle="solid"
          >
            {urgencies.map((level) => (
              <Radio.Button key={level} value={level}>
                {t(`details.urgency.${level}`)}
              </Radio.Button>
            ))}
          </Radio.Group>
        </Form.Item>
        <CaptureButtons kit={kit} onCapture={onCapture} />
        <div style={{ marginTop: 12 }}>
          <MediaList items={issue.media} blobs={blobs} onRemove={onRemoveMedia} />
        </div>
      </Form>
    </Card>
  );
}
