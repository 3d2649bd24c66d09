import Flex from 'antd/es/flex';
import Typography from 'antd/es/typography';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import type { ReportDetailsProps } from 'shared-contracts';
import { AdditionalDetailsCard } from '../shared/report/components/additional-details-card';
import { IssueCard } from '../shared/report/components/issue-card';
import { OverallCard } from '../features/details/components/overall-card';
import { useSaveReport } from '../features/details/hooks/use-save-report';
import { extraFieldEdits, issueEdits, overallEdits } from '../shared/report/editing/draft-edits';
import { DraftStatus } from '../shared/report/components/draft-status';
import { ReportHeader } from '../shared/report/components/report-header';
import { useCaptureKit } from '../shared/report/hooks/use-capture-kit';
import { useReportDraft } from '../shared/report/hooks/use-report-draft';
import { withAdditionalDetails } from '../shared/report/rules/report-draft';
import { useBackFromSubmit } from '../features/submit/back-from-submit';

/**
 * Screen 3, Issue Details (/reporting/details?facility=<id>): one card per bad parameter, extra
 * details, overall, Submit. mf-adhoc shows it for ad-hoc reports under its own `title`.
 */
export default function DetailsPage({ title }: Partial<ReportDetailsProps>) {
  const { t } = useTranslation('mf-reporting');
  const [params] = useSearchParams();
  const leaving = useBackFromSubmit();
  const { state, update, flush, reload } = useReportDraft(leaving ? null : params.get('facility'), { create: false });
  const kit = useCaptureKit();
  const { save, saving, showErrors, modalHolder } = useSaveReport(flush);
  const ready = state.status === 'ready';

  // The extra-field data is built once, when the details open (values already typed are kept).
  useEffect(() => {
    if (ready) update((draft) => ({ ...draft, stage: 'details', report: withAdditionalDetails(draft.report) }));
  }, [ready, update]);

  if (leaving) return null;
  if (state.status !== 'ready') return <DraftStatus state={state} onRetry={reload} />;
  const { draft, teams } = state;
  const { report } = draft;
  return (
    <Flex vertical gap="middle" style={{ maxWidth: 760 }}>
      {modalHolder}
      <Typography.Title level={3} style={{ margin: 0 }}>
        {title ?? t('details.title')}
      </Typography.Title>
      <ReportHeader draft={draft} />
      {report.issueDetails.map((issue) => (
        <IssueCard
          key={issue.parameter}
          issue={issue}
          teams={teams}
          blobs={draft.media}
          kit={kit}
          showErrors={showErrors}
          {...issueEdits(update, issue.parameter)}
        />
      ))}
      <AdditionalDetailsCard
        props={report.paramProps}
        labels={new Map(report.parameters.map((parameter) => [parameter._id, parameter.label]))}
        blobs={draft.media}
        kit={kit}
        showErrors={showErrors}
        {...extraFieldEdits(update)}
      />
      <OverallCard
        report={report}
        blobs={draft.media}
        kit={kit}
        showErrors={showErrors}
        submitting={saving}
        {...overallEdits(update)}
        onSubmit={() => void save(draft)}
      />
    </Flex>
  );
}
