/**
 * Screen 4, the wizard-style inspection (/reporting/deep for inspection mode 1, /reporting/idetails
 * for mode 2, and their /reports/* aliases): intro, a swipeable card per parameter, the overall
 * note, the review. Next, Prev, the parameter selector and a swipe all validate the current card
 * first; a refusal says why, vibrates for 1000 ms, shakes the card and stays. The position is
 * saved with the report, so a reload resumes on the same card.
 */
import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import List from 'antd/es/list';
import Select from 'antd/es/select';
import Tag from 'antd/es/tag';
import theme from 'antd/es/theme';
import Typography from 'antd/es/typography';
import { type PointerEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { connectivity, notify, parametersMissingPhoto } from 'shared-contracts';
import { stickyBottomBar } from 'ui-kit';
import { PendingIssuesDialog } from '../features/checklist/components/pending-issues-dialog';
import { usePendingIssues } from '../features/checklist/hooks/use-pending-issues';
import { OverallCard } from '../features/details/components/overall-card';
import { useSaveReport } from '../features/details/hooks/use-save-report';
import { extraFieldEdits, issueEdits, overallEdits } from '../shared/report/editing/draft-edits';
import { DraftStatus } from '../shared/report/components/draft-status';
import { ReportHeader } from '../shared/report/components/report-header';
import { useCaptureKit } from '../shared/report/hooks/use-capture-kit';
import { useReportDraft } from '../shared/report/hooks/use-report-draft';
import { addMedia, newMediaKey } from '../shared/report/rules/media-edit';
import { type ReportDraft, toggleParameter, withAdditionalDetails } from '../shared/report/rules/report-draft';
import { requiredOverallImages } from '../shared/report/rules/validate-report';
import { useBackFromSubmit } from '../features/submit/back-from-submit';
import { ParameterCard } from '../features/wizard/components/parameter-card';
import { type ImageCount, RequiredImagesDialog } from '../features/wizard/components/required-images-dialog';
import { ReviewStage } from '../features/wizard/components/review-stage';
import { WizardProgress } from '../features/wizard/components/wizard-progress';
import {
  maxPosition,
  nextPhotoSlot,
  overallComplete,
  parameterAt,
  parametersShortOfImages,
  progressPercent,
  stageAt,
  validateCard,
} from '../features/wizard/rules/wizard-rules';

const SWIPE_PX = 60;
const shake: Keyframe[] = [0, -12, 12, -8, 8, -4, 0].map((x) => ({ transform: `translateX(${x}px)` }));

export default function WizardPage() {
  const { t } = useTranslation('mf-reporting');
  const [params] = useSearchParams();
  const leaving = useBackFromSubmit();
  const { state, update, flush, reload } = useReportDraft(leaving ? null : params.get('facility'), { create: false });
  const kit = useCaptureKit();
  const { save, saving, modalHolder } = useSaveReport(flush);
  const pending = usePendingIssues();
  const [showErrors, setShowErrors] = useState(false);
  const [shortOf, setShortOf] = useState<ImageCount[] | null>(null);
  const card = useRef<HTMLDivElement>(null);
  const { token } = theme.useToken();
  const swipeFrom = useRef<number | null>(null);

  if (leaving) return null;
  if (state.status !== 'ready') return <DraftStatus state={state} onRetry={reload} />;
  const { draft, teams } = state;
  const { report } = draft;
  const n = report.parameters.length;
  const max = maxPosition(report);
  const position = Math.min(Math.max(draft.wizardStep ?? 0, 0), max);
  const stage = stageAt(position, report);
  const parameter = stage === 1 ? parameterAt(position, report) : null;

  const goTo = (next: number, patch: Partial<ReportDraft> = {}) => {
    setShowErrors(false);
    update((current) => ({ ...current, ...patch, wizardStep: next }));
    window.scrollTo({ top: 0 });
  };

  const refuse = (message: string) => {
    setShowErrors(true);
    notify('notification', message);
    navigator.vibrate?.(1000);
    card.current?.animate?.(shake, { duration: 400 });
  };

  /** From a card to another position: the card must validate; leaving the last one checks every parameter's images. */
  const move = async (to: number) => {
    if (parameter) {
      const problem = validateCard(report, parameter._id);
      if (problem) return refuse(t(problem));
    }
    if (stage === 1 && to === n + 1) {
      // Issue 19: every bad answer whose parameter requires a photo has one before the overall note.
      const unphotographed = parametersMissingPhoto(report)[0];
      if (unphotographed) {
        goTo(report.parameters.findIndex((p) => p._id === unphotographed._id) + 1);
        return refuse(t('requiredPhoto.message'));
      }
      const short = parametersShortOfImages(report);
      if (short.length > 0) {
        setShortOf(short);
        return refuse(t('wizard.errors.minImages', { n: short[0]?.required ?? 0 }));
      }
      // Bad parameters added since the checklist's check are checked for pending similar issues.
      const checked = new Set(draft.checkedBad ?? []);
      const added = report.issueDetails.filter((detail) => !checked.has(detail.parameter));
      const checkedBad = report.issueDetails.map((detail) => detail.parameter);
      if (report.reportingType === 'scheduled' && added.length > 0 && !connectivity.isOffline() && (await pending.check({ ...report, issueDetails: added }))) {
        return update((current) => ({ ...current, checkedBad }));
      }
      return goTo(to, { checkedBad });
    }
    goTo(to);
  };

  const onPointerDown = (event: PointerEvent) => {
    swipeFrom.current = event.pointerType === 'touch' ? event.clientX : null;
  };
  const onPointerUp = (event: PointerEvent) => {
    const from = swipeFrom.current;
    swipeFrom.current = null;
    if (from === null) return;
    const dx = event.clientX - from;
    if (dx <= -SWIPE_PX) void move(position + 1);
    else if (dx >= SWIPE_PX && position > 1) void move(position - 1);
  };

  let body;
  if (stage === 0) {
    body = (
      <Flex vertical gap="middle">
        <ReportHeader draft={draft} />
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          {t('wizard.intro')}
        </Typography.Paragraph>
        <List
          size="small"
          bordered
          header={<Typography.Text strong>{t('wizard.parameters')}</Typography.Text>}
          dataSource={report.parameters}
          renderItem={(item) => (
            <List.Item extra={<Tag color={item.statusOk ? 'success' : 'error'}>{t(item.statusOk ? 'wizard.good' : 'wizard.bad')}</Tag>}>{item.label}</List.Item>
          )}
        />
        <Button type="primary" size="large" block onClick={() => goTo(1, { stage: 'details', report: withAdditionalDetails(report) })}>
          {t('wizard.start')}
        </Button>
      </Flex>
    );
  } else if (stage === 1 && parameter) {
    body = (
      <Flex vertical gap="middle">
        <Flex gap="small" align="center">
          <Select
            style={{ flex: 1, minWidth: 0 }}
            value={position}
            aria-label={t('wizard.select')}
            options={report.parameters.map((item, index) => ({ value: index + 1, label: item.label }))}
            onChange={(to: number) => void move(to)}
          />
          <Typography.Text strong aria-label={t('wizard.cardOf', { n: position, total: n })}>{`${position}/${n}`}</Typography.Text>
        </Flex>
        <div ref={card} onPointerDown={onPointerDown} onPointerUp={onPointerUp} style={{ touchAction: 'pan-y' }} role="group" aria-label={parameter.label}>
          <ParameterCard
            report={report}
            parameter={parameter}
            teams={teams}
            blobs={draft.media}
            kit={kit}
            showErrors={showErrors}
            onToggle={() => update((current) => ({ ...current, report: toggleParameter(current.report, parameter._id, teams) }))}
            issueEdits={issueEdits(update, parameter._id)}
            onPhoto={(photo) =>
              update((current) => {
                const slot = nextPhotoSlot(current.report, parameter._id);
                return slot === null ? current : addMedia(current, { kind: 'slot', propsId: parameter._id, slot }, photo, newMediaKey());
              })
            }
            fieldEdits={extraFieldEdits(update)}
          />
        </div>
        {/* On phones the shell's bottom bar and quick-scan button: Next stays above and clear of them. */}
        <Flex justify="space-between" gap="middle" style={{ ...stickyBottomBar, paddingBlock: 12, background: token.colorBgLayout }}>
          <Button size="large" disabled={position <= 1} onClick={() => void move(position - 1)}>
            {t('wizard.prev')}
          </Button>
          <Button type="primary" size="large" loading={pending.checking} onClick={() => void move(position + 1)}>
            {position === n ? t('wizard.overall') : t('wizard.next')}
          </Button>
        </Flex>
      </Flex>
    );
  } else if (stage === 2) {
    body = (
      <Flex vertical gap="middle">
        <OverallCard
          report={report}
          blobs={draft.media}
          kit={kit}
          showErrors={showErrors}
          submitting={false}
          action={{ label: t('wizard.review.action'), gated: false }}
          {...overallEdits(update)}
          onSubmit={() => (overallComplete(report, requiredOverallImages(report)) ? goTo(n + 2) : refuse(t('wizard.errors.overall')))}
        />
        <Button size="large" onClick={() => goTo(n)} style={{ alignSelf: 'flex-start' }}>
          {t('wizard.back')}
        </Button>
      </Flex>
    );
  } else {
    body = <ReviewStage report={report} teams={teams} submitting={saving} onBack={() => goTo(n + 1)} onSubmit={() => void save(draft)} />;
  }

  return (
    <Flex vertical gap="middle" style={{ maxWidth: 760 }} ref={stage === 1 ? undefined : card}>
      {modalHolder}
      <Typography.Title level={3} style={{ margin: 0 }}>
        {t('wizard.title')}
      </Typography.Title>
      <WizardProgress position={position} max={max} percent={progressPercent(position, report)} />
      {body}
      <PendingIssuesDialog
        tickets={pending.tickets}
        reminding={pending.reminding}
        onContinue={() => {
          pending.dismiss();
          goTo(n + 1);
        }}
        onRemind={() => void pending.remind()}
        onCancel={pending.dismiss}
      />
      <RequiredImagesDialog
        counts={shortOf}
        onClose={() => setShortOf(null)}
        onGoTo={(parameterId) => {
          setShortOf(null);
          goTo(report.parameters.findIndex((item) => item._id === parameterId) + 1);
        }}
      />
    </Flex>
  );
}
