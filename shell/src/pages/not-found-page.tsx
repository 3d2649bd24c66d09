import Button from 'antd/es/button';
import Result from 'antd/es/result';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

export default function NotFoundPage() {
  const { t } = useTranslation('shell');
  return (
    <Result
      status="404"
      title={t('notFound.title')}
      subTitle={t('notFound.body')}
      extra={
        <Link to="/">
          <Button type="primary">{t('notFound.home')}</Button>
        </Link>
      }
    />
  );
}
