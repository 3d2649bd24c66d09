/**
 * /organization/new: the activation key, then the four steps with their progress (0.25, 0.5,
 * 0.75, 1 'Done!'), what each did, Retry on a failed step, and 'Open organization' at the end.
 */
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Progress from 'antd/es/progress';
import Result from 'antd/es/result';
import Steps from 'antd/es/steps';
import { useTranslation } from 'react-i18next';
import { Spinner } from 'ui-kit';
import { type ActivationStep, activationSteps, nextStep, progressOf } from '../rules/activation-steps';
import { type StepResult, useActivation } from '../hooks/use-activation';

interface Props {
  /** Opens the activated organisation (the switch, through the session's owner). */
  onOpen: (organizationId: string) => void;
  opening: boolean;
}

export function ActivationStepper({ onOpen, opening }: Props) {
  const { t } = useTranslation('mf-org-admin');
  const activation = useActivation();
  const { memory, setup, running, failed, results, resuming } = activation;
  const next = nextStep(setup);
  const done = setup !== null && next === null;
  const progress = progressOf(setup);

  const describe = (step: ActivationStep, result: StepResult | undefined): string => {
    if (result?.step === 'activate') return t('activation.did.activate', { name: result.name });
    if (result?.step === 'facilities')
      return result.count === null ? t('activation.did.facilitiesDone') : t('activation.did.facilities', { count: result.count });
    if (result?.step === 'templates') return result.count === null ? t('activation.did.templatesDone') : t('activation.did.templates', { count: result.count });
    if (result?.step === 'configure') return result.message || t('activation.did.configure');
    if (running === step) return t('activation.running');
    return statusOf(step) === 'finish' ? t('activation.did.earlier') : '';
  };

  const statusOf = (step: ActivationStep) => {
    if (failed?.step === step) return 'error' as const;
    if (running === step) return 'process' as const;
    if (setup && (next === null || activationSteps.indexOf(step) < activationSteps.indexOf(next))) return 'finish' as const;
    return 'wait' as const;
  };

  if (resuming) return <Spinner label={t('activation.resuming')} showLabel style={{ padding: 24 }} />;

  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 16, maxWidth: 720 }}>
      <Progress percent={progress * 100} format={() => (done ? t('activation.done') : `${progress * 100}%`)} aria-label={t('activation.progress')} />
      {!memory && (
        <Form
          layout="vertical"
          onFinish={({ activationKey }: { activationKey: string }) => void activation.activate(activationKey.trim())}
          requiredMark={false}
        >
          <Form.Item
            name="activationKey"
            label={t('activation.key')}
            rules={[{ required: true, whitespace: true, message: t('activation.keyRequired') }]}
            extra={t('activation.keyHelp')}
          >
            <Input autoComplete="off" spellCheck={false} />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={running === 'activate'}>
            {t('activation.start')}
          </Button>
        </Form>
      )}
      <Steps
        orientation="vertical"
        items={activationSteps.map((step) => ({
          title: t(`activation.steps.${step}`),
          status: statusOf(step),
          content: describe(step, results[step]),
        }))}
      />
      {failed && (
        <Alert
          type="error"
          showIcon
          title={t('activation.failed', { step: t(`activation.steps.${failed.step}`) })}
          description={failed.message}
          action={
            failed.step !== 'activate' && (
              <Button onClick={activation.retry} disabled={running !== null}>
                {t('activation.retry')}
              </Button>
            )
          }
        />
      )}
      {done && memory && (
        <Result
          status="success"
          title={t('activation.done')}
          subTitle={t('activation.ready', { name: memory.organizationName })}
          extra={
            <Button type="primary" loading={opening} onClick={() => onOpen(memory.organizationId)}>
              {t('activation.open')}
            </Button>
          }
        />
      )}
    </div>
  );
}
