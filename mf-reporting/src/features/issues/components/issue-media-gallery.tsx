import Flex from 'antd/es/flex';
import Image from 'antd/es/image';
import Typography from 'antd/es/typography';
import { assetUrl, type IssueMedia } from 'shared-contracts';
import { useTranslation } from 'react-i18next';

/** The issue's photos (report, steps, comments) in a gallery, and its voice notes as players. */
export function IssueMediaGallery({ media }: { media: IssueMedia[] }) {
  const { t } = useTranslation('mf-reporting');
  if (media.length === 0) return <Typography.Text type="secondary">{t('issues.noMedia')}</Typography.Text>;
  const photos = media.filter((m) => m.type.startsWith('image/'));
  const voices = media.filter((m) => m.type.startsWith('audio/'));
  return (
    <Flex vertical gap="small">
      <Image.PreviewGroup>
        <Flex gap={4} wrap>
          {photos.map((photo) => (
            <Image
              key={`${photo.source}-${photo.path}`}
              src={assetUrl(photo.path)}
              alt={t(`issues.mediaSource.${photo.source}`)}
              width={80}
              height={80}
              style={{ objectFit: 'cover' }}
            />
          ))}
        </Flex>
      </Image.PreviewGroup>
      {voices.map((voice) => (
        <audio key={voice.path} controls src={assetUrl(voice.path)} aria-label={voice.name} />
      ))}
    </Flex>
  );
}
