/**
 * The visitor's feedback page (issue 21), phone first: the facility's name, happy or unhappy on each
 * parameter of the organisation's form, a comment, an optional photo and, when unhappy, a request
 * for immediate service. No sign-in; nothing of the organisation but the facility's name.
 */
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Checkbox from 'antd/es/checkbox';
import Input from 'antd/es/input';
import Radio from 'antd/es/radio';
import Result from 'antd/es/result';
import Typography from 'antd/es/typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getPublicFeedbackForm, isApiError, sendPublicFeedback, type PublicFeedbackForm } from 'shared-contracts';
import { TextSkeleton } from 'ui-kit';
import { photoToBase64 } from '../rules/photo';
import { VisitorPhotoField } from './visitor-photo-field';

type Rating = 'happy' | 'unhappy';

export function PublicFeedbackFormView({ token }: { token: string }) {
  const { t } = useTranslation('mf-org-admin');
  const [form, setForm] = useState<PublicFeedbackForm | null>(null);
  const [gone, setGone] = useState(false);
  const [ratings, setRatings] = useState<Record<string, Rating>>({});
  const [comment, setComment] = useState('');
  const [photo, setPhoto] = useState<Blob | null>(null);
  const [immediate, setImmediate] = useState(false);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState<{ serviceRequested: boolean } | null>(null);

  useEffect(() => {
    getPublicFeedbackForm(token).then(setForm, (failure: unknown) => {
      console.warn('feedback page: link not usable', failure);
      setGone(true);
    });
  }, [token]);

  if (gone) return <Alert type="warning" showIcon title={t('feedback.public.gone')} style={{ margin: 16 }} />;
  if (!form) return <TextSkeleton style={{ padding: 16 }} />;
  if (sent) {
    return <Result status="success" title={t('feedback.public.thanks')} subTitle={sent.serviceRequested ? t('feedback.public.serviceComing') : undefined} />;
  }

  const unhappy = Object.values(ratings).includes('unhappy');
  const rated = Object.keys(ratings).length > 0;
  const submit = async () => {
    setSending(true);
    setError(null);
    try {
      const answer = await sendPublicFeedback(token, {
        reviewType: unhappy ? 'negative' : 'positive',
        ratings: Object.entries(ratings).map(([parameter, rating]) => ({ parameter, happy: rating === 'happy' })),
        comment: comment.trim(),
        needsImmediateService: unhappy && immediate,
        ...(photo ? { photo: await photoToBase64(photo) } : {}),
      });
      setSent(answer);
    } catch (failure) {
      console.error('feedback page: sending failed', failure);
      setError(isApiError(failure) && failure.message ? failure.message : t('feedback.public.failed'));
    } finally {
      setSending(false);
    }
  };

  return (
    <main style={{ maxWidth: 520, margin: '0 auto', padding: 16, display: 'flex', flexDirection: 'column', gap: 16 }}>
      <header>
        <Typography.Text type="secondary">{t('feedback.public.heading')}</Typography.Text>
        <Typography.Title level={3} style={{ margin: 0 }}>
          {form.facilityName}
        </Typography.Title>
      </header>
      {form.parameters.map((parameter) => (
        <section key={parameter._id} style={{ display: 'flex', flexDirection: 'column', gap: 6 }}>
          <Typography.Text strong id={`fbp-${parameter._id}`}>
            {parameter.label}
          </Typography.Text>
          <Radio.Group
            aria-labelledby={`fbp-${parameter._id}`}
            role="radiogroup"
            optionType="button"
            buttonStyle="solid"
            size="large"
            value={ratings[parameter._id]}
            onChange={(event) => setRatings((current) => ({ ...current, [parameter._id]: event.target.value as Rating }))}
            options={[
              { value: 'happy', label: `😊 ${t('feedback.public.happy')}` },
              { value: 'unhappy', label: `☹️ ${t('feedback.public.unhappy')}` },
            ]}
          />
        </section>
      ))}
      <label style={{ display: 'flex', flexDirection: 'column', gap: 6 }}>
        <Typography.Text strong>{t('feedback.public.comment')}</Typography.Text>
        <Input.TextArea value={comment} maxLength={1000} rows={3} onChange={(event) => setComment(event.target.value)} />
      </label>
      <VisitorPhotoField photo={photo} onChange={setPhoto} />
      {unhappy && (
        <Checkbox checked={immediate} onChange={(event) => setImmediate(event.target.checked)}>
          {t('feedback.public.immediate')}
        </Checkbox>
      )}
      {error && <Alert type="error" showIcon title={error} />}
      <Button type="primary" size="large" block disabled={!rated} loading={sending} onClick={() => void submit()}>
        {t('feedback.public.send')}
      </Button>
    </main>
  );
}
