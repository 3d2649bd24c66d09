import type { CSSProperties } from 'react';

/** A dark frame the live picture fills, so the dialog keeps its size while the camera starts. */
export const viewfinderStyle: CSSProperties = {
  position: 'relative',
  width: '100%',
  aspectRatio: '4 / 3',
  background: '#000',
  borderRadius: 8,
  overflow: 'hidden',
};

export const videoStyle: CSSProperties = { width: '100%', height: '100%', objectFit: 'cover', display: 'block' };
