import Alert from 'antd/es/alert';
import { useTranslation } from 'react-i18next';
import type { CameraProblem } from '../rules/camera-error';

/** The spec's message for a camera that could not be opened (spec 000 §8). */
export function CameraProblemAlert({ problem }: { problem: CameraProblem }) {
  const { t } = useTranslation('mf-reporting');
  return <Alert type="error" showIcon title={t(`capture.cameraError.${problem.kind}`, { message: problem.message })} />;
}
