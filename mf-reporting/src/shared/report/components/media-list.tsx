import DeleteOutlined from '@ant-design/icons/es/icons/DeleteOutlined';
import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import Image from 'antd/es/image';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { LocalMediaBlob, MediaItem } from 'shared-contracts';
import { LOCAL_MEDIA_PREFIX } from '../rules/report-draft';

interface MediaListProps {
  items: readonly MediaItem[];
  blobs: readonly LocalMediaBlob[];
  onRemove?: (path: string) => void;
}

/** Photos as thumbnails and voice notes as players, from the blobs kept on the device. */
export function MediaList({ items, blobs, onRemove }: MediaListProps) {
  const { t } = useTranslation('mf-reporting');
  const urls = useMemo(() => {
    const byPath = new Map(blobs.map((blob) => [`${LOCAL_MEDIA_PREFIX}${blob.key}`, blob.blob]));
    return new Map(
      items.flatMap((item) => {
        const blob = byPath.get(item.path);
        return blob ? [[item.path, URL.createObjectURL(blob)] as const] : [];
      }),
    );
  }, [items, blobs]);
  useEffect(() => () => urls.forEach((url) => URL.revokeObjectURL(url)), [urls]);
  if (items.length === 0) return null;
  return (
    <ul aria-label={t('details.media.list')} style={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap', gap: 8 }}>
      {items.map((item, index) => {
        const url = urls.get(item.path);
        const label = item.type.startsWith('audio/') ? t('details.media.voice', { n: index + 1 }) : t('details.media.photo', { n: index + 1 });
        return (
          <li key={item.path} aria-label={label}>
            <Flex align="center" gap={4}>
              {item.type.startsWith('audio/') ? (
                <audio controls src={url} style={{ height: 36, maxWidth: 220 }} />
              ) : (
                <Image src={url} alt={label} width={64} height={64} style={{ objectFit: 'cover', borderRadius: 6 }} />
              )}
              {onRemove && (
                <Button
                  size="small"
                  type="text"
                  danger
                  icon={<DeleteOutlined />}
                  aria-label={t('details.media.remove', { label })}
                  onClick={() => onRemove(item.path)}
                />
              )}
            </Flex>
          </li>
        );
      })}
    </ul>
  );
}
