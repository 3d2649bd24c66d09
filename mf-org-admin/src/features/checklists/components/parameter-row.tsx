import ArrowDownOutlined from '@ant-design/icons/es/icons/ArrowDownOutlined';
import ArrowUpOutlined from '@ant-design/icons/es/icons/ArrowUpOutlined';
import DeleteOutlined from '@ant-design/icons/es/icons/DeleteOutlined';
import HolderOutlined from '@ant-design/icons/es/icons/HolderOutlined';
import AutoComplete from 'antd/es/auto-complete';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Flex from 'antd/es/flex';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import InputNumber from 'antd/es/input-number';
import Select from 'antd/es/select';
import Switch from 'antd/es/switch';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_PARAMETER_QUANTITY } from 'shared-contracts';
import { ImageField } from '../../../shared/image-field';
import { type DraftError, type DraftRow, tagsOf } from '../rules/checklist-draft';

interface ParameterRowProps {
  row: DraftRow;
  index: number;
  count: number;
  error?: DraftError;
  categories: string[];
  teams: string[];
  readOnly: boolean;
  /** The callbacks name the row (its key, or its index for moves), so one stable callback serves every row. */
  onChange: (row: DraftRow) => void;
  onMove: (from: number, to: number) => void;
  onRetire: (key: string) => void;
  /** Drag and drop: the row at this index was picked up, or another row was dropped on it. */
  onDragStart: (index: number) => void;
  onDrop: (index: number) => void;
}

/**
 * One parameter of the checklist: its name, picture, category, default team, quantity, whether a bad
 * answer needs a photo, and the issue tags of a bad answer; move or retire it. Memoised: an edit of one
 * row re-renders that row only (each holds an image upload, selects and a number input), as long as the
 * editor passes the same callbacks every time.
 */
export const ParameterRow = memo(function ParameterRow({
  row,
  index,
  count,
  error,
  categories,
  teams,
  readOnly,
  onChange,
  onMove,
  onRetire,
  onDragStart,
  onDrop,
}: ParameterRowProps) {
  const { t } = useTranslation('mf-org-admin');
  const name = row.label.trim() || t('checklists.parameter.untitled', { n: index + 1 });
  const id = `parameter-${row.key}`;
  return (
    <Card
      size="small"
      data-testid="checklist-parameter"
      onDragOver={(event) => event.preventDefault()}
      onDrop={(event) => {
        event.preventDefault();
        onDrop(index);
      }}
      title={
        <Flex align="center" gap={8}>
          {readOnly ? null : (
            <span
              draggable
              onDragStart={(event) => {
                event.dataTransfer.effectAllowed = 'move';
                onDragStart(index);
              }}
              role="img"
              aria-label={t('checklists.parameter.drag')}
              title={t('checklists.parameter.drag')}
              style={{ cursor: 'grab' }}
            >
              <HolderOutlined />
            </span>
          )}
          <span>{index + 1}.</span>
          <span style={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>{name}</span>
          {row._id ? null : <span style={{ fontWeight: 'normal', fontSize: 12 }}>({t('checklists.parameter.new')})</span>}
        </Flex>
      }
      extra={
        readOnly ? null : (
          <Flex gap={2}>
            <Button
              type="text"
              size="small"
              icon={<ArrowUpOutlined />}
              disabled={index === 0}
              aria-label={t('checklists.parameter.up', { name })}
              onClick={() => onMove(index, index - 1)}
            />
            <Button
              type="text"
              size="small"
              icon={<ArrowDownOutlined />}
              disabled={index === count - 1}
              aria-label={t('checklists.parameter.down', { name })}
              onClick={() => onMove(index, index + 1)}
            />
            <Button
              type="text"
              size="small"
              danger
              icon={<DeleteOutlined />}
              aria-label={t('checklists.parameter.retire', { name })}
              onClick={() => onRetire(row.key)}
            />
          </Flex>
        )
      }
    >
      <Form layout="vertical" component="div" disabled={readOnly}>
        <Form.Item
          label={t('checklists.parameter.name')}
          htmlFor={`${id}-label`}
          validateStatus={error ? 'error' : undefined}
          help={error ? t(`checklists.errors.${error}`) : undefined}
          style={{ marginBottom: 8 }}
        >
          <Input id={`${id}-label`} value={row.label} maxLength={200} onChange={(event) => onChange({ ...row, label: event.target.value })} />
        </Form.Item>
        <Flex gap={8} wrap>
          <Form.Item label={t('checklists.parameter.category')} htmlFor={`${id}-category`} style={{ flex: '1 1 140px', marginBottom: 8 }}>
            <AutoComplete
              id={`${id}-category`}
              value={row.category ?? ''}
              options={categories.map((value) => ({ value }))}
              onChange={(value: string) => onChange({ ...row, category: value || null })}
              filterOption={(input, option) =>
                String(option?.value ?? '')
                  .toLowerCase()
                  .includes(input.toLowerCase())
              }
            />
          </Form.Item>
          <Form.Item label={t('checklists.parameter.team')} htmlFor={`${id}-team`} style={{ flex: '1 1 140px', marginBottom: 8 }}>
            <Select
              id={`${id}-team`}
              allowClear
              value={row.defaultTeamName ?? undefined}
              placeholder={t('checklists.parameter.noTeam')}
              options={teams.map((value) => ({ value, label: value }))}
              onChange={(value?: string) => onChange({ ...row, defaultTeamName: value ?? null })}
            />
          </Form.Item>
        </Flex>
        <Flex gap={8} wrap align="end">
          <Form.Item
            label={t('checklists.parameter.quantity')}
            htmlFor={`${id}-quantity`}
            extra={t('checklists.parameter.quantityHelp')}
            style={{ flex: '1 1 140px', marginBottom: 8 }}
          >
            <InputNumber
              id={`${id}-quantity`}
              min={1}
              max={MAX_PARAMETER_QUANTITY}
              precision={0}
              value={row.quantity}
              style={{ width: '100%' }}
              onChange={(value) => onChange({ ...row, quantity: typeof value === 'number' ? value : 0 })}
            />
          </Form.Item>
          <Form.Item
            label={t('checklists.parameter.photoRequired')}
            htmlFor={`${id}-photo`}
            extra={t('checklists.parameter.photoRequiredHelp')}
            style={{ flex: '1 1 180px', marginBottom: 8 }}
          >
            <Switch id={`${id}-photo`} checked={row.photoRequired} onChange={(checked) => onChange({ ...row, photoRequired: checked })} />
          </Form.Item>
        </Flex>
        <Form.Item label={t('checklists.parameter.image')} style={{ marginBottom: 8 }}>
          <ImageField label={t('checklists.parameter.imageOf', { name })} value={row.img} onChange={(img) => onChange({ ...row, img })} />
        </Form.Item>
        <Form.Item label={t('checklists.parameter.tags')} htmlFor={`${id}-tags`} extra={t('checklists.parameter.tagsHelp')} style={{ marginBottom: 0 }}>
          <Select
            id={`${id}-tags`}
            mode="tags"
            value={row.tags.map((tag) => tag.name)}
            tokenSeparators={[',']}
            onChange={(names: string[]) => onChange({ ...row, tags: tagsOf(names, row.tags) })}
          />
        </Form.Item>
      </Form>
    </Card>
  );
});
