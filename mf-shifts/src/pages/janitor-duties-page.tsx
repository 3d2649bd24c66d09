import Typography from 'antd/es/typography';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { JanitorDuties } from '../features/janitor/components/janitor-duties';

/** /janitor/duties, inside the main layout (spec 001 §2.1 'janitor'): the same duties as /janitor, with the app's menus. */
export default function JanitorDutiesPage() {
  const { t } = useTranslation('mf-shifts');
  return (
    <>
      <Typography.Title level={3}>{t('janitor.title')}</Typography.Title>
      <Typography.Paragraph>
        <Link to="/janitor">{t('janitor.sharedPhone')}</Link>
      </Typography.Paragraph>
      <JanitorDuties />
    </>
  );
}
