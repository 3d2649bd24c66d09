import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import theme from 'antd/es/theme';
import Typography from 'antd/es/typography';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { adhocStartFrom } from 'shared-contracts';
import { stickyBottomBar } from 'ui-kit';
import { ParameterButton } from '../features/checklist/components/parameter-button';
import { PendingIssuesDialog } from '../features/checklist/components/pending-issues-dialog';
import { useContinue } from '../features/checklist/hooks/use-continue';
import { DraftStatus } from '../shared/report/components/draft-status';
import { ReportHeader } from '../shared/report/components/report-header';
import { useReportDraft } from '../shared/report/hooks/use-report-draft';
import { toggleParameter } from '../shared/report/rules/report-draft';
import { saveDraft } from '../shared/report/storage/draft-store';
import { useBackFromSubmit } from '../features/submit/back-from-submit';

/**
 * Screen 2, Checklist (/reporting/checklist?facility=<id>, with `adhoc` and `request` for an ad-hoc
 * report: `checklistPath` in shared-contracts): each parameter good or bad, then Continue.
 */
export default function ChecklistPage() {
  const { t } = useTranslation('mf-reporting');
  const { token } = theme.useToken();
  const [params] = useSearchParams();
  const leaving = useBackFromSubmit();
  const { state, update, flush, reload } = useReportDraft(leaving ? null : params.get('facility'), { create: true, adhoc: adhocStartFrom(params) });
  const draft = state.status === 'ready' ? state.draft : null;
  const next = useContinue(draft, async (changed) => {
    await flush();
    await saveDraft(changed);
  });
  if (leaving) return null;
  if (state.status !== 'ready') return <DraftStatus state={state} onRetry={reload} />;
  const { report } = state.draft;
  const bad = report.issueDetails.length;
  return (
    <Flex vertical gap="middle" style={{ paddingBottom: 88 }}>
      <Typography.Title level={3} style={{ margin: 0 }}>
        {t('checklist.title')}
      </Typography.Title>
      <ReportHeader draft={state.draft} />
      <Typography.Text type="secondary">{t('checklist.hint')}</Typography.Text>
      <ul
        aria-label={t('checklist.parameters')}
        style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 12, gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))' }}
      >
        {report.parameters.map((parameter) => (
          <li key={parameter._id}>
            <ParameterButton
              parameter={parameter}
              onToggle={() => update((current) => ({ ...current, report: toggleParameter(current.report, parameter._id, state.teams) }))}
            />
          </li>
        ))}
      </ul>
      <Flex
        justify="space-between"
        align="center"
        gap="middle"
        style={{ ...stickyBottomBar, paddingBlock: 12, background: token.colorBgLayout, borderTop: `1px solid ${token.colorBorderSecondary}` }}
      >
        <Typography.Text>{t('checklist.badCount', { count: bad })}</Typography.Text>
        <Button type="primary" size="large" loading={next.checking} onClick={() => void next.start()}>
          {t('checklist.continue')}
        </Button>
      </Flex>
      <PendingIssuesDialog
        tickets={next.tickets}
        reminding={next.reminding}
        onContinue={() => void next.proceed()}
        onRemind={() => void next.remind()}
        onCancel={next.dismiss}
      />
    </Flex>
  );
}
