import Flex from 'antd/es/flex';
import Image from 'antd/es/image';
import { useTranslation } from 'react-i18next';
import { type InspectionMedia, assetUrl } from 'shared-contracts';

/** Photos in a zoomable gallery (one preview group per report part) and voice notes as players. */
export function MediaGallery({ media, label }: { media: InspectionMedia[]; label: string }) {
  const { t } = useTranslation('mf-reporting');
  const photos = media.filter((item) => item.kind === 'photo');
  const voices = media.filter((item) => item.kind === 'voice');
  if (media.length === 0) return null;
  return (
    <Flex vertical gap="small">
      {photos.length > 0 && (
        <Image.PreviewGroup>
          <Flex wrap gap="small" role="list" aria-label={t('inspection.photos', { label })}>
            {photos.map((item, i) => (
              <div role="listitem" key={item.name}>
                <Image
                  src={assetUrl(item.url)}
                  alt={t('inspection.photo', { label, n: i + 1 })}
                  width={96}
                  height={96}
                  style={{ objectFit: 'cover', borderRadius: 6 }}
                  crossOrigin="anonymous"
                />
              </div>
            ))}
          </Flex>
        </Image.PreviewGroup>
      )}
      {voices.map((item, i) => (
        <audio
          key={item.name}
          controls
          preload="metadata"
          src={assetUrl(item.url)}
          aria-label={t('inspection.voice', { label, n: i + 1 })}
          data-pdf-hide
          style={{ maxWidth: '100%' }}
        />
      ))}
    </Flex>
  );
}
