/**
 * Stage 3, 'Review your entries': the inspections, the issues, the additional details, the
 * required parameter images and the overall note, then Submit.
 */
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Descriptions from 'antd/es/descriptions';
import Flex from 'antd/es/flex';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import { useTranslation } from 'react-i18next';
import type { Report, Team } from 'shared-contracts';
import { overallImageCount } from '../../../shared/report/rules/validate-report';
import { parameterPhotos } from '../rules/wizard-rules';

interface ReviewStageProps {
  report: Report;
  teams: readonly Team[];
  submitting: boolean;
  onBack: () => void;
  onSubmit: () => void;
}

export function ReviewStage({ report, teams, submitting, onBack, onSubmit }: ReviewStageProps) {
  const { t } = useTranslation('mf-reporting');
  const teamName = (id: string | null | undefined) => teams.find((team) => team._id === id)?.label ?? teams.find((team) => team._id === id)?.name ?? '—';
  const withFields = report.paramProps.filter((props) => props.isEnabled && (props.fields?.length ?? 0) > 0);
  const withImages = report.parameters.map((parameter) => ({ parameter, ...parameterPhotos(report, parameter._id) })).filter((entry) => entry.required > 0);
  const voices = report.overall.media.filter((item) => item.type === 'audio/ogg').length;
  const labelOf = (id: string) => report.parameters.find((parameter) => parameter._id === id)?.label ?? id;
  return (
    <Flex vertical gap="middle">
      <Typography.Title level={4} style={{ margin: 0 }}>
        {t('wizard.review.title')}
      </Typography.Title>
      <Card size="small" title={t('wizard.review.inspections')} role="region" aria-label={t('wizard.review.inspections')}>
        <Flex wrap gap="small">
          {report.parameters.map((parameter) => (
            <Tag key={parameter._id} color={parameter.statusOk ? 'success' : 'error'}>
              {t('checklist.parameter', { label: parameter.label, state: t(parameter.statusOk ? 'checklist.good' : 'checklist.bad') })}
            </Tag>
          ))}
        </Flex>
      </Card>
      {report.issueDetails.length > 0 && (
        <Card size="small" title={t('wizard.review.issues')} role="region" aria-label={t('wizard.review.issues')}>
          <Flex vertical gap="middle">
            {report.issueDetails.map((issue) => (
              <Descriptions
                key={issue.parameter}
                size="small"
                column={1}
                title={issue.label}
                items={[
                  { key: 'description', label: t('details.issue.description'), children: issue.description },
                  { key: 'urgency', label: t('details.issue.urgency'), children: t(`details.urgency.${issue.urgencyLevel}`) },
                  { key: 'team', label: t('details.issue.assignTo'), children: teamName(issue.assignedTeamName) },
                  ...(issue.paramQuantity > 1
                    ? [{ key: 'quantity', label: t('details.issue.affectedQuantity'), children: `${issue.affectedParamsCount} / ${issue.paramQuantity}` }]
                    : []),
                  { key: 'media', label: t('details.media.list'), children: String(issue.media.length) },
                ]}
              />
            ))}
          </Flex>
        </Card>
      )}
      {withFields.length > 0 && (
        <Card size="small" title={t('details.additional.title')} role="region" aria-label={t('wizard.review.additional')}>
          <Descriptions
            size="small"
            column={1}
            items={withFields.flatMap((props) =>
              (props.fields ?? []).map((field) => ({
                key: `${props.id}-${field.name}`,
                label: `${labelOf(props.id)} · ${field.label}`,
                children: field.value,
              })),
            )}
          />
        </Card>
      )}
      {withImages.length > 0 && (
        <Card size="small" title={t('wizard.requiredImages.title')} role="region" aria-label={t('wizard.requiredImages.title')}>
          <Descriptions
            size="small"
            column={1}
            items={withImages.map(({ parameter, taken, required }) => ({
              key: parameter._id,
              label: parameter.label,
              children: t('wizard.requiredImages.count', { taken, required }),
            }))}
          />
        </Card>
      )}
      <Card size="small" title={t('details.overall.title')} role="region" aria-label={t('wizard.review.overall')}>
        <Descriptions
          size="small"
          column={1}
          items={[
            { key: 'description', label: t('details.overall.description'), children: report.overall.description },
            { key: 'photos', label: t('wizard.review.photos'), children: String(overallImageCount(report)) },
            { key: 'voice', label: t('wizard.review.voice'), children: String(voices) },
          ]}
        />
      </Card>
      <Flex justify="space-between" gap="middle">
        <Button size="large" onClick={onBack}>
          {t('wizard.back')}
        </Button>
        <Button type="primary" size="large" loading={submitting} onClick={onSubmit}>
          {t('details.submit')}
        </Button>
      </Flex>
    </Flex>
  );
}
